import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_SESSION_ID } from '@/shared/embedded-session';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { jsonBlock, renderSpaIndex } from './spa-index';

const INDEX = '<!doctype html><html><head><title>Stratagent</title></head><body></body></html>';

/** The session the page carries, parsed as the web app reads it. */
function embeddedSession(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${EMBEDDED_SESSION_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('no embedded session');
  return JSON.parse(match[1]!);
}

describe('renderSpaIndex', () => {
  let t: TestApp;
  let webDist: string;
  const page = (headers: Record<string, string> = {}) =>
    renderSpaIndex(t.ctx, webDist, new Request(`${TEST_ORIGIN}/dashboard`, { headers }));

  beforeAll(async () => {
    t = await createTestApp();
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-index-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  });
  afterAll(async () => {
    fs.rmSync(webDist, { recursive: true, force: true });
    await t.close();
  });

  it('carries the signed-in caller’s own /me answer, and forbids caching it', async () => {
    const alice = await t.createUser({ organizationName: 'Alice Bakery' });
    const bob = await t.createUser({ organizationName: 'Bob Florist' });
    const me = await t.request('/api/v1/me', { cookie: alice.cookie });

    const forAlice = await page({ cookie: alice.cookie });
    expect(embeddedSession(forAlice!.html)).toEqual(me.json.data);
    expect(forAlice!.cacheControl).toBe('private, no-store');

    const forBob = await page({ cookie: bob.cookie });
    expect(embeddedSession(forBob!.html)).toMatchObject({
      user: { email: bob.email },
      organization: { name: 'Bob Florist' },
    });
    expect(forBob!.html).not.toContain(alice.email);
  });

  it('carries null without a valid session', async () => {
    const anonymous = await page();
    expect(embeddedSession(anonymous!.html)).toBeNull();
    expect(anonymous!.cacheControl).toBe('no-cache');

    const forged = await page({ cookie: 'stratagent.session_token=forged.value' });
    expect(embeddedSession(forged!.html)).toBeNull();
  });

  it('reads only the browser session, never an Authorization header', async () => {
    const user = await t.createUser({ organizationName: 'Carol Cycles' });
    const withBearer = await page({ cookie: user.cookie, authorization: 'Bearer sk_unknown' });
    expect(embeddedSession(withBearer!.html)).toMatchObject({ user: { email: user.email } });
  });

  it('answers the same page through the app, for / as for any client-side route', async () => {
    const res = await t.app.request('/');
    // Without a build the app says so; with one, the page carries the block.
    const html = await res.text();
    if (res.status === 503) expect(html).toMatch(/not built yet/);
    else expect(embeddedSession(html)).toBeNull();
  });

  it('keeps a name holding markup inside the JSON block', () => {
    const block = jsonBlock('x', { name: '</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block.slice(block.indexOf('>') + 1, -'</script>'.length))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });

  it('is null until the web app is built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-index-empty-'));
    expect(await renderSpaIndex(t.ctx, empty, new Request(`${TEST_ORIGIN}/`))).toBeNull();
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
