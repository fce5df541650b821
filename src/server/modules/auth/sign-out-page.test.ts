import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends the session on the server, clears the cookie and sends the browser to /login', async () => {
    const user = await t.createUser();
    expect((await t.request('/api/v1/me', { cookie: user.cookie })).status).toBe(200);

    // A plain navigation: no Origin header, no script.
    const res = await t.app.request('/logout', { headers: { cookie: user.cookie } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
    expect(res.headers.get('set-cookie')).toMatch(/session_token=;.*Max-Age=0/i);

    const me = await t.request('/api/v1/me', { cookie: user.cookie });
    expect(me.status).toBe(401);
  });

  it('sends a visitor who is not signed in to /login', async () => {
    const res = await t.app.request('/logout');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
  });
});
