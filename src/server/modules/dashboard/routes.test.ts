import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedFor } from './testing';

describe('dashboard data', () => {
  let t: TestApp;
  type User = Awaited<ReturnType<TestApp['createUser']>>;
  const get = (path: string, user: User) =>
    t.request(`/api/v1/dashboard/${path}`, { cookie: user.cookie });
  const rpc = (name: string, user: User, orgId = user.orgId) =>
    t.request(`/api/v1/rpc/${name}`, { cookie: user.cookie, body: { p_org_id: orgId } });
  const seed = (user: User) => seedFor(t.ctx.db, user);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers zeroed metrics for a new organization, the same over REST and RPC', async () => {
    const user = await t.createUser({ organizationName: 'Green Leaf Cafe' });
    const rest = await get('metrics', user);
    expect(rest.status).toBe(200);
    expect(rest.json.data).toEqual({
      campaign_count: 0,
      active_campaigns: 0,
      completed_campaigns: 0,
      total_budget: 0,
      total_spent: 0,
      budget_utilization_percentage: 0,
      client_count: 0,
      active_clients: 0,
      team_member_count: 1,
      new_members_30d: 1,
      last_activity: null,
      organization_type: 'SME',
      document_count: 0,
      total_ai_interactions: 0,
      total_revenue: 0,
      avg_client_value: 0,
      unlock_counts: {
        campaign_count: 0,
        document_count: 0,
        total_ai_interactions: 0,
        client_count: 0,
        organization_type: 'SME',
      },
    });
    const viaRpc = await rpc('get_dashboard_metrics_cached', user);
    expect(viaRpc.status).toBe(200);
    const { unlock_counts: _organizationCounts, ...procedure } = rest.json.data;
    expect(viaRpc.json.data).toEqual([procedure]);
  });

  it('counts campaigns, budget, clients, documents, interactions and revenue', async () => {
    const user = await t.createUser({
      organizationName: 'Pixel Foundry',
      organizationType: 'AGENCY',
    });
    const s = seed(user);
    const client = await s.client({ name: 'Blue Fern Dental' });
    await s.client({ name: 'Harbor Yoga', status: 'paused' });
    await s.client({ name: 'Gone Client', archivedAt: new Date() });
    const active = await s.campaign({
      name: 'Spring Launch',
      status: 'active',
      budgetCents: 100_000,
      spentCents: 45_000,
      clientId: client.id,
    });
    await s.campaign({ name: 'Winter Sale', status: 'completed', budgetCents: 50_000 });
    await s.campaign({
      name: 'Old Promo',
      status: 'active',
      budgetCents: 999_999,
      spentCents: 999_999,
      archivedAt: new Date(),
    });
    await s.document();
    await s.document();
    await s.interactions(3);
    await s.dailyMetrics(active.id, { date: '2026-03-01', revenueCents: 30_000 });
    await s.dailyMetrics(active.id, { date: '2026-03-02', revenueCents: 15_001 });
    await s.activity('created campaign Spring Launch');

    const { json } = await get('metrics', user);
    expect(json.data).toMatchObject({
      campaign_count: 2,
      active_campaigns: 1,
      completed_campaigns: 1,
      total_budget: 150_000,
      total_spent: 45_000,
      budget_utilization_percentage: 30,
      client_count: 2,
      active_clients: 1,
      organization_type: 'AGENCY',
      document_count: 2,
      total_ai_interactions: 3,
      total_revenue: 45_001,
      avg_client_value: 22_501,
    });
    expect(Date.now() - Date.parse(json.data.last_activity)).toBeLessThan(60_000);
  });

  it('rounds the budget utilisation to one decimal', async () => {
    const user = await t.createUser();
    await seed(user).campaign({ budgetCents: 30_000, spentCents: 10_000 });
    expect((await get('metrics', user)).json.data.budget_utilization_percentage).toBe(33.3);
  });

  it('serves the cache until a write drops it or it is two minutes old', async () => {
    const user = await t.createUser();
    const s = seed(user);
    expect((await get('metrics', user)).json.data.campaign_count).toBe(0);

    // The row is stored; a forged cached value proves reads come from it. (Forging it is no
    // change the database announces: the process's own cache of the answer is dropped here.)
    await t.ctx.db.execute(
      sql`update dashboard_metrics_cache set metrics = jsonb_set(metrics, '{document_count}', '42') where org_id = ${user.orgId}::uuid`,
    );
    t.ctx.dashboardMetricsCache.forgetAll();
    expect((await get('metrics', user)).json.data.document_count).toBe(42);

    // A campaign insert fires the trigger that drops the row: fresh numbers, once the drop's
    // announcement reaches this process (on PostgreSQL a moment after the commit).
    await s.campaign({ name: 'Cache Buster' });
    let fresh = (await get('metrics', user)).json.data;
    for (let i = 0; i < 100 && fresh.campaign_count !== 1; i++) {
      await new Promise((r) => setTimeout(r, 20));
      fresh = (await get('metrics', user)).json.data;
    }
    expect(fresh).toMatchObject({ campaign_count: 1, document_count: 0 });

    // An expired row is recomputed even when no trigger fired.
    await t.ctx.db.execute(
      sql`update dashboard_metrics_cache set metrics = jsonb_set(metrics, '{document_count}', '42'),
          computed_at = now() - interval '3 minutes' where org_id = ${user.orgId}::uuid`,
    );
    t.ctx.dashboardMetricsCache.forgetAll();
    expect((await get('metrics', user)).json.data.document_count).toBe(0);
  });

  it('reports readiness as strategy, persona and marketing strategy arrive', async () => {
    const user = await t.createUser();
    const s = seed(user);
    const empty = await get('readiness', user);
    expect(empty.status).toBe(200);
    expect(empty.json.data).toEqual({
      has_strategy: false,
      has_persona: false,
      has_marketing_strategy: false,
      has_content: false,
      total_outputs: 0,
      readiness_score: 0,
      is_ready: false,
    });

    await s.output('strategy');
    await s.output('persona');
    await s.output('persona');
    await s.output('strategy', { saved: false });
    expect((await get('readiness', user)).json.data).toMatchObject({
      has_strategy: true,
      has_persona: true,
      has_marketing_strategy: false,
      total_outputs: 3,
      readiness_score: 50,
      is_ready: false,
    });

    await s.output('marketing_strategy');
    await s.output('content');
    const ready = await get('readiness', user);
    expect(ready.json.data).toEqual({
      has_strategy: true,
      has_persona: true,
      has_marketing_strategy: true,
      has_content: true,
      total_outputs: 5,
      readiness_score: 100,
      is_ready: true,
    });
    const viaRpc = await rpc('get_intelligence_readiness', user);
    expect(viaRpc.status).toBe(200);
    expect(viaRpc.json.data).toEqual([ready.json.data]);
  });

  it('lists the latest saved outputs, 5 or 10', async () => {
    const user = await t.createUser();
    const s = seed(user);
    for (let i = 1; i <= 12; i++) {
      await s.output('strategy', { title: `SWOT ${i}`, createdAt: new Date(Date.UTC(2026, 0, i)) });
    }
    await s.output('persona', {
      title: 'Draft',
      saved: false,
      createdAt: new Date(Date.UTC(2026, 1, 1)),
    });

    const five = await get('recent-outputs', user);
    expect(five.status).toBe(200);
    expect(five.json.data.map((o: any) => o.title)).toEqual([
      'SWOT 12',
      'SWOT 11',
      'SWOT 10',
      'SWOT 9',
      'SWOT 8',
    ]);
    expect(five.json.data[0]).toMatchObject({
      org_id: user.orgId,
      agent_type: 'strategy',
      output_type: 'strategy_report',
      summary: null,
    });
    expect((await get('recent-outputs?limit=10', user)).json.data).toHaveLength(10);

    const bad = await get('recent-outputs?limit=50', user);
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('limit must be 5 or 10');
  });

  it("lists recent campaigns with their client's name and return", async () => {
    const user = await t.createUser({ organizationType: 'AGENCY' });
    const s = seed(user);
    const client = await s.client({ name: 'Blue Fern Dental' });
    const first = await s.campaign({
      name: 'Teeth Whitening',
      clientId: client.id,
      budgetCents: 200_000,
      spentCents: 100_000,
    });
    await s.dailyMetrics(first.id, { revenueCents: 150_000 });
    await s.campaign({ name: 'Archived', archivedAt: new Date() });
    for (let i = 0; i < 16; i++) await s.campaign({ name: `Campaign ${i}` });

    const res = await get('recent-campaigns', user);
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(15);
    expect(res.json.data[0].name).toBe('Campaign 15');
    expect(res.json.data.some((c: any) => c.name === 'Archived')).toBe(false);

    await t.ctx.db.execute(
      sql`update campaigns set created_at = now() + interval '1 day' where id = ${first.id}::uuid`,
    );
    const [top] = (await get('recent-campaigns', user)).json.data;
    expect(top).toMatchObject({
      name: 'Teeth Whitening',
      client_name: 'Blue Fern Dental',
      budget_cents: 200_000,
      spent_cents: 100_000,
      revenue_cents: 150_000,
      roi_percentage: 50,
    });
  });

  it('lists team activity with who, their role and the client', async () => {
    const user = await t.createUser({ organizationType: 'AGENCY' });
    const s = seed(user);
    const client = await s.client({ name: 'Harbor Yoga' });
    await s.activity('created a campaign', {
      clientId: client.id,
      createdAt: new Date(Date.UTC(2026, 0, 2)),
    });
    await s.activity('uploaded a document', { createdAt: new Date(Date.UTC(2026, 0, 1)) });

    const res = await get('activity?limit=5', user);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      expect.objectContaining({
        user_role: 'agency_owner',
        action: 'created a campaign',
        client_name: 'Harbor Yoga',
        timestamp: '2026-01-02T00:00:00.000Z',
      }),
      expect.objectContaining({ action: 'uploaded a document', client_name: null }),
    ]);
    expect(res.json.data[0].user_name).toBeTruthy();

    for (const limit of ['4', '11', 'ten']) {
      const bad = await get(`activity?limit=${limit}`, user);
      expect(bad.status).toBe(400);
      expect(bad.json.error.message).toBe('limit must be a whole number from 5 to 10');
    }
  });

  it("never shows another organization's data and refuses its p_org_id", async () => {
    const a = await t.createUser({ organizationName: 'Org A' });
    const b = await t.createUser({ organizationName: 'Org B', organizationType: 'AGENCY' });
    const sb = seed(b);
    const client = await sb.client({ name: 'Secret Client' });
    await sb.campaign({ name: 'Secret Campaign', status: 'active', clientId: client.id });
    await sb.output('strategy', { title: 'Secret SWOT' });
    await sb.document();
    await sb.activity('secret action');

    for (const name of ['get_dashboard_metrics_cached', 'get_intelligence_readiness']) {
      const res = await rpc(name, a, b.orgId);
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
      expect(res.text).not.toContain('Secret');
    }

    expect((await get('metrics', a)).json.data).toMatchObject({
      campaign_count: 0,
      client_count: 0,
      document_count: 0,
      organization_type: 'SME',
    });
    expect((await get('readiness', a)).json.data).toMatchObject({
      has_strategy: false,
      total_outputs: 0,
    });
    for (const path of ['recent-outputs', 'recent-campaigns', 'activity', 'recommendations']) {
      const res = await get(path, a);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('Secret');
    }

    // Even when called directly inside A's tenant transaction, B's organization answers no row.
    const rows = await withTenant(t.ctx.db, { orgId: a.orgId, userId: a.userId }, (tx) =>
      queryRows(tx, sql`select * from get_dashboard_metrics_cached(${b.orgId}::uuid)`),
    );
    expect(rows).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    for (const path of [
      'metrics',
      'readiness',
      'recommendations',
      'recent-outputs',
      'recent-campaigns',
      'activity',
    ]) {
      const res = await t.request(`/api/v1/dashboard/${path}`);
      expect(res.status).toBe(401);
      expect(res.json.error.message).toBe(MESSAGES.session.notAuthenticated);
    }
  });
});
