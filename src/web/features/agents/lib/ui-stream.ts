import { ApiError } from '@/web/lib/api-client';

/** The chunks of an AI SDK UI message stream this app reads (the rest are ignored). */
export type UiChunk =
  | { type: 'start' | 'finish' | 'start-step' | 'finish-step' | 'abort' }
  | { type: 'text-start' | 'text-end'; id: string }
  | { type: 'text-delta'; id: string; delta: string }
  | { type: 'error'; errorText: string }
  | { type: `data-${string}`; data: unknown }
  | { type: string; [key: string]: unknown };

/**
 * POST to a streaming endpoint and hand each server-sent chunk to `onChunk`. Bad input is
 * answered with JSON before any stream starts: that becomes an ApiError, like api().
 */
export async function postUiStream(
  path: string,
  body: unknown,
  onChunk: (chunk: UiChunk) => void,
  signal?: AbortSignal,
): Promise<void> {
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
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const event = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      emit(event, onChunk);
      boundary = buffer.indexOf('\n\n');
    }
  }
  if (buffer.trim()) emit(buffer, onChunk);
}

function emit(event: string, onChunk: (chunk: UiChunk) => void) {
  const data = event
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n');
  if (!data || data === '[DONE]') return;
  try {
    onChunk(JSON.parse(data) as UiChunk);
  } catch {
    // A malformed event is skipped; the run's stored state is re-read when the stream ends.
  }
}
