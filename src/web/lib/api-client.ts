/**
 * The one JSON client for /api/v1. Cookies carry the session (httpOnly, same origin). A 401
 * sends the user to /login, except on the pages where being signed out is expected (seed 000
 * §7.1). Every failure is an ApiError with the server's error code, message and field.
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

/** How a request reaches the API: the browser's fetch, or the server itself (entry-server.tsx). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Sends every request through `next` from now on. Only for rendering pages on the server,
 * where the API is answered in process for the visitor whose page is being rendered.
 */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

const NO_REDIRECT_ON_401 = ['/onboarding/business-context', '/signup', '/login'];

export type ApiInit = {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own content type (a CSV file, say). */
  raw?: { body: string | Blob; contentType: string };
  redirectOn401?: boolean;
};

type ErrorBody = { error?: { code: string; message: string; field?: string } };

/** The whole answer body: for answers that carry more than `data` (`meta`, `total`, flags). */
export async function apiEnvelope<E extends object>(path: string, init: ApiInit = {}): Promise<E> {
  const hasBody = init.body !== undefined || init.raw !== undefined;
  let res: Response;
  try {
    res = await transport(`/api/v1${path}`, {
      method: init.method ?? (hasBody ? 'POST' : 'GET'),
      headers: init.raw
        ? { 'content-type': init.raw.contentType }
        : init.body === undefined
          ? undefined
          : { 'content-type': 'application/json' },
      body: init.raw
        ? init.raw.body
        : init.body === undefined
          ? undefined
          : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  const payload = (await res.json().catch(() => undefined)) as (E & ErrorBody) | undefined;
  if (!res.ok) {
    if (
      res.status === 401 &&
      init.redirectOn401 !== false &&
      typeof window !== 'undefined' &&
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
  // A 204 (or an empty body) has nothing to read.
  return payload ?? ({} as E);
}

/** The answer's `data`. */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  return (await apiEnvelope<{ data?: T }>(path, init)).data as T;
}

/** A list answer: its `data` and its `total` (from `total` or `meta.total`). */
export async function apiList<T>(
  path: string,
  init: ApiInit = {},
): Promise<{ data: T[]; total: number }> {
  const body = await apiEnvelope<{ data?: T[]; total?: number; meta?: { total?: number } }>(
    path,
    init,
  );
  const data = body.data ?? [];
  return { data, total: body.total ?? body.meta?.total ?? data.length };
}

/** Query parameters from an object, leaving out what is undefined, null or empty. */
export function searchParams(query: Record<string, string | number | boolean | null | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  return params.size ? `?${params}` : '';
}

/**
 * A multipart upload to `/api/v1{path}`, answering the envelope's `data`. Through
 * XMLHttpRequest, which reports upload progress (fetch does not); errors and the 401 rule
 * as for every other call.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1${path}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          'network_error',
          'Cannot reach the server. Check your connection and try again.',
        ),
      );
    xhr.onload = () => {
      const payload = xhr.response as {
        data?: T;
        error?: { code: string; message: string; field?: string };
      } | null;
      if (xhr.status >= 200 && xhr.status < 300 && payload?.data) return resolve(payload.data);
      if (xhr.status === 401) window.location.assign('/login');
      reject(
        new ApiError(
          xhr.status,
          payload?.error?.code ?? 'http_error',
          payload?.error?.message ?? `Upload failed (${xhr.status})`,
          payload?.error?.field,
        ),
      );
    };
    xhr.send(form);
  });
}
