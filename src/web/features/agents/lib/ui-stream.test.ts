import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { readRunMessage, type RunMessage } from './run-message';
import { postUiStream } from './ui-stream';

afterEach(() => vi.unstubAllGlobals());

const sse = (chunks: unknown[]) =>
  new Response(
    [...chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`), 'data: [DONE]\n\n'].join(''),
    { headers: { 'content-type': 'text/event-stream' } },
  );

async function readAll(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(response)),
  );
  const errors: string[] = [];
  const messages = await postUiStream(
    '/agent-sessions/s-1/runs',
    { tool: 'swot' },
    {
      onError: (message) => errors.push(message),
    },
  );
  let last: RunMessage | null = null;
  for await (const message of messages) last = readRunMessage(message);
  return { last, errors };
}

const run = { run_id: 'r-1', session_id: 's-1', tool: 'swot', engine: 'offline', model: null };
const step = (n: number, label: string) => ({
  type: 'data-progress',
  data: { run_id: 'r-1', step: n, total: 2, label },
});

describe('postUiStream + readRunMessage', () => {
  it('reads the run, its steps in order, the narration and every saved output', async () => {
    const { last, errors } = await readAll(
      sse([
        { type: 'start' },
        { type: 'data-run', data: run },
        step(2, 'Weighing'),
        step(1, 'Reading'),
        step(2, 'Weighing again'),
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'Northwind ' },
        { type: 'text-delta', id: 't', delta: 'roasts.' },
        { type: 'text-end', id: 't' },
        {
          type: 'data-output',
          data: { run_id: 'r-1', output_id: 'o-1', title: 'A', output_type: 'swot' },
        },
        {
          type: 'data-output',
          data: { run_id: 'r-1', output_id: 'o-2', title: 'B', output_type: 'swot' },
        },
        { type: 'finish' },
      ]),
    );
    expect(errors).toEqual([]);
    expect(last?.run).toEqual(run);
    expect(last?.steps.map((s) => s.label)).toEqual(['Reading', 'Weighing again']);
    expect(last?.narration).toBe('Northwind roasts.');
    expect(last?.outputs.map((o) => o.output_id)).toEqual(['o-1', 'o-2']);
  });

  it("shows a model's answer as it grows, one part replaced in place, until the output is saved", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          sse([
            { type: 'data-run', data: { ...run, engine: 'model', model: 'm' } },
            { type: 'data-partial', id: 'p', data: { run_id: 'r-1', content: { summary: 'Nor' } } },
            {
              type: 'data-partial',
              id: 'p',
              data: {
                run_id: 'r-1',
                content: { summary: 'Northwind', strengths: [{ point: 'Fresh' }] },
              },
            },
            {
              type: 'data-output',
              data: { run_id: 'r-1', output_id: 'o-1', title: 'A', output_type: 'swot' },
            },
          ]),
        ),
      ),
    );
    const messages = await postUiStream('/agent-sessions/s-1/runs', {}, { onError: () => {} });
    const seen: RunMessage[] = [];
    let partialParts = 0;
    for await (const message of messages) {
      seen.push(readRunMessage(message));
      partialParts = Math.max(
        partialParts,
        message.parts.filter((p) => p.type === 'data-partial').length,
      );
    }
    expect(partialParts).toBe(1);
    const partials = seen.map((m) => m.partial).filter(Boolean);
    expect(partials[0]).toEqual({ summary: 'Nor' });
    expect(partials.at(-1)).toEqual({ summary: 'Northwind', strengths: [{ point: 'Fresh' }] });
    expect(seen.at(-1)?.partial).toBeNull();
    expect(seen.at(-1)?.outputs).toHaveLength(1);
  });

  it('shows each step of a pipeline its own answer so far, after the outputs saved before it', async () => {
    const partial = (id: string, summary: string) => ({
      type: 'data-partial',
      id,
      data: { run_id: 'r-1', content: { summary } },
    });
    const output = (id: string) => ({
      type: 'data-output',
      data: { run_id: 'r-1', output_id: id, title: id, output_type: 'persona' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          sse([
            { type: 'data-run', data: { ...run, tool: 'pipeline', engine: 'model', model: 'm' } },
            partial('p-0', 'Strategy'),
            output('o-1'),
            partial('p-1', 'Persona'),
            partial('p-1', 'Persona one'),
            output('o-2'),
          ]),
        ),
      ),
    );
    const messages = await postUiStream('/agent-sessions/s-1/runs', {}, { onError: () => {} });
    const seen: RunMessage[] = [];
    for await (const message of messages) seen.push(readRunMessage(message));
    expect(seen.map((m) => [m.outputs.length, m.partial?.summary ?? null])).toEqual([
      [0, null],
      [0, 'Strategy'],
      [1, null],
      [1, 'Persona'],
      [1, 'Persona one'],
      [2, null],
    ]);
  });

  it('hands an error chunk to onError', async () => {
    const { errors } = await readAll(
      sse([
        { type: 'data-run', data: run },
        { type: 'error', errorText: 'The model timed out' },
      ]),
    );
    expect(errors).toEqual(['The model timed out']);
  });

  it('turns a JSON error answer into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ error: { code: 'run_active', message: 'A run is in progress' } }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          ),
        ),
      ),
    );
    const error = await postUiStream('/agent-sessions/s-1/runs', {}, { onError: () => {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('A run is in progress');
  });
});
