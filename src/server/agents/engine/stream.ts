/**
 * Bridges a job to the browser as an AI SDK UI message stream over SSE. The job runs to
 * its end even when the browser goes away (its rows record the outcome); writes to a
 * closed stream are dropped. The AI SDK loads with the first stream (decision 050).
 */
import type { UIMessageChunk } from 'ai';
import type { PartialOutputData } from '@/shared/agent-runs';

export type StreamWriter = { write(chunk: UIMessageChunk): void };

export async function streamJob(
  job: (writer: StreamWriter) => Promise<void>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { createUIMessageStream, createUIMessageStreamResponse } = await import('ai');
  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      const safe: StreamWriter = {
        write: (chunk) => {
          try {
            writer.write(chunk);
          } catch {
            // The browser left; the job carries on and its rows tell the outcome.
          }
        },
      };
      safe.write({ type: 'start' });
      await job(safe);
      safe.write({ type: 'finish' });
    },
    onError: (error) => (error instanceof Error ? error.message : 'The run failed'),
  });
  return createUIMessageStreamResponse({ stream, headers });
}

/** Writes a text block as several deltas, pausing between them so the browser sees it arrive. */
export async function writeTextChunks(
  writer: StreamWriter,
  id: string,
  chunks: string[],
  opts: { delayMs: number; signal?: AbortSignal },
): Promise<string> {
  writer.write({ type: 'text-start', id });
  let text = '';
  for (const chunk of chunks) {
    if (opts.signal?.aborted) break;
    text += chunk;
    writer.write({ type: 'text-delta', id, delta: chunk });
    if (opts.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, opts.delayMs));
  }
  writer.write({ type: 'text-end', id });
  return text;
}

/**
 * Shows a model's structured answer as it is written (issue 28 point 3): one `data-partial`
 * part per id, replaced in place as the answer grows. A pipeline gives each step its own id,
 * so each step's answer comes after the outputs saved before it.
 */
export const partialWriter =
  (writer: StreamWriter, runId: string, id: string) => (content: Record<string, unknown>) =>
    writer.write({
      type: 'data-partial',
      id,
      data: { run_id: runId, content } satisfies PartialOutputData,
    });
