import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@/shared/clients';
import { userRoles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addTeammate } from '../team/testing';
import { listAttention } from './list-attention';
import { seedFor } from './testing';

/** YYYY-MM-DD of a UTC date. */
const day = (d: Date) => d.toISOString().slice(0, 10);

describe('agency dashboard', () => {
  let t: TestApp;
  type User = Awaited<ReturnType<TestApp['createUser']>>;
  const get = (user: { cookie: string }, query = '') =>
    t.request(`/api/v1/dashboard/agency${query}`, { cookie: user.cookie });
  const agency = (name = 'Pixel Foundry') =>
    t.createUser({ organizationName: name, organizationType: 'AGENCY' });
  const seed = (user: User) => seedFor(t.ctx.db, user);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is 'onboarding' while the agency has no clients", async () => {
    const owner = await agency();
    const res = await get(owner);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      state: 'onboarding',
      client_id: null,
      clients: [],
      campaigns: [],
      stats: { total_clients: 0, monthly_revenue_cents: 0, avg_revenue_per_client_cents: 0 },
    });
  });

  it("counts this calendar month's revenue only, campaigns of total, and writes the feed for people", async () => {
    const owner = await agency();
    const s = seed(owner);
    const fernleaf = await s.client({ name: 'Fernleaf', industry: 'Retail' });
    const harbor = await s.client({ name: 'Harbor Yoga', status: 'paused' });
    await s.client({ name: 'Gone Client', archivedAt: new Date() });
    const summer = await s.campaign({
      name: 'Summer Launch',
      status: 'active',
      clientId: fernleaf.id,
      budgetCents: 100_000,
      spentCents: 20_000,
    });
    await s.campaign({ name: 'Draft Idea', status: 'draft', clientId: fernleaf.id });
    await s.campaign({ name: 'Studio Promo', status: 'active', clientId: harbor.id });
    const now = new Date();
    const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const lastOfPrevious = new Date(firstOfMonth.getTime() - 86_400_000);
    await s.dailyMetrics(summer.id, { date: day(firstOfMonth), revenueCents: 30_000 });
    await s.dailyMetrics(summer.id, { date: day(now), revenueCents: 0 });
    // Last month's revenue is not this month's.
    await s.dailyMetrics(summer.id, { date: day(lastOfPrevious), revenueCents: 900_000 });
    await s.activity('campaign.created', {
      clientId: fernleaf.id,
      entityType: 'campaign',
      entityId: summer.id,
    });
    await s.activity('metrics.imported', {
      clientId: fernleaf.id,
      entityType: 'campaign',
      entityId: summer.id,
    });

    const res = await get(owner);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.state).toBe('enterprise');
    expect(data.stats).toMatchObject({
      total_clients: 2,
      active_clients: 1,
      monthly_revenue_cents: 30_000,
      avg_revenue_per_client_cents: 15_000,
      active_campaigns: 2,
      total_campaigns: 3,
      month_start: day(firstOfMonth),
    });
    // The two campaign events (the owner's own sign-up is not a team event).
    expect(data.stats.team_activity_count).toBe(2);
    // Harbor Yoga's active campaign has no figures at all: it needs attention, so it leads.
    expect(data.clients.map((c: { name: string }) => c.name)).toEqual(['Harbor Yoga', 'Fernleaf']);
    expect(data.clients[0].attention).toEqual([
      { kind: 'stale_data', text: 'Studio Promo has no figures yet' },
    ]);
    expect(data.clients[1]).toMatchObject({
      industry: 'Retail',
      status: 'active',
      campaign_count: 2,
      active_campaign_count: 1,
      monthly_revenue_cents: 30_000,
    });
    const launch = data.campaigns.find((c: { name: string }) => c.name === 'Summer Launch');
    expect(launch).toMatchObject({
      client_name: 'Fernleaf',
      budget_cents: 100_000,
      spent_cents: 20_000,
      revenue_cents: 930_000,
      roi_percentage: 4550,
    });
    const sentences = data.activity.map((a: { description: string }) => a.description);
    expect(sentences).toContain(
      `${data.activity[0].user_name} created the campaign Summer Launch for Fernleaf`,
    );
    expect(sentences.join(' ')).not.toMatch(/campaign\.created|metrics\.imported/);
    expect(data.activity[0]).toMatchObject({
      action: 'metrics.imported',
      client_name: 'Fernleaf',
      user_role: 'agency_owner',
    });

    // One client chosen: every figure is that client's.
    const one = (await get(owner, `?client_id=${harbor.id}`)).json.data;
    expect(one.client_id).toBe(harbor.id);
    expect(one.clients).toHaveLength(2);
    expect(one.stats).toMatchObject({
      total_clients: 1,
      active_clients: 0,
      monthly_revenue_cents: 0,
      active_campaigns: 1,
      total_campaigns: 1,
      team_activity_count: 0,
    });
    expect(one.campaigns.map((c: { name: string }) => c.name)).toEqual(['Studio Promo']);
    expect(one.activity).toEqual([]);
  });

  it('shows a client-scoped member only their clients', async () => {
    const owner = await agency();
    const s = seed(owner);
    const mine = await s.client({ name: 'Mine Co' });
    const other = await s.client({ name: 'Other Co' });
    const a = await s.campaign({ name: 'Mine Campaign', status: 'active', clientId: mine.id });
    const b = await s.campaign({ name: 'Other Campaign', status: 'active', clientId: other.id });
    const thisMonth = day(new Date());
    await s.dailyMetrics(a.id, { date: thisMonth, revenueCents: 1_000 });
    await s.dailyMetrics(b.id, { date: thisMonth, revenueCents: 50_000 });
    await s.activity('campaign.created', {
      clientId: other.id,
      entityType: 'campaign',
      entityId: b.id,
    });
    await s.activity('campaign.created', {
      clientId: mine.id,
      entityType: 'campaign',
      entityId: a.id,
    });

    const manager = await addTeammate(t, owner.cookie, 'account_manager');
    await t.ctx.db
      .update(userRoles)
      .set({ clientId: mine.id })
      .where(eq(userRoles.userId, manager.userId));

    const res = await get(manager);
    expect(res.status).toBe(200);
    expect(res.json.data.clients.map((c: { name: string }) => c.name)).toEqual(['Mine Co']);
    expect(res.json.data.stats).toMatchObject({
      total_clients: 1,
      monthly_revenue_cents: 1_000,
      active_campaigns: 1,
      total_campaigns: 1,
      team_activity_count: 1,
    });
    expect(res.json.data.campaigns.map((c: { name: string }) => c.name)).toEqual(['Mine Campaign']);
    expect(res.json.data.activity.map((x: { client_name: string }) => x.client_name)).toEqual([
      'Mine Co',
    ]);
    // Another client of the same agency is out of their scope.
    const refused = await get(manager, `?client_id=${other.id}`);
    expect(refused.status).toBe(404);
    expect(refused.json.error.message).toBe(CLIENT_MESSAGES.notFound);
  });

  it('leads the portfolio with the clients needing attention and why, and lists 20 clients', async () => {
    const owner = await agency('Lumen Partners');
    const s = seed(owner);
    const today = day(new Date());
    const daysAgo = (n: number) => day(new Date(Date.now() - n * 86_400_000));
    const calm = await s.client({ name: 'Calm Co' });
    const steady = await s.campaign({ name: 'Steady', status: 'active', clientId: calm.id });
    await s.dailyMetrics(steady.id, { date: today, spendCents: 1_000, revenueCents: 500_000 });
    const lumenCo = await s.client({ name: 'Lumen Co' });
    const lumen = await s.campaign({
      name: 'Lumen',
      status: 'active',
      clientId: lumenCo.id,
      budgetCents: 100_000,
      spentCents: 198_000,
    });
    const quietCo = await s.client({ name: 'Quiet Co' });
    const quiet = await s.campaign({
      name: 'Quiet Launch',
      status: 'active',
      clientId: quietCo.id,
      startDate: daysAgo(20),
    });
    await s.dailyMetrics(quiet.id, { date: daysAgo(9), spendCents: 1_000, revenueCents: 3_000 });
    // Starts next month: nothing is missing yet.
    const later = await s.client({ name: 'Aardvark Later Co' });
    await s.campaign({
      name: 'Next Month',
      status: 'active',
      clientId: later.id,
      startDate: daysAgo(-30),
    });
    for (let i = 0; i < 20; i++) await s.client({ name: `Filler ${String(i).padStart(2, '0')}` });

    const res = await get(owner);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.stats.total_clients).toBe(24);
    expect(data.clients).toHaveLength(20);
    expect(data.clients.slice(0, 3).map((c: { name: string }) => c.name)).toEqual([
      'Lumen Co',
      'Quiet Co',
      'Calm Co',
    ]);
    expect(data.clients[0]).toMatchObject({
      budget_cents: 100_000,
      spent_cents: 198_000,
      attention: [{ kind: 'overspend', text: 'Lumen has spent 198% of its budget' }],
    });
    expect(data.clients[1].attention).toEqual([
      { kind: 'stale_data', text: 'No figures for Quiet Launch for 9 days' },
    ]);
    expect(data.clients[2].attention).toEqual([]);
    expect(
      data.clients.find((c: { name: string }) => c.name === 'Aardvark Later Co')?.attention,
    ).toEqual([]);
    // The campaigns panel leads with the one over budget.
    expect(data.campaigns[0]).toMatchObject({ id: lumen.id, spent_cents: 198_000 });

    // A client beyond the first 20 can still be chosen.
    const last = await s.client({ name: 'Zulu Last' });
    const chosen = await get(owner, `?client_id=${last.id}`);
    expect(chosen.status).toBe(200);
    expect(chosen.json.data.clients.map((c: { id: string }) => c.id)).toContain(last.id);

    // A client's portal user reads none of it.
    const viewer = await addTeammate(t, owner.cookie, 'account_manager');
    await t.ctx.db
      .update(userRoles)
      .set({ roleName: 'client_viewer', clientId: lumenCo.id })
      .where(eq(userRoles.userId, viewer.userId));
    expect((await get(viewer)).status).toBe(403);
    expect(
      (await t.request('/api/v1/dashboard/recommendations', { cookie: viewer.cookie })).status,
    ).toBe(403);
  });

  it("tells a member held to one client only about that client's campaigns, on the dashboard and in the digest", async () => {
    const owner = await agency('Split Agency');
    const s = seed(owner);
    const mine = await s.client({ name: 'Mine Co' });
    const other = await s.client({ name: 'Other Co' });
    for (const [client, name] of [
      [mine, 'Mine Overspend'],
      [other, 'Other Overspend'],
    ] as const)
      await s.campaign({
        name,
        status: 'active',
        clientId: client.id,
        budgetCents: 10_000,
        spentCents: 30_000,
      });
    const manager = await addTeammate(t, owner.cookie, 'account_manager');
    await t.ctx.db
      .update(userRoles)
      .set({ clientId: mine.id })
      .where(eq(userRoles.userId, manager.userId));

    const recommendations = (
      await t.request('/api/v1/dashboard/recommendations', { cookie: manager.cookie })
    ).json.data as { title: string }[];
    const titles = recommendations.map((r) => r.title).join(' | ');
    expect(titles).toContain('Mine Overspend has spent 300% of its budget');
    expect(titles).not.toContain('Other Overspend');

    const report = await listAttention(t.ctx.db, {
      orgId: owner.orgId,
      userId: manager.userId,
      roles: [{ role_name: 'account_manager', client_id: mine.id }],
    });
    expect(report.items.map((i) => i.title)).toEqual(['Mine Co needs attention']);
    expect(report.items[0]!.detail).toBe('Mine Overspend has spent 300% of its budget.');
    const whole = await listAttention(t.ctx.db, { orgId: owner.orgId });
    expect(whole.items.map((i) => i.title).sort()).toEqual([
      'Mine Co needs attention',
      'Other Co needs attention',
    ]);
  });

  it("refuses SMEs, answers 404 for another organization's client and 400 for a malformed id", async () => {
    const sme = await t.createUser({ organizationName: 'Green Leaf Cafe' });
    const smeRes = await get(sme);
    expect(smeRes.status).toBe(403);
    expect(smeRes.json.error.message).toBe(CLIENT_MESSAGES.agencyOnly);

    const owner = await agency();
    await seed(owner).client({ name: 'Our Client' });
    const stranger = await agency('Rival Agency');
    const theirs = await seed(stranger).client({ name: 'Their Client' });
    const foreign = await get(owner, `?client_id=${theirs.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.message).toBe(CLIENT_MESSAGES.notFound);

    const bad = await get(owner, '?client_id=not-a-uuid');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('client_id must be a client id');

    expect((await t.request('/api/v1/dashboard/agency')).status).toBe(401);
  });
});
