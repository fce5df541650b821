import { ApiError } from '@/web/lib/api-client';

/**
 * GET a list endpoint and keep its `total` beside `data` (api() unwraps `data` only).
 * A 401 goes to /login like every other request.
 */
export async function getList<T>(path: string): Promise<{ data: T[]; total: number }> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  const payload = (await res.json().catch(() => undefined)) as
    { data?: T[]; total?: number; error?: { code: string; message: string } } | undefined;
  if (!res.ok) {
    if (res.status === 401) window.location.assign('/login');
    throw new ApiError(
      res.status,
      payload?.error?.code ?? 'http_error',
      payload?.error?.message ?? `Request failed (${res.status})`,
    );
  }
  const data = payload?.data ?? [];
  return { data, total: payload?.total ?? data.length };
}
