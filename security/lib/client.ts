/** A minimal HTTP client for the attack suite: a cookie jar or a bearer key, timings, never throws on 4xx/5xx. */
export type Answer = {
  status: number;
  text: string;
  json: unknown;
  ms: number;
  headers: Headers;
};

export type RequestOptions = {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

/** status 0: the request failed at the network level or timed out. */
export const NETWORK_ERROR = 0;

export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly label: string,
    private readonly bearer?: string,
    /** An anonymous client stays anonymous: a sign-up that sets a cookie must not turn it into a member. */
    private readonly stateless = false,
  ) {}

  static anonymous(baseUrl: string) {
    return new Client(baseUrl, 'anonymous', undefined, true);
  }

  /** The same caller, but answers cannot change its cookies (a sign-up could sign it in as someone else). */
  frozen() {
    const copy = new Client(this.baseUrl, this.label, this.bearer, true);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  withKey(key: string, label: string) {
    return new Client(this.baseUrl, label, key);
  }

  get signedIn() {
    return this.cookies.size > 0 || Boolean(this.bearer);
  }

  async request(method: string, path: string, opts: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.baseUrl, ...opts.headers };
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = opts.body;
    if (opts.json !== undefined) {
      body = typeof opts.json === 'string' ? opts.json : JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    }
    const started = performance.now();
    try {
      const res = await fetch(this.baseUrl + path, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
      for (const cookie of this.stateless ? [] : res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq).trim();
        const value = pair!.slice(eq + 1).trim();
        if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const text = await res.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return {
        status: res.status,
        text,
        json,
        ms: performance.now() - started,
        headers: res.headers,
      };
    } catch (error) {
      return {
        status: NETWORK_ERROR,
        text: describeError(error),
        json: undefined,
        ms: performance.now() - started,
        headers: new Headers(),
      };
    }
  }

  get = (path: string, opts?: RequestOptions) => this.request('GET', path, opts);
  post = (path: string, json?: unknown, opts?: RequestOptions) =>
    this.request('POST', path, { ...opts, json });
  patch = (path: string, json?: unknown) => this.request('PATCH', path, { json });
  del = (path: string) => this.request('DELETE', path);

  /** A 2xx JSON answer's `data`, or an error naming the request. */
  async data<T>(method: string, path: string, json?: unknown): Promise<T> {
    const answer = await this.request(method, path, json === undefined ? {} : { json });
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(
        `${this.label}: ${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
      );
    }
    return (answer.json as { data: T }).data;
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }
}

function describeError(error: unknown): string {
  const e = error as Error & { cause?: { code?: string; message?: string } };
  return [e.message ?? String(error), e.cause?.code, e.cause?.message].filter(Boolean).join(': ');
}

export const isOk = (status: number) => status >= 200 && status < 300;
