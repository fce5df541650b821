import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('POST /api/v1/rpc/{name}', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['createUser']>>;
  let b: Awaited<ReturnType<TestApp['createUser']>>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.createUser();
    b = await t.createUser();
  });
  afterAll(() => t.close());

  const rpc = (name: string, body: unknown, cookie = a.cookie) =>
    t.request(`/api/v1/rpc/${name}`, { cookie, body });

  it("answers check_onboarding_status for the caller, and nothing about another organization's user", async () => {
    const own = await rpc('check_onboarding_status', { p_user_id: a.userId });
    expect(own.status).toBe(200);
    expect(own.json.data).toEqual([{ needs_onboarding: true, org_type: 'SME' }]);

    const other = await rpc('check_onboarding_status', { p_user_id: b.userId });
    expect(other.status).toBe(200);
    expect(other.json.data).toEqual([]);
  });

  it("answers get_user_roles for the caller's organization and refuses another one", async () => {
    const own = await rpc('get_user_roles', { p_user_id: a.userId, p_org_id: a.orgId });
    expect(own.status).toBe(200);
    expect(own.json.data).toEqual([{ role_name: 'sme_owner', client_id: null }]);

    const other = await rpc('get_user_roles', { p_user_id: b.userId, p_org_id: b.orgId });
    expect(other.status).toBe(403);
    expect(other.json.error.code).toBe('forbidden');
  });

  it('answers 404 for an unknown procedure and 400 for bad parameters', async () => {
    const unknown = await rpc('drop_everything', {});
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');

    const missing = await rpc('get_user_roles', { p_user_id: a.userId });
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toMatch(/^p_org_id: /);

    const malformed = await rpc('get_user_roles', { p_user_id: a.userId, p_org_id: 'not-a-uuid' });
    expect(malformed.status).toBe(400);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'])(
    'answers 404 for %s, a name every plain object inherits',
    async (name) => {
      const res = await rpc(name, {});
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    },
  );

  it('answers 401 without a session', async () => {
    const res = await t.request('/api/v1/rpc/check_onboarding_status', {
      body: { p_user_id: a.userId },
    });
    expect(res.status).toBe(401);
  });
});
