import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_SESSION_ID } from '@/shared/embedded-session';
import { PAGE_MODULES_ID } from '@/shared/page-modules';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { FIRST_PAINT_MODULES, jsonBlock, pageModules, renderSpaIndex } from './spa-index';

const INDEX = '<!doctype html><html><head><title>Stratagent</title></head><body></body></html>';

/** The session the page carries, parsed as the web app reads it. */
function embeddedSession(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${EMBEDDED_SESSION_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('no embedded session');
  const embedded = JSON.parse(match[1]!) as { path: string; value: unknown };
  expect(embedded.path).toBe('/dashboard');
  return embedded.value;
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
    for (const url of ['/', '/dashboard']) {
      const res = await t.app.request(url);
      // Without a build the app says so; with one, the page carries the block.
      const html = await res.text();
      if (res.status === 503) expect(html).toMatch(/not built yet/);
      else expect(html).toContain(`{"path":"${url}","value":null}`);
    }
  });

  it('sends a form posted to a page back to the page, keeping nothing of it', async () => {
    const res = await t.app.request('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.example&password=secret',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
    // An unknown API endpoint still says so.
    expect((await t.app.request('/api/v1/nothing', { method: 'POST' })).status).toBe(404);
  });

  it('keeps a name holding markup inside the JSON block', () => {
    const block = jsonBlock('x', '/', { name: '</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block.slice(block.indexOf('>') + 1, -'</script>'.length))).toEqual({
      path: '/',
      value: { name: '</script><script>alert(1)</script>' },
    });
  });

  it('gives a signed-out visitor a page rendered at build, and a signed-in one the bare page', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-index-prerendered-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><title>Stratagent</title></head><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite/prerendered.json'),
      JSON.stringify({
        '/terms': { title: 'Terms of Service — Stratagent', html: '<h1>Terms $& $1</h1>' },
        '/login': { title: '', html: '<h1>Sign in</h1>' },
      }),
    );
    const at = (url: string, headers: Record<string, string> = {}) =>
      renderSpaIndex(t.ctx, dist, new Request(`${TEST_ORIGIN}${url}`, { headers }));

    const terms = (await at('/terms'))!.html;
    // Inserted as it is: no replacement pattern in the markup is expanded.
    expect(terms).toContain('<div id="root" inert><h1>Terms $& $1</h1></div>');
    expect(terms).toContain('<title>Terms of Service — Stratagent</title>');
    // A page that names no title keeps the document's.
    expect((await at('/login'))!.html).toContain('<title>Stratagent</title>');
    expect((await at('/dashboard'))!.html).toContain('<div id="root"></div>');

    const user = await t.createUser({ organizationName: 'Dana Deli' });
    const signedIn = (await at('/terms', { cookie: user.cookie }))!.html;
    expect(signedIn).toContain('<div id="root"></div>');
    expect(signedIn).not.toContain('Terms $&');
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('names the page’s modules in a block for the entry to preload, not as links', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-index-modules-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'main.tsx': { file: 'assets/index-1.js', isEntry: true },
        'app/routes/login.tsx': { file: 'assets/login-1.js' },
      }),
    );
    const html = (await renderSpaIndex(t.ctx, dist, new Request(`${TEST_ORIGIN}/login`)))!.html;
    expect(html).toContain(
      `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify({ path: '/login', value: ['/assets/login-1.js'] })}</script>`,
    );
    expect(html).not.toContain('modulepreload');
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('is null until the web app is built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-index-empty-'));
    expect(await renderSpaIndex(t.ctx, empty, new Request(`${TEST_ORIGIN}/`))).toBeNull();
    fs.rmSync(empty, { recursive: true, force: true });
  });
});

describe('pageModules', () => {
  const manifest = {
    'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_icons.js': { file: 'assets/icons-1.js', imports: ['_react.js'] },
    'app/routes/landing.tsx': { file: 'assets/landing-1.js', imports: ['_icons.js', 'main.tsx'] },
    'app/routes/login.tsx': { file: 'assets/login-1.js', imports: ['_react.js'] },
    'app/signed-in-routes.tsx': { file: 'assets/shell-1.js', imports: ['_icons.js'] },
    'app/routes/dashboard/index.tsx': { file: 'assets/dashboard-1.js' },
  };
  const me = (needsOnboarding = false) =>
    ({ needsOnboarding }) as Parameters<typeof pageModules>[2];

  it('names the page’s chunks and what they import, not what index.html already loads', () => {
    expect(pageModules(manifest, '/', null)).toEqual([
      '/assets/landing-1.js',
      '/assets/icons-1.js',
    ]);
    expect(pageModules(manifest, '/login', null)).toEqual(['/assets/login-1.js']);
  });

  it('hints the dashboard to a signed-in visitor of a public page, and nothing before onboarding', () => {
    const dashboard = ['/assets/shell-1.js', '/assets/icons-1.js', '/assets/dashboard-1.js'];
    expect(pageModules(manifest, '/', me())).toEqual(dashboard);
    expect(pageModules(manifest, '/dashboard', me())).toEqual(dashboard);
    expect(pageModules(manifest, '/dashboard', me(true))).toEqual([]);
    expect(pageModules(manifest, '/dashboard', null)).toEqual([]);
  });

  it('hints nothing for a page it does not know or without a manifest', () => {
    expect(pageModules(manifest, '/settings', me())).toEqual([]);
    expect(pageModules(null, '/', null)).toEqual([]);
  });

  it('names modules that exist in the web app', () => {
    const modules = [...FIRST_PAINT_MODULES.signedIn, ...FIRST_PAINT_MODULES.signedOut].flatMap(
      (page) => page.modules,
    );
    for (const module of modules) {
      expect(fs.existsSync(path.resolve(import.meta.dirname, '../../web', module))).toBe(true);
    }
  });
});
