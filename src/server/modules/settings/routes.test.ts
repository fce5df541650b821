import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { wantsEmail } from './notification-preferences';

describe('notification preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts from the defaults and keeps what the user changes', async () => {
    const user = await t.createUser();
    const initial = await t.request('/api/v1/notification-preferences', { cookie: user.cookie });
    expect(initial.status).toBe(200);
    expect(initial.json.data).toEqual({
      team_activity: true,
      campaign_updates: true,
      product_updates: false,
      attention_digest: 'off',
    });
    expect(await wantsEmail(t.ctx.db, user.userId, 'team_activity')).toBe(true);

    const saved = await t.request('/api/v1/notification-preferences', {
      method: 'PUT',
      cookie: user.cookie,
      body: { team_activity: false, product_updates: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual({
      team_activity: false,
      campaign_updates: true,
      product_updates: true,
      attention_digest: 'off',
    });

    const again = await t.request('/api/v1/notification-preferences', { cookie: user.cookie });
    expect(again.json.data).toEqual({
      team_activity: false,
      campaign_updates: true,
      product_updates: true,
      attention_digest: 'off',
    });
    expect(await wantsEmail(t.ctx.db, user.userId, 'team_activity')).toBe(false);
    expect(await wantsEmail(t.ctx.db, user.userId, 'product_updates')).toBe(true);
  });

  it("keeps each user's preferences to themselves", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await t.request('/api/v1/notification-preferences', {
      method: 'PUT',
      cookie: a.cookie,
      body: { campaign_updates: false },
    });
    const other = await t.request('/api/v1/notification-preferences', { cookie: b.cookie });
    expect(other.json.data.campaign_updates).toBe(true);
  });

  it('refuses unknown keys and non-boolean values, and callers without a session', async () => {
    const user = await t.createUser();
    for (const body of [{ marketing: true }, { team_activity: 'yes' }, []]) {
      const res = await t.request('/api/v1/notification-preferences', {
        method: 'PUT',
        cookie: user.cookie,
        body,
      });
      expect(res.status).toBe(400);
    }
    expect((await t.request('/api/v1/notification-preferences')).status).toBe(401);
  });
});
