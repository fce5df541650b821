import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, cookieFrom, type TestApp } from '../../testing/test-app';
import { SETUP_LINK_INVALID } from './complete-setup';
import { issueSetupToken } from './setup-token';

describe('first-owner setup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const body = (token: string, email = 'founder@example.com') => ({
    token,
    name: 'Fran Founder',
    email,
    password: 'Sup3rSecret!',
    confirmPassword: 'Sup3rSecret!',
    organizationName: 'Founders Inc',
  });

  it('creates a signed-in platform admin with an organization, once, with the right token only', async () => {
    const token = await issueSetupToken(t.ctx.db);
    expect(token).toEqual(expect.any(String));

    expect((await t.request('/api/v1/setup/check', { body: { token } })).json.data).toEqual({
      valid: true,
    });
    expect(
      (await t.request('/api/v1/setup/check', { body: { token: 'guess' } })).json.data,
    ).toEqual({ valid: false });

    const wrong = await t.request('/api/v1/setup', { body: body('guess') });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error.message).toBe(SETUP_LINK_INVALID);

    const res = await t.request('/api/v1/setup', { body: body(token!) });
    expect(res.status).toBe(201);
    const me = await t.request('/api/v1/me', { cookie: cookieFrom(res.headers) });
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({
      user: { email: 'founder@example.com', name: 'Fran Founder', isPlatformAdmin: true },
      organization: { id: res.json.data.organizationId, name: 'Founders Inc', type: 'SME' },
      roles: [{ role_name: 'sme_owner', client_id: null }],
    });

    const reused = await t.request('/api/v1/setup', { body: body(token!, 'second@example.com') });
    expect(reused.status).toBe(403);
    expect(reused.json.error.message).toBe(SETUP_LINK_INVALID);
    expect((await t.signIn('second@example.com', 'Sup3rSecret!')).status).toBe(401);
  });

  it('issues no token once an account exists', async () => {
    expect(await issueSetupToken(t.ctx.db)).toBeUndefined();
  });
});
