import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_SCRIPT } from '@/shared/theme-script';
import { NUL_MESSAGE } from './db/errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './testing/test-app';

describe('HTTP hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses state-changing requests from another origin', async () => {
    const user = await t.createUser();
    const cross = { origin: 'http://evil.example' };
    const skip = await t.request('/api/v1/onboarding/skip', {
      method: 'POST',
      cookie: user.cookie,
      headers: cross,
    });
    expect(skip.status).toBe(403);
    expect(skip.json.error.code).toBe('forbidden');
    expect((await t.request('/api/v1/me', { cookie: user.cookie })).json.data.needsOnboarding).toBe(
      true,
    );

    const signIn = await t.request('/api/auth/sign-in/email', {
      body: { email: user.email, password: user.password },
      headers: cross,
    });
    expect(signIn.status).toBe(403);

    const fetchSite = await t.request('/api/v1/onboarding/skip', {
      method: 'POST',
      cookie: user.cookie,
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.status).toBe(403);
  });

  it('answers /healthz', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
  });

  it('sends a content security policy that allows no inline script but the theme script', async () => {
    const res = await t.request('/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc?.trim().split(/\s+/)).toEqual([
      'script-src',
      "'self'",
      `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`,
    ]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const path of ['/api/v1/no-such-thing', '/api/nothing/here']) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.json.error.code).toBe('not_found');
    }
  });

  it('answers a malformed JSON body with a JSON 400, never a 500', async () => {
    const user = await t.createUser();
    for (const path of [
      '/api/v1/auth/signup',
      `/api/v1/business-context/organization/${user.orgId}`,
      '/api/v1/rpc/get_user_roles',
    ]) {
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: user.cookie },
        body: '{"email": ',
      });
      expect(res.status, path).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.message).toBeTruthy();
    }
  });

  it('refuses the NUL character in addresses and in stored text with a 400, never a 500', async () => {
    const user = await t.createUser();
    for (const path of [
      '/api/v1/outputs?q=%00',
      '/api/v1/documents/search?q=a%00b',
      '/api/v1/team/members/%00',
    ]) {
      const res = await t.request(path, {
        method: path.includes('members') ? 'DELETE' : 'GET',
        cookie: user.cookie,
      });
      expect(res.status, path).toBe(400);
      expect(res.json.error.message).toBe(NUL_MESSAGE);
    }
    const created = await t.request('/api/v1/campaigns', {
      cookie: user.cookie,
      body: { name: 'Spring\u0000launch' },
    });
    expect(created.status).toBe(400);
    expect(created.json.error.message).toBe(NUL_MESSAGE);
  });

  it('creates accounts only through /api/v1/auth/signup', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      body: { email: 'sneaky@example.com', password: 'Sup3rSecret!', name: 'sneaky' },
    });
    expect(res.status).toBe(404);
    expect((await t.signIn('sneaky@example.com', 'Sup3rSecret!')).status).toBe(401);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.paths)).toContain('/api/v1/auth/signup');
  });
});
