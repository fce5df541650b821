import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '@/shared/campaigns';
import { canCreateCampaigns } from '@/shared/permissions';
import { queryRows } from '../../db/client';
import { activityLog, campaigns, clients, userRoles } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';

type User = Awaited<ReturnType<TestApp['createUser']>>;

describe('campaigns REST API', () => {
  let t: TestApp;
  let a: User;
  let b: User;

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.createUser({ organizationName: 'North Agency', organizationType: 'AGENCY' });
    b = await t.createUser({ organizationName: 'South Shop' });
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, user = a) =>
    t.request('/api/v1/campaigns', { cookie: user.cookie, body });
  const get = (id: string, user = a) =>
    t.request(`/api/v1/campaigns/${id}`, { cookie: user.cookie });
  const patch = (id: string, body: Record<string, unknown>, user = a) =>
    t.request(`/api/v1/campaigns/${id}`, { cookie: user.cookie, method: 'PATCH', body });
  const list = (query = '', user = a) =>
    t.request(`/api/v1/campaigns${query}`, { cookie: user.cookie });
  const names = (res: { json: { data: { name: string }[] } }) => res.json.data.map((c) => c.name);

  async function addClient(orgId: string, name: string) {
    const [client] = await t.ctx.db.insert(clients).values({ orgId, name }).returning();
    return client!;
  }

  it('creates a campaign for the caller and reads it back', async () => {
    const res = await create({
      name: '  Spring Launch  ',
      description: 'New menu for spring',
      budget_cents: 250_000,
      start_date: '2026-03-01',
      end_date: '2026-04-30',
      marketing_channels: ['Email', 'Paid social'],
      tags: ['seasonal'],
      priority_level: '3',
      status: 'active',
    });
    expect(res.status).toBe(201);
    const campaign = res.json.data;
    expect(campaign).toMatchObject({
      org_id: a.orgId,
      created_by: a.userId,
      name: 'Spring Launch',
      description: 'New menu for spring',
      budget_cents: 250_000,
      spent_cents: 0,
      start_date: '2026-03-01',
      end_date: '2026-04-30',
      marketing_channels: ['Email', 'Paid social'],
      goals: [],
      tags: ['seasonal'],
      priority_level: 3,
      status: 'active',
      client_id: null,
      client_name: null,
      archived_at: null,
    });
    expect(new Date(campaign.created_at).toISOString()).toBe(campaign.created_at);

    const read = await get(campaign.id);
    expect(read.status).toBe(200);
    expect(read.json.data).toEqual(campaign);

    const [activity] = await t.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, campaign.id));
    expect(activity).toMatchObject({
      action: 'campaign.created',
      userId: a.userId,
      orgId: a.orgId,
    });
  });

  it('defaults a new campaign to draft with priority 0 and no budget', async () => {
    const res = await create({ name: 'Bare' });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      status: 'draft',
      priority_level: 0,
      budget_cents: null,
      description: null,
    });
  });

  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'X', budget_cents: -1 }, 'budget_cents'],
    [{ name: 'X', status: 'running' }, 'status'],
    [{ name: 'X', start_date: '2026-05-01', end_date: '2026-04-01' }, 'end_date'],
    [{ name: 'X', start_date: '2026-02-30' }, 'start_date'],
    [{ name: 'X', start_date: 'tomorrow' }, 'start_date'],
    [{ name: 'X', client_id: 'nope' }, 'client_id'],
  ])('refuses %o with 400 naming the field', async (body, field) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.json.error.field).toBe(field);
    expect(res.json.error.message).toBeTruthy();
  });

  it('answers 415 for a body that is not JSON and 400 for broken JSON', async () => {
    const text = await t.app.request('/api/v1/campaigns', {
      method: 'POST',
      headers: { cookie: a.cookie, origin: 'http://localhost:3000', 'content-type': 'text/plain' },
      body: 'name=X',
    });
    expect(text.status).toBe(415);
    const broken = await t.app.request('/api/v1/campaigns', {
      method: 'POST',
      headers: {
        cookie: a.cookie,
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
  });

  it("links a campaign to the organization's client and refuses another organization's client", async () => {
    const client = await addClient(a.orgId, 'Bakery Co');
    const res = await create({ name: 'For a client', client_id: client.id });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ client_id: client.id, client_name: 'Bakery Co' });

    const foreign = await addClient(b.orgId, 'Foreign client');
    const refused = await create({ name: 'Sneaky', client_id: foreign.id });
    expect(refused.status).toBe(404);
    expect(refused.json.error.message).toBe('Client not found');
  });

  it('lists by priority, then newest first, and pages with a total', async () => {
    const user = await t.createUser();
    for (const [name, priority_level] of [
      ['Low old', 1],
      ['High', 5],
      ['Low new', 1],
      ['Zero', 0],
    ] as const) {
      expect((await create({ name, priority_level }, user)).status).toBe(201);
    }
    const all = await list('', user);
    expect(all.status).toBe(200);
    expect(names(all)).toEqual(['High', 'Low new', 'Low old', 'Zero']);
    expect(all.json.meta).toEqual({ limit: 100, offset: 0, total: 4, next_cursor: null });

    const page = await list('?limit=2&offset=1', user);
    expect(names(page)).toEqual(['Low new', 'Low old']);
    expect(page.json.meta).toMatchObject({ limit: 2, offset: 1, total: 4 });
    expect(names(await list(`?limit=2&cursor=${page.json.meta.next_cursor}`, user))).toEqual([
      'Zero',
    ]);
  });

  it('filters by status, client and archived state', async () => {
    const user = await t.createUser({ organizationType: 'AGENCY' });
    const client = await addClient(user.orgId, 'Client One');
    const active = (
      await create({ name: 'Active one', status: 'active', client_id: client.id }, user)
    ).json.data;
    await create({ name: 'Draft one' }, user);
    const archived = (await create({ name: 'Archived one', status: 'active' }, user)).json.data;
    expect(
      (
        await t.request(`/api/v1/campaigns/${archived.id}/archive`, {
          cookie: user.cookie,
          method: 'POST',
        })
      ).status,
    ).toBe(200);

    expect(names(await list('?status=active', user))).toEqual(['Active one']);
    expect(names(await list(`?client_id=${client.id}`, user))).toEqual(['Active one']);
    expect(names(await list('', user)).sort()).toEqual(['Active one', 'Draft one']);
    const withArchived = await list('?include_archived=true&status=active', user);
    expect(names(withArchived).sort()).toEqual(['Active one', 'Archived one']);
    expect(withArchived.json.meta.total).toBe(2);
    expect(active.client_name).toBe('Client One');
  });

  it.each([
    ['?status=running', 'status'],
    ['?include_archived=yes', 'include_archived'],
    ['?client_id=12', 'client_id'],
    ['?limit=101', 'limit'],
    ['?limit=0', 'limit'],
    ['?limit=abc', 'limit'],
    ['?offset=-1', 'offset'],
  ])('refuses the list query %s with 400', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.json.error.field).toBe(field);
  });

  describe('update semantics', () => {
    let id: string;
    beforeAll(async () => {
      id = (
        await create({
          name: 'Semantics',
          description: 'Keep me',
          objectives: 'Grow',
          budget_cents: 5000,
          tags: ['a', 'b'],
          goals: ['Leads'],
          priority_level: 4,
          start_date: '2026-01-01',
          end_date: '2026-02-01',
        })
      ).json.data.id;
    });

    it('leaves absent fields unchanged', async () => {
      const res = await patch(id, { target_audience: 'Parents' });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        name: 'Semantics',
        description: 'Keep me',
        objectives: 'Grow',
        budget_cents: 5000,
        tags: ['a', 'b'],
        goals: ['Leads'],
        priority_level: 4,
        target_audience: 'Parents',
      });
    });

    it('clears fields sent as null', async () => {
      const res = await patch(id, {
        description: null,
        tags: null,
        budget_cents: null,
        priority_level: null,
        end_date: null,
      });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        description: null,
        tags: [],
        budget_cents: null,
        priority_level: 0,
        end_date: null,
        objectives: 'Grow',
        goals: ['Leads'],
      });
      expect((await get(id)).json.data).toMatchObject({
        description: null,
        tags: [],
        budget_cents: null,
      });
    });

    it('keeps a zero budget as 0 and sets empty text', async () => {
      const res = await patch(id, { budget_cents: 0, objectives: '' });
      expect(res.status).toBe(200);
      expect(res.json.data.budget_cents).toBe(0);
      expect(res.json.data.objectives).toBe('');
      expect((await get(id)).json.data.budget_cents).toBe(0);
    });

    it('cannot clear or blank the name, and refuses an end before the stored start', async () => {
      for (const name of [null, '', '   ']) {
        const res = await patch(id, { name });
        expect(res.status).toBe(400);
        expect(res.json.error.field).toBe('name');
      }
      const early = await patch(id, { end_date: '2025-12-31' });
      expect(early.status).toBe(400);
      expect(early.json.error.message).toBe('The end date must be on or after the start date');
      const impossible = await patch(id, { start_date: '2026-13-01' });
      expect(impossible.status).toBe(400);
      expect((await get(id)).json.data).toMatchObject({
        name: 'Semantics',
        start_date: '2026-01-01',
        end_date: null,
      });
    });

    it('records an update, and a completion when the status becomes completed', async () => {
      await patch(id, { status: 'completed' });
      await patch(id, { name: 'Semantics done' });
      const actions = await t.ctx.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(eq(activityLog.entityId, id))
        .orderBy(activityLog.createdAt);
      expect(actions.map((row) => row.action).slice(-2)).toEqual([
        'campaign.completed',
        'campaign.updated',
      ]);
    });
  });

  it('archives and restores', async () => {
    const id = (await create({ name: 'Seasonal' })).json.data.id;
    const archived = await t.request(`/api/v1/campaigns/${id}/archive`, {
      cookie: a.cookie,
      method: 'POST',
    });
    expect(archived.status).toBe(200);
    expect(archived.json.data.archived_at).toEqual(expect.any(String));
    expect(names(await list())).not.toContain('Seasonal');
    expect(names(await list('?include_archived=true'))).toContain('Seasonal');
    expect((await get(id)).json.data.archived_at).toEqual(archived.json.data.archived_at);

    const restored = await t.request(`/api/v1/campaigns/${id}/restore`, {
      cookie: a.cookie,
      method: 'POST',
    });
    expect(restored.status).toBe(200);
    expect(restored.json.data.archived_at).toBeNull();
    expect(names(await list())).toContain('Seasonal');

    const actions = await t.ctx.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, id));
    expect(actions.map((row) => row.action)).toEqual([
      'campaign.created',
      'campaign.archived',
      'campaign.restored',
    ]);
  });

  it('answers 404 with the campaign message for unknown and malformed ids', async () => {
    for (const id of [
      '5b8f3c9e-0000-4000-8000-000000000000',
      'not-a-uuid',
      "1'; drop table campaigns;--",
    ]) {
      const res = await get(encodeURIComponent(id));
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: 'not_found', message: 'Campaign not found' });
      expect((await patch(encodeURIComponent(id), { name: 'X' })).status).toBe(404);
    }
  });

  it("never shows or changes another organization's campaign", async () => {
    const theirs = (
      await create({ name: 'Private plan', budget_cents: 900, description: 'secret' }, b)
    ).json.data;
    const attempts = [
      await get(theirs.id),
      await patch(theirs.id, { name: 'Hijacked', budget_cents: 0 }),
      await t.request(`/api/v1/campaigns/${theirs.id}/archive`, {
        cookie: a.cookie,
        method: 'POST',
      }),
      await t.request(`/api/v1/campaigns/${theirs.id}/restore`, {
        cookie: a.cookie,
        method: 'POST',
      }),
      await t.request(`/api/v1/campaigns/${theirs.id}/metrics`, { cookie: a.cookie }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Private plan');
    }
    expect(names(await list('?include_archived=true'))).not.toContain('Private plan');
    expect((await get(theirs.id, b)).json.data).toEqual(theirs);
  });

  it('refuses writes to roles that cannot create campaigns, and reads still work', async () => {
    const user = await t.createUser();
    const id = (await create({ name: 'Mine' }, user)).json.data.id;
    await t.ctx.db
      .update(userRoles)
      .set({ roleName: 'viewer' })
      .where(eq(userRoles.userId, user.userId));

    const refused = [
      await create({ name: 'Nope' }, user),
      await patch(id, { name: 'Nope' }, user),
      await t.request(`/api/v1/campaigns/${id}/archive`, { cookie: user.cookie, method: 'POST' }),
      await t.request(`/api/v1/campaigns/${id}/metrics`, {
        cookie: user.cookie,
        body: { rows: [{ date: '2026-01-01' }] },
      }),
      await t.request('/api/v1/rpc/update_campaign', {
        cookie: user.cookie,
        body: { p_campaign_id: id, p_org_id: user.orgId, name: 'Nope' },
      }),
    ];
    for (const res of refused) expect(res.status).toBe(403);
    expect((await get(id, user)).json.data.name).toBe('Mine');
    expect((await list('', user)).json.meta.total).toBe(1);
  });

  it('answers 401 when signed out and 403 without an organization', async () => {
    expect((await t.request('/api/v1/campaigns')).status).toBe(401);
    expect((await t.request('/api/v1/campaigns', { body: { name: 'X' } })).status).toBe(401);

    const user = await t.createUser();
    await t.ctx.db.execute(sql`update users set org_id = null where id = ${user.userId}`);
    const created = await create({ name: 'Orphan' }, user);
    expect(created.status).toBe(403);
    expect(created.json.error.message).toBe(CAMPAIGN_MESSAGES.userOrOrgNotFound);
    const updated = await patch('5b8f3c9e-0000-4000-8000-000000000000', { name: 'X' }, user);
    expect(updated.status).toBe(403);
    expect(updated.json.error.message).toBe(CAMPAIGN_MESSAGES.orgIdRequired);
  });

  it('lets exactly the roles of canCreateCampaigns edit in SQL too', async () => {
    const user = await t.createUser();
    const roles = [
      'sme_owner',
      'SME_ADMIN',
      'marketing_manager',
      'agency_owner',
      'agency_admin',
      'account_manager',
      'creative_strategist',
      'viewer',
      'client_stakeholder',
      'client_collaborator',
    ];
    for (const role of roles) {
      await t.ctx.db
        .update(userRoles)
        .set({ roleName: role })
        .where(eq(userRoles.userId, user.userId));
      const [row] = await withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, (tx) =>
        queryRows<{ allowed: boolean }>(
          tx,
          sql`select can_edit_campaigns(${user.orgId}::uuid) as allowed`,
        ),
      );
      expect({ role, allowed: row?.allowed }).toEqual({
        role,
        allowed: canCreateCampaigns([{ role_name: role, client_id: null }]),
      });
    }
  });

  it('leaves the other organization untouched by every attempt above', async () => {
    const rows = await t.ctx.db.select().from(campaigns).where(eq(campaigns.orgId, b.orgId));
    expect(rows.map((row) => [row.name, row.budgetCents, row.description, row.archivedAt])).toEqual(
      [['Private plan', 900, 'secret', null]],
    );
  });
});
