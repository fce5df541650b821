import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { JSON_BODY_MAX_BYTES, requestBodyLimit } from './body-limit';

/** A JSON object of about `bytes` bytes. */
const jsonOf = (bytes: number) =>
  JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(bytes) });

/** The body sent in 64 KB chunks with no Content-Length, as a chunked upload arrives. */
function chunked(body: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(body);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      at += 64 * 1024;
    },
  });
}

describe('request body limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function post(path: string, body: string | ReadableStream<Uint8Array>) {
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
    };
    if (typeof body === 'string') headers['content-length'] = String(Buffer.byteLength(body));
    const res = await t.app.request(path, {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit);
    return { status: res.status, json: await res.json().catch(() => undefined) };
  }

  const tooLarge = {
    status: 413,
    json: {
      error: { code: 'payload_too_large', message: 'The request body is larger than 1 MB.' },
    },
  };

  it('refuses a 5 MB JSON body to the API and to better-auth, with or without a length', async () => {
    const huge = jsonOf(5 * 1024 * 1024);
    for (const path of ['/api/v1/campaigns', '/api/v1/auth/signup', '/api/auth/sign-in/email']) {
      expect(await post(path, huge), path).toEqual(tooLarge);
      expect(await post(path, chunked(huge)), `${path}, chunked`).toEqual(tooLarge);
    }
  });

  it('lets a body under the limit through to the route', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong password here' });
    const signIn = await post('/api/auth/sign-in/email', body);
    expect(signIn.status).toBe(401);
    const justUnder = await post(
      '/api/auth/sign-in/email',
      chunked(jsonOf(JSON_BODY_MAX_BYTES - 100)),
    );
    expect(justUnder.status).not.toBe(413);
    expect(justUnder.status).toBeLessThan(500);
  });
});

describe('request body limit on requests without a body', () => {
  it('never reads the body of a GET or a HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const raw = {
        get body(): never {
          throw new Error(`read the body of a ${method}`);
        },
      };
      let passed = false;
      const c = { req: { method, raw } } as unknown as Parameters<typeof requestBodyLimit>[0];
      await requestBodyLimit(c, async () => {
        passed = true;
      });
      expect(passed).toBe(true);
    }
  });
});
