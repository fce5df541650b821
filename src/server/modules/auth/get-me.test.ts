import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /me', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the first visit for the sign-up session, however often it asks, and not for a later sign-in', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 2; i += 1) {
      const me = await t.request('/api/v1/me', { cookie: user.cookie });
      expect(me.status).toBe(200);
      expect(me.json.data.firstVisit).toBe(true);
    }
    const later = await t.signIn(user.email, user.password);
    const again = await t.request('/api/v1/me', { cookie: later.cookie });
    expect(again.json.data.firstVisit).toBe(false);
    // The sign-up session keeps its welcome while it lasts.
    const first = await t.request('/api/v1/me', { cookie: user.cookie });
    expect(first.json.data.firstVisit).toBe(true);
  });

  it('treats a failed onboarding check as not needing onboarding (seed 000 §4, §8)', async () => {
    const user = await t.createUser();
    await t.ctx.db.execute(
      sql`alter function check_onboarding_status(text) rename to check_onboarding_status_real`,
    );
    try {
      const me = await t.request('/api/v1/me', { cookie: user.cookie });
      expect(me.status).toBe(200);
      expect(me.json.data.needsOnboarding).toBe(false);
      expect(me.json.data.organization.id).toBe(user.orgId);
      expect(me.json.data.roles).toEqual([{ role_name: 'sme_owner', client_id: null }]);
    } finally {
      await t.ctx.db.execute(
        sql`alter function check_onboarding_status_real(text) rename to check_onboarding_status`,
      );
    }
  });
});
