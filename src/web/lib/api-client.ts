/**
 * JSON client for /api/v1. Cookies carry the session (httpOnly, same origin). A 401 sends
 * the user to /login, except on the pages where being signed out is expected (seed 000 §7.1).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const NO_REDIRECT_ON_401 = ['/onboarding/business-context', '/signup', '/login'];

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; redirectOn401?: boolean } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  const payload = (await res.json().catch(() => undefined)) as
    { data?: T; error?: { code: string; message: string; field?: string } } | undefined;
  if (!res.ok) {
    if (
      res.status === 401 &&
      init.redirectOn401 !== false &&
      !NO_REDIRECT_ON_401.includes(window.location.pathname)
    ) {
      window.location.assign('/login');
    }
    throw new ApiError(
      res.status,
      payload?.error?.code ?? 'http_error',
      payload?.error?.message ?? `Request failed (${res.status})`,
      payload?.error?.field,
    );
  }
  return payload?.data as T;
}
