import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/performance-analysis';
import { ATTENTION_DIGEST } from '@/shared/settings';
import { queryRows } from '../../db/client';
import { userRoles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listOutbox } from '../mail/list-outbox';
import { addTeammate } from '../team/testing';
import { sendDueDigests, sendDueWebhookDigests } from './send-attention-digests';
import { seedFor } from './testing';

/** Today at 08:00 UTC: past the hour digests are sent from. */
const morning = () => new Date(`${todayIso()}T08:00:00Z`);

describe('attention digest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('e-mails each user who opted in once a period, listing the campaign overspending; none to others', async () => {
    const owner = await t.createUser({ organizationName: 'Harbor Roasters' });
    const s = seedFor(t.ctx.db, owner);
    const today = todayIso();
    // 0.86× at $40 a day, $1,080 of $1,200 spent with 33 days left: overspending.
    const campaign = await s.campaign({
      name: 'Autumn Single Origin',
      status: 'active',
      budgetCents: 120_000,
      spentCents: 108_000,
      startDate: addDays(today, -26),
      endDate: addDays(today, 33),
    });
    for (let i = 0; i < 7; i++)
      await s.dailyMetrics(campaign.id, {
        date: addDays(today, -i),
        spendCents: 4_000,
        revenueCents: 3_440,
        impressions: 8_000,
        clicks: 160,
        conversions: 4,
      });
    const teammate = await addTeammate(t, owner.cookie, 'marketing_manager');
    // Another organization's user who opted in has nothing to be told about, so gets nothing.
    const stranger = await t.createUser({ organizationName: 'Elsewhere Bakery' });

    const initial = await t.request('/api/v1/notification-preferences', { cookie: owner.cookie });
    expect(initial.json.data.attention_digest).toBe('off');
    for (const who of [owner, stranger]) {
      const saved = await t.request('/api/v1/notification-preferences', {
        method: 'PUT',
        cookie: who.cookie,
        body: { attention_digest: 'daily' },
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.json.data).toMatchObject({ attention_digest: 'daily', team_activity: true });
    }

    const digests = async (to: string) =>
      (await listOutbox(t.ctx.db, { to })).filter((m) => m.subject.includes('attention'));
    expect(await sendDueDigests(t.ctx, morning())).toBe(1);
    const [mail, ...more] = await digests(owner.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 thing needs attention at Harbor Roasters');
    expect(mail!.text).toContain(
      'Projected at 200% of budget: Slow Autumn Single Origin to $4 a day',
    );
    expect(mail!.text).toContain(`/campaigns/${campaign.id}/analytics`);
    expect(await digests(teammate.email)).toEqual([]);
    expect(await digests(stranger.email)).toEqual([]);

    // The next tick, or another process's, finds this period sent.
    expect(await sendDueDigests(t.ctx, morning())).toBe(0);
    expect(await digests(owner.email)).toHaveLength(1);
    // Before the send hour of the next day nothing goes; from it, the next digest does.
    const tomorrow = addDays(todayIso(), 1);
    expect(await sendDueDigests(t.ctx, new Date(`${tomorrow}T06:00:00Z`))).toBe(0);
    expect(await sendDueDigests(t.ctx, new Date(`${tomorrow}T07:30:00Z`))).toBe(1);
  });

  it("refuses a client portal user the digest and a malformed choice; another user's choice is their own", async () => {
    const owner = await t.createUser({
      organizationName: 'Pixel Foundry',
      organizationType: 'AGENCY',
    });
    const client = await seedFor(t.ctx.db, owner).client({ name: 'Lumen Co' });
    const viewer = await addTeammate(t, owner.cookie, 'account_manager');
    await t.ctx.db
      .update(userRoles)
      .set({ roleName: 'client_viewer', clientId: client.id })
      .where(eq(userRoles.userId, viewer.userId));
    const refused = await t.request('/api/v1/notification-preferences', {
      method: 'PUT',
      cookie: viewer.cookie,
      body: { attention_digest: 'weekly' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(ATTENTION_DIGEST.teamOnly);

    const bad = await t.request('/api/v1/notification-preferences', {
      method: 'PUT',
      cookie: owner.cookie,
      body: { attention_digest: 'hourly' },
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('attention_digest must be one of off, daily, weekly');

    await t.request('/api/v1/notification-preferences', {
      method: 'PUT',
      cookie: owner.cookie,
      body: { attention_digest: 'weekly' },
    });
    const other = await t.createUser({
      organizationName: 'Rival Agency',
      organizationType: 'AGENCY',
    });
    const theirs = await t.request('/api/v1/notification-preferences', { cookie: other.cookie });
    expect(theirs.json.data.attention_digest).toBe('off');
  });

  it('announces the same items once a day to a webhook subscribed to attention.digest', async () => {
    const owner = await t.createUser({ organizationName: 'Cold Brew Co' });
    const s = seedFor(t.ctx.db, owner);
    const over = await s.campaign({
      name: 'Summer Cans',
      status: 'active',
      budgetCents: 50_000,
      spentCents: 99_000,
    });
    const hook = await t.request('/api/v1/webhooks', {
      cookie: owner.cookie,
      body: { url: 'https://hooks.example.com/stratagent', events: ['attention.digest'] },
    });
    expect(hook.status, hook.text).toBe(201);

    const deliveries = () =>
      queryRows<{
        event: string;
        payload: { organization_id: string; data: { items: { title: string; url: string }[] } };
      }>(
        t.ctx.db,
        sql`select event, payload from webhook_deliveries where org_id = ${owner.orgId}::uuid`,
      );
    expect(await sendDueWebhookDigests(t.ctx, morning())).toBeGreaterThanOrEqual(1);
    const [delivery, ...rest] = await deliveries();
    expect(rest).toEqual([]);
    expect(delivery!.event).toBe('attention.digest');
    expect(delivery!.payload.organization_id).toBe(owner.orgId);
    expect(delivery!.payload.data.items[0]).toMatchObject({
      title: 'Summer Cans has spent 198% of its budget',
      url: expect.stringContaining(`/campaigns/${over.id}`),
    });
    await sendDueWebhookDigests(t.ctx, morning());
    expect(await deliveries()).toHaveLength(1);
  });
});
