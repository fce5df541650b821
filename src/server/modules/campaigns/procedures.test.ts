import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, campaigns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

type User = Awaited<ReturnType<TestApp['createUser']>>;

describe('campaign stored procedures over /api/v1/rpc', () => {
  let t: TestApp;
  let a: User;
  let b: User;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.createUser({ organizationName: 'Procedure Co' });
    b = await t.createUser({ organizationName: 'Other Co' });
    ids = {};
    for (const [name, priority_level, status] of [
      ['Evergreen', 2, 'active'],
      ['Launch', 7, 'active'],
      ['Idea', 0, 'draft'],
      ['Old', 9, 'active'],
    ] as const) {
      const res = await t.request('/api/v1/campaigns', {
        cookie: a.cookie,
        body: { name, priority_level, status, budget_cents: 1000 },
      });
      ids[name] = res.json.data.id;
    }
    await t.request(`/api/v1/campaigns/${ids.Old}/archive`, { cookie: a.cookie, method: 'POST' });
    ids.Theirs = (
      await t.request('/api/v1/campaigns', {
        cookie: b.cookie,
        body: { name: 'Theirs', budget_cents: 777 },
      })
    ).json.data.id;
  });
  afterAll(() => t.close());

  const rpc = (name: string, body: unknown, user = a) =>
    t.request(`/api/v1/rpc/${name}`, { cookie: user.cookie, body });
  const names = (res: { json: { data: { name: string }[] } }) =>
    res.json.data.map((row) => row.name);

  it('get_campaigns_list answers with the seed parameters and defaults', async () => {
    const all = await rpc('get_campaigns_list', { p_org_id: a.orgId });
    expect(all.status).toBe(200);
    expect(names(all)).toEqual(['Launch', 'Evergreen', 'Idea']);
    expect(all.json.data[0]).toMatchObject({
      org_id: a.orgId,
      budget_cents: 1000,
      spent_cents: 0,
      client_name: null,
    });

    const filtered = await rpc('get_campaigns_list', {
      p_org_id: a.orgId,
      p_include_archived: true,
      p_client_id: null,
      p_status: 'active',
      p_limit: 2,
      p_offset: 0,
    });
    expect(names(filtered)).toEqual(['Old', 'Launch']);
    expect(
      names(await rpc('get_campaigns_list', { p_org_id: a.orgId, p_status: 'draft' })),
    ).toEqual(['Idea']);
  });

  it('get_campaign_details answers one campaign, and nothing for another organization', async () => {
    const own = await rpc('get_campaign_details', { p_campaign_id: ids.Launch, p_org_id: a.orgId });
    expect(own.status).toBe(200);
    expect(own.json.data).toHaveLength(1);
    expect(own.json.data[0]).toMatchObject({ id: ids.Launch, name: 'Launch', priority_level: 7 });

    const foreign = await rpc('get_campaign_details', {
      p_campaign_id: ids.Theirs,
      p_org_id: a.orgId,
    });
    expect(foreign.status).toBe(200);
    expect(foreign.json.data).toEqual([]);
  });

  it('update_campaign takes the fields at top level: absent unchanged, null clears, 0 kept', async () => {
    const res = await rpc('update_campaign', {
      p_campaign_id: ids.Evergreen,
      p_org_id: a.orgId,
      description: 'Always on',
      budget_cents: 0,
      tags: ['core'],
    });
    expect(res.status).toBe(200);
    expect(res.json.data[0]).toMatchObject({
      name: 'Evergreen',
      description: 'Always on',
      budget_cents: 0,
      tags: ['core'],
      status: 'active',
    });

    const cleared = await rpc('update_campaign', {
      p_campaign_id: ids.Evergreen,
      p_org_id: a.orgId,
      tags: null,
      description: null,
    });
    expect(cleared.json.data[0]).toMatchObject({
      description: null,
      tags: [],
      budget_cents: 0,
      priority_level: 2,
    });

    const [logged] = await t.ctx.db
      .select({ action: activityLog.action, userId: activityLog.userId })
      .from(activityLog)
      .where(eq(activityLog.entityId, ids.Evergreen!))
      .orderBy(activityLog.createdAt)
      .limit(2)
      .offset(1);
    expect(logged).toEqual({ action: 'campaign.updated', userId: a.userId });
  });

  it('update_campaign refuses bad input with 400, never 500', async () => {
    const base = { p_campaign_id: ids.Evergreen, p_org_id: a.orgId };
    for (const body of [
      { ...base, name: null },
      { ...base, name: '  ' },
      { ...base, budget_cents: -5 },
      { ...base, status: 'running' },
      { ...base, start_date: '2026-02-31' },
      { ...base, start_date: '2026-03-01', end_date: '2026-02-01' },
      { ...base, nickname: 'unknown field' },
      { ...base, p_campaign_id: 'nope' },
    ]) {
      const res = await rpc('update_campaign', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    await rpc('update_campaign', { ...base, start_date: '2026-03-01', end_date: null });
    const early = await rpc('update_campaign', { ...base, end_date: '2026-02-01' });
    expect(early.status).toBe(400);
    expect(early.json.error.message).toBe('The end date must be on or after the start date');
  });

  it("refuses another organization's p_org_id with 403 and leaves its campaign alone", async () => {
    for (const [name, body] of [
      ['get_campaigns_list', { p_org_id: b.orgId }],
      ['get_campaign_details', { p_campaign_id: ids.Theirs, p_org_id: b.orgId }],
      [
        'update_campaign',
        { p_campaign_id: ids.Theirs, p_org_id: b.orgId, name: 'Hijacked', budget_cents: 0 },
      ],
    ] as const) {
      const res = await rpc(name, body);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('Theirs');
    }
    const sideways = await rpc('update_campaign', {
      p_campaign_id: ids.Theirs,
      p_org_id: a.orgId,
      name: 'Hijacked',
    });
    expect(sideways.status).toBe(200);
    expect(sideways.json.data).toEqual([]);

    const [row] = await t.ctx.db.select().from(campaigns).where(eq(campaigns.id, ids.Theirs!));
    expect(row).toMatchObject({ name: 'Theirs', budgetCents: 777 });
  });
});
