import {
  parseJsonEventStream,
  readUIMessageStream,
  uiMessageChunkSchema,
  type UIMessage,
} from 'ai';
import type { UIMessageChunk } from 'ai';
import { ApiError } from '@/web/lib/api-client';

/**
 * POST to a streaming endpoint and read its AI SDK UI message stream with the SDK's own
 * helpers: each yielded value is the assistant message as it stands so far. An `error` chunk
 * is handed to `onError` (the stream goes on to its end, as the server closes it). Bad input
 * is answered with JSON before any stream starts: that becomes an ApiError, like api().
 */
export async function postUiStream(
  path: string,
  body: unknown,
  { signal, onError }: { signal?: AbortSignal; onError: (message: string) => void },
): Promise<AsyncIterable<UIMessage>> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(
      0,
      'network_error',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  if (!res.ok || !res.body) {
    const payload = (await res.json().catch(() => undefined)) as
      { error?: { code: string; message: string } } | undefined;
    if (res.status === 401) window.location.assign('/login');
    throw new ApiError(
      res.status,
      payload?.error?.code ?? 'http_error',
      payload?.error?.message ?? `Request failed (${res.status})`,
    );
  }
  // A malformed event is skipped; the run's stored state is re-read when the stream ends.
  const chunks = parseJsonEventStream({
    stream: res.body,
    schema: uiMessageChunkSchema,
  }).pipeThrough(
    new TransformStream<{ success: boolean; value?: UIMessageChunk }, UIMessageChunk>({
      transform(result, controller) {
        if (result.success && result.value) controller.enqueue(result.value);
      },
    }),
  );
  return readUIMessageStream({
    stream: chunks,
    onError: (error) => onError(error instanceof Error ? error.message : String(error)),
  });
}
