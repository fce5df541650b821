/**
 * The organization's server is checked as each call connects: a name that resolves to this
 * machine (as a re-pointed DNS name would) is refused like an unreachable address unless the
 * operator allows private model servers; allowed, the call streams through as fetch would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModel, type FakeModel } from '../../testing/fake-model';
import { guardedModelFetch } from './model-fetch';

describe('the model fetch', () => {
  let model: FakeModel;
  beforeAll(async () => {
    model = await startFakeModel({ answer: { answer: 'ok' } });
  });
  afterAll(() => model.close());

  const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
  const post = (f: typeof fetch, url: string) =>
    f(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('refuses this machine, by name or by address, unless private servers are allowed', async () => {
    const closed = guardedModelFetch({ allowPrivate: false });
    const byName = model.baseUrl.replace('127.0.0.1', 'localhost');
    for (const url of [`${byName}/chat/completions`, `${model.baseUrl}/chat/completions`]) {
      const error = await post(closed, url).catch((e: unknown) => e);
      expect(error, url).toBeInstanceOf(TypeError);
      expect((error as TypeError).message).toBe('fetch failed');
    }
    expect(model.requests).toHaveLength(0);
  });

  it('passes the request and the streamed answer through when allowed', async () => {
    const open = guardedModelFetch({ allowPrivate: true });
    const res = await post(
      open,
      `${model.baseUrl.replace('127.0.0.1', 'localhost')}/chat/completions`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const json = (await res.json()) as { choices: { message: { content: string } }[] };
    expect(JSON.parse(json.choices[0]!.message.content)).toEqual({ answer: 'ok' });
    expect(model.requests.at(-1)?.model).toBe('m');
  });

  it('refuses link-local addresses whatever the operator allows', async () => {
    const open = guardedModelFetch({ allowPrivate: true });
    const error = await post(open, 'http://169.254.169.254/latest').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
  });
});
