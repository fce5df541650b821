import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import {
  CLIENT_MESSAGES,
  clientDashboardSchema,
  clientPerformanceSchema,
  clientSchema,
  crossClientAnalyticsSchema,
} from '@/shared/clients';
import { MESSAGES } from '@/shared/messages';
import {
  activityLog,
  agentOutputs,
  agentSessions,
  campaignDailyMetrics,
  campaigns,
  clients,
  documents,
  userRoles,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Res = Awaited<ReturnType<TestApp['request']>>;

const ZERO = '00000000-0000-4000-8000-000000000000';
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const TODAY = day(0);
const MONTH_START = `${TODAY.slice(0, 7)}-01`;
/** The day before this month began: last month's revenue. */
const LAST_MONTH = new Date(Date.parse(`${MONTH_START}T00:00:00Z`) - 86_400_000)
  .toISOString()
  .slice(0, 10);

describe('clients REST API and procedures', () => {
  let t: TestApp;
  let agency: User;
  let other: User;
  let sme: User;

  beforeAll(async () => {
    t = await createTestApp();
    agency = await t.createUser({ organizationName: 'Harbor Agency', organizationType: 'AGENCY' });
    other = await t.createUser({ organizationName: 'Rival Agency', organizationType: 'AGENCY' });
    sme = await t.createUser({ organizationName: 'Corner Shop' });
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, user: { cookie: string } = agency) =>
    t.request('/api/v1/clients', { cookie: user.cookie, body });
  const get = (path: string, user: { cookie: string } = agency) =>
    t.request(`/api/v1/clients${path}`, { cookie: user.cookie });
  const patch = (id: string, body: Record<string, unknown>, user: { cookie: string } = agency) =>
    t.request(`/api/v1/clients/${id}`, { cookie: user.cookie, method: 'PATCH', body });
  const post = (path: string, user: { cookie: string } = agency) =>
    t.request(`/api/v1/clients${path}`, { cookie: user.cookie, method: 'POST', body: {} });
  const rpc = (name: string, body: Record<string, unknown>, user: { cookie: string } = agency) =>
    t.request(`/api/v1/rpc/${name}`, { cookie: user.cookie, body });
  const names = (res: Res) => (res.json.data as { name: string }[]).map((c) => c.name);
  const expectError = (res: Res, status: number, message: string) => {
    expect({ status: res.status, message: res.json?.error?.message }).toEqual({ status, message });
  };

  async function addClient(
    orgId: string,
    name: string,
    values: Partial<typeof clients.$inferInsert> = {},
  ) {
    const [row] = await t.ctx.db
      .insert(clients)
      .values({ orgId, name, ...values })
      .returning();
    return row!;
  }
  async function addCampaign(
    orgId: string,
    clientId: string | null,
    name: string,
    values: Partial<typeof campaigns.$inferInsert> = {},
  ) {
    const [row] = await t.ctx.db
      .insert(campaigns)
      .values({ orgId, clientId, name, ...values })
      .returning();
    return row!;
  }
  async function addMetrics(
    orgId: string,
    campaignId: string,
    date: string,
    m: { impressions: number; clicks: number; conversions: number; spend: number; revenue: number },
  ) {
    await t.ctx.db.insert(campaignDailyMetrics).values({
      orgId,
      campaignId,
      date,
      impressions: m.impressions,
      clicks: m.clicks,
      conversions: m.conversions,
      spendCents: m.spend,
      revenueCents: m.revenue,
    });
  }
  /** A member of `orgId` with one role, optionally scoped to one client. */
  async function member(orgId: string, roleName: string, clientId: string | null = null) {
    const user = await t.createUser({ organizationName: `Scratch ${roleName}` });
    await t.ctx.db.update(users).set({ orgId }).where(eq(users.id, user.userId));
    await t.ctx.db.delete(userRoles).where(eq(userRoles.userId, user.userId));
    await t.ctx.db.insert(userRoles).values({ orgId, userId: user.userId, roleName, clientId });
    return user;
  }

  it('adds a client with every field, reads it back and logs who added it', async () => {
    const res = await create({
      name: '  Fernleaf  ',
      industry: 'Garden centres',
      contact_name: 'Ada Moss',
      contact_email: 'ada@fernleaf.example',
      website: 'https://fernleaf.example',
      description: 'Garden centre chain selling plants and tools to keen gardeners.',
      notes: 'Prefers e-mail',
      monthly_retainer_cents: 450_000,
      brand_kit: { primary_color: '#2F855A', font_family: 'Inter' },
    });
    expect(res.status).toBe(201);
    const client = clientSchema.parse(res.json.data);
    expect(client).toMatchObject({
      org_id: agency.orgId,
      name: 'Fernleaf',
      status: 'active',
      industry: 'Garden centres',
      contact_name: 'Ada Moss',
      contact_email: 'ada@fernleaf.example',
      website: 'https://fernleaf.example',
      description: 'Garden centre chain selling plants and tools to keen gardeners.',
      notes: 'Prefers e-mail',
      monthly_retainer_cents: 450_000,
      brand_kit: { primary_color: '#2F855A', font_family: 'Inter' },
      archived_at: null,
      campaign_count: 0,
      active_campaign_count: 0,
      campaigns: [],
    });
    expect(new Date(client.created_at).toISOString()).toBe(client.created_at);

    const read = await get(`/${client.id}`);
    expect(read.status).toBe(200);
    expect(read.json.data).toEqual(client);

    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, client.id));
    expect(logged).toEqual([
      expect.objectContaining({
        orgId: agency.orgId,
        userId: agency.userId,
        clientId: client.id,
        action: 'client.created',
        entityType: 'client',
      }),
    ]);
  });

  it('refuses invalid clients with 400 and the field’s message', async () => {
    expectError(await create({}), 400, CLIENT_MESSAGES.nameRequired);
    expectError(await create({ name: '   ' }), 400, CLIENT_MESSAGES.nameRequired);
    expectError(
      await create({ name: 'x'.repeat(121) }),
      400,
      'Client name must be at most 120 characters',
    );
    expectError(
      await create({ name: 'A', status: 'gone' }),
      400,
      'status must be one of active, paused, churned',
    );
    expectError(
      await create({ name: 'A', contact_email: 'not-an-email' }),
      400,
      'Enter a valid email address',
    );
    expectError(
      await create({ name: 'A', website: 'javascript:alert(1)' }),
      400,
      'Enter a full address like https://example.com',
    );
    expectError(
      await create({ name: 'A', brand_kit: { primary_color: 'red' } }),
      400,
      CLIENT_MESSAGES.invalidColor,
    );
    expectError(
      await create({ name: 'A', brand_kit: { logo_url: 'https://evil.example/logo.png' } }),
      400,
      'The logo must be an uploaded file',
    );
    expectError(
      await create({ name: 'A', monthly_retainer_cents: -5 }),
      400,
      'monthly_retainer_cents cannot be negative',
    );
  });

  it('updates a client: absent fields unchanged, null clears, the name cannot be cleared', async () => {
    const created = (
      await create({
        name: 'Brightside',
        industry: 'Dental',
        notes: 'VIP',
        website: 'https://b.example',
      })
    ).json.data;
    const res = await patch(created.id, { notes: null, status: 'paused', contact_name: 'Lee' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      name: 'Brightside',
      industry: 'Dental',
      website: 'https://b.example',
      notes: null,
      status: 'paused',
      contact_name: 'Lee',
    });
    expect(res.json.data.updated_at >= created.updated_at).toBe(true);

    expectError(await patch(created.id, { name: null }), 400, CLIENT_MESSAGES.nameRequired);
    expectError(await patch(created.id, { name: '' }), 400, CLIENT_MESSAGES.nameRequired);
    expectError(
      await patch(created.id, { status: 'done' }),
      400,
      'status must be one of active, paused, churned',
    );

    const kit = await patch(created.id, { brand_kit: { accent_color: '#112233' } });
    expect(kit.json.data.brand_kit).toEqual({ accent_color: '#112233' });
    const cleared = await patch(created.id, { brand_kit: null, website: null });
    expect(cleared.json.data).toMatchObject({ brand_kit: {}, website: null, industry: 'Dental' });
    await patch(created.id, { website: 'https://b.example' });
    const described = await patch(created.id, { description: 'Family dental practice.' });
    expect(described.json.data.description).toBe('Family dental practice.');
    expect((await patch(created.id, { description: null })).json.data.description).toBeNull();

    const unchanged = await patch(created.id, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.json.data).toEqual({
      ...res.json.data,
      updated_at: unchanged.json.data.updated_at,
    });

    const actions = await t.ctx.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, created.id));
    // Six changes logged; the empty update changed nothing and logged nothing.
    expect(actions.map((a) => a.action).sort()).toEqual([
      'client.created',
      ...Array<string>(6).fill('client.updated'),
    ]);
  });

  it('archives a client out of the lists, keeps its campaigns, and restores it', async () => {
    const client = (await create({ name: 'Old Mill' })).json.data;
    const campaign = await addCampaign(agency.orgId, client.id, 'Mill Open Day', {
      status: 'active',
    });

    const archived = await post(`/${client.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.json.data.archived_at).not.toBeNull();
    expect(archived.json.data.campaigns).toEqual([{ id: campaign.id, status: 'active' }]);
    // Idempotent: archiving again changes nothing and logs nothing.
    expect((await post(`/${client.id}/archive`)).json.data.archived_at).toBe(
      archived.json.data.archived_at,
    );

    expect(names(await get(''))).not.toContain('Old Mill');
    expect(names(await get('?include_archived=true'))).toContain('Old Mill');
    expectError(await get(`/${client.id}`), 404, CLIENT_MESSAGES.notFound);
    expect((await get(`/${client.id}?include_archived=true`)).status).toBe(200);
    expectError(await get(`/${client.id}/dashboard`), 404, CLIENT_MESSAGES.notFound);
    expect((await get(`/${client.id}/dashboard?include_archived=true`)).status).toBe(200);
    expectError(await get(`/${client.id}/performance`), 404, CLIENT_MESSAGES.notFound);

    const [kept] = await t.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(kept).toMatchObject({ clientId: client.id, archivedAt: null });

    const restored = await post(`/${client.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.json.data.archived_at).toBeNull();
    expect(names(await get(''))).toContain('Old Mill');

    const actions = await t.ctx.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, client.id), eq(activityLog.entityType, 'client')));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'client.archived',
      'client.created',
      'client.restored',
    ]);
  });

  it('lists newest first with campaign counts, filters by status, and pages by 50 (at most 100)', async () => {
    const big = await t.createUser({ organizationName: 'Big Agency', organizationType: 'AGENCY' });
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 52; i++) {
      await addClient(big.orgId, `Client ${String(i).padStart(2, '0')}`, {
        status: i % 10 === 0 ? 'churned' : 'active',
        createdAt: new Date(base + i * 60_000),
      });
    }
    const [newest] = await t.ctx.db
      .select()
      .from(clients)
      .where(and(eq(clients.orgId, big.orgId), eq(clients.name, 'Client 51')));
    const live = await addCampaign(big.orgId, newest!.id, 'Live', { status: 'active' });
    const draft = await addCampaign(big.orgId, newest!.id, 'Draft', { status: 'draft' });
    await addCampaign(big.orgId, newest!.id, 'Gone', { status: 'active', archivedAt: new Date() });

    const first = await get('', big);
    expect(first.status).toBe(200);
    expect(first.json.data).toHaveLength(50);
    expect(first.json.meta).toMatchObject({ limit: 50, offset: 0, total: 52 });
    const next = await get(`?cursor=${first.json.meta.next_cursor}`, big);
    expect(names(next)).toEqual(['Client 01', 'Client 00']);
    expect(next.json.meta).toEqual({ limit: 50, offset: 0, total: null, next_cursor: null });
    expect(first.json.data[0]).toMatchObject({
      name: 'Client 51',
      campaign_count: 2,
      active_campaign_count: 1,
    });
    expect(first.json.data[0].campaigns).toEqual(
      expect.arrayContaining([
        { id: live.id, status: 'active' },
        { id: draft.id, status: 'draft' },
      ]),
    );
    expect(first.json.data[0].campaigns).toHaveLength(2);
    expect(names(await get('?offset=50', big))).toEqual(['Client 01', 'Client 00']);
    expect((await get('?limit=100', big)).json.data).toHaveLength(52);
    expect(names(await get('?status=churned', big))).toEqual([
      'Client 50',
      'Client 40',
      'Client 30',
      'Client 20',
      'Client 10',
      'Client 00',
    ]);
    expect((await get('?status=churned&limit=2', big)).json.meta).toMatchObject({
      limit: 2,
      offset: 0,
      total: 6,
    });

    expectError(await get('?limit=101', big), 400, 'limit must be a whole number from 1 to 100');
    expectError(await get('?limit=0', big), 400, 'limit must be a whole number from 1 to 100');
    expectError(await get('?offset=-1', big), 400, 'offset must be a whole number of 0 or more');
    expectError(
      await get('?status=lost', big),
      400,
      'status must be one of active, paused, churned',
    );
    expectError(
      await get('?include_archived=yes', big),
      400,
      'include_archived must be true or false',
    );
  });

  it('refuses an SME every clients operation', async () => {
    for (const path of [
      '',
      '/analytics',
      `/${ZERO}`,
      `/${ZERO}/dashboard`,
      `/${ZERO}/performance`,
    ]) {
      expectError(await get(path, sme), 403, CLIENT_MESSAGES.agencyOnly);
    }
    // Writes need clients:manage, which no SME role has: the permission layer refuses first.
    expectError(await create({ name: 'Nope' }, sme), 403, MESSAGES.permissions.clientManagersOnly);
    expectError(
      await patch(ZERO, { name: 'Nope' }, sme),
      403,
      MESSAGES.permissions.clientManagersOnly,
    );
    expectError(await post(`/${ZERO}/archive`, sme), 403, MESSAGES.permissions.clientManagersOnly);
    expectError(await post(`/${ZERO}/restore`, sme), 403, MESSAGES.permissions.clientManagersOnly);
    // Even an SME member who somehow holds an agency role is refused.
    const odd = await member(sme.orgId, 'agency_owner');
    expectError(await create({ name: 'Nope' }, odd), 403, CLIENT_MESSAGES.agencyOnly);
    expectError(await post(`/${ZERO}/archive`, odd), 403, CLIENT_MESSAGES.agencyOnly);
  });

  it('answers 404 for another organization’s client, unknown ids and non-ids', async () => {
    const foreign = await addClient(other.orgId, 'Rival Client');
    for (const id of [foreign.id, ZERO, 'not-a-uuid']) {
      for (const path of [`/${id}`, `/${id}/dashboard`, `/${id}/performance`]) {
        expectError(await get(path), 404, CLIENT_MESSAGES.notFound);
      }
      expectError(await patch(id, { name: 'Mine now' }), 404, CLIENT_MESSAGES.notFound);
      expectError(await post(`/${id}/archive`), 404, CLIENT_MESSAGES.notFound);
      expectError(await post(`/${id}/restore`), 404, CLIENT_MESSAGES.notFound);
    }
    const [untouched] = await t.ctx.db.select().from(clients).where(eq(clients.id, foreign.id));
    expect(untouched).toMatchObject({ name: 'Rival Client', archivedAt: null });
    expect(names(await get(''))).not.toContain('Rival Client');
  });

  it('needs the manage role to add, change, archive and restore', async () => {
    const client = await addClient(agency.orgId, 'Managed Co');
    for (const role of ['account_manager', 'creative_strategist']) {
      const user = await member(agency.orgId, role);
      expectError(
        await create({ name: 'Mine' }, user),
        403,
        MESSAGES.permissions.clientManagersOnly,
      );
      expectError(
        await patch(client.id, { name: 'X' }, user),
        403,
        MESSAGES.permissions.clientManagersOnly,
      );
      expectError(
        await post(`/${client.id}/archive`, user),
        403,
        MESSAGES.permissions.clientManagersOnly,
      );
      expect((await get(`/${client.id}`, user)).status).toBe(200);
    }
    const admin = await member(agency.orgId, 'agency_admin');
    expect((await create({ name: 'By the admin' }, admin)).status).toBe(201);
    // An agency admin scoped to a client does not manage clients (seed 000 §6).
    const scopedAdmin = await member(agency.orgId, 'agency_admin', client.id);
    expectError(
      await create({ name: 'Nope' }, scopedAdmin),
      403,
      MESSAGES.permissions.clientManagersOnly,
    );
  });

  it('shows a client-scoped member only their clients, everywhere', async () => {
    const scoped = await t.createUser({
      organizationName: 'Scope Agency',
      organizationType: 'AGENCY',
    });
    const mine = await addClient(scoped.orgId, 'Mine');
    const theirs = await addClient(scoped.orgId, 'Theirs');
    const mineCampaign = await addCampaign(scoped.orgId, mine.id, 'Mine Launch', {
      status: 'active',
    });
    const theirCampaign = await addCampaign(scoped.orgId, theirs.id, 'Their Launch', {
      status: 'active',
    });
    await addMetrics(scoped.orgId, mineCampaign.id, TODAY, {
      impressions: 100,
      clicks: 10,
      conversions: 1,
      spend: 1000,
      revenue: 3000,
    });
    await addMetrics(scoped.orgId, theirCampaign.id, TODAY, {
      impressions: 900,
      clicks: 90,
      conversions: 9,
      spend: 9000,
      revenue: 1000,
    });
    const manager = await member(scoped.orgId, 'account_manager', mine.id);

    const list = await get('', manager);
    expect(names(list)).toEqual(['Mine']);
    expect(list.json.meta.total).toBe(1);
    expect((await get(`/${mine.id}`, manager)).status).toBe(200);
    expect((await get(`/${mine.id}/dashboard`, manager)).status).toBe(200);
    for (const path of [`/${theirs.id}`, `/${theirs.id}/dashboard`, `/${theirs.id}/performance`]) {
      expectError(await get(path, manager), 404, CLIENT_MESSAGES.notFound);
    }
    const analytics = await get('/analytics', manager);
    expect(analytics.status).toBe(200);
    expect(analytics.json.data.clients.map((c: { id: string }) => c.id)).toEqual([mine.id]);
    expect(analytics.json.data.totals).toMatchObject({
      spend_cents: 1000,
      revenue_cents: 3000,
      roas: 3,
    });

    // The procedures are held to the scope by Row-Level Security.
    const rpcList = await rpc('get_clients_list', { p_org_id: scoped.orgId }, manager);
    expect(rpcList.json.data.map((c: { id: string }) => c.id)).toEqual([mine.id]);
    const rpcTheirs = await rpc(
      'get_client_dashboard',
      { p_client_id: theirs.id, p_org_id: scoped.orgId },
      manager,
    );
    expect(rpcTheirs.json.data).toEqual([]);
    const rpcAnalytics = await rpc(
      'get_cross_client_analytics',
      { p_org_id: scoped.orgId },
      manager,
    );
    expect(rpcAnalytics.json.data[0].clients.map((c: { id: string }) => c.id)).toEqual([mine.id]);
    expect(rpcAnalytics.json.data[0].totals).toMatchObject({
      spend_cents: 1000,
      revenue_cents: 3000,
    });

    // The owner sees both.
    expect(names(await get('', scoped)).sort()).toEqual(['Mine', 'Theirs']);
  });

  it('answers a client’s dashboard with its campaigns, work and this month’s revenue', async () => {
    const client = (await create({ name: 'Dash Co' })).json.data;
    const a = await addCampaign(agency.orgId, client.id, 'Alpha', {
      status: 'active',
      budgetCents: 100_000,
      spentCents: 25_000,
    });
    const b = await addCampaign(agency.orgId, client.id, 'Beta', {
      status: 'completed',
      budgetCents: 100_000,
      spentCents: 100_000,
    });
    const archived = await addCampaign(agency.orgId, client.id, 'Archived', {
      status: 'active',
      budgetCents: 999_999,
      archivedAt: new Date(),
    });
    // An archived campaign leaves the counts and budgets; what it earned still counts.
    await addMetrics(agency.orgId, archived.id, TODAY, {
      impressions: 1,
      clicks: 1,
      conversions: 1,
      spend: 1,
      revenue: 500,
    });
    await addCampaign(agency.orgId, null, 'Not theirs', { status: 'active', budgetCents: 5 });
    await addMetrics(agency.orgId, a.id, TODAY, {
      impressions: 1,
      clicks: 1,
      conversions: 1,
      spend: 1,
      revenue: 12_000,
    });
    await addMetrics(agency.orgId, b.id, MONTH_START === TODAY ? day(-40) : MONTH_START, {
      impressions: 1,
      clicks: 1,
      conversions: 1,
      spend: 1,
      revenue: MONTH_START === TODAY ? 0 : 3_000,
    });
    await addMetrics(agency.orgId, b.id, LAST_MONTH, {
      impressions: 1,
      clicks: 1,
      conversions: 1,
      spend: 1,
      revenue: 50_000,
    });
    await t.ctx.db.insert(agentOutputs).values([
      {
        orgId: agency.orgId,
        clientId: client.id,
        agentType: 'strategy',
        outputType: 'plan',
        title: 'Strategy for Dash',
      },
      {
        orgId: agency.orgId,
        clientId: client.id,
        agentType: 'content',
        outputType: 'post',
        title: 'Draft',
        saved: false,
      },
    ]);
    await t.ctx.db.insert(documents).values({
      orgId: agency.orgId,
      clientId: client.id,
      title: 'Brief',
      filename: 'brief.txt',
      mimeType: 'text/plain',
    });
    await t.ctx.db
      .insert(agentSessions)
      .values({ orgId: agency.orgId, clientId: client.id, agentType: 'strategy' });

    const res = await get(`/${client.id}/dashboard`);
    expect(res.status).toBe(200);
    const dashboard = clientDashboardSchema.parse(res.json.data);
    expect(dashboard).toMatchObject({
      campaign_count: 2,
      active_campaigns: 1,
      completed_campaigns: 1,
      total_budget_cents: 200_000,
      total_spent_cents: 125_000,
      budget_utilization_percentage: 62.5,
      output_count: 1,
      document_count: 1,
      session_count: 1,
      revenue_this_month_cents: MONTH_START === TODAY ? 12_500 : 15_500,
    });
    expect(dashboard.client).toMatchObject({ id: client.id, name: 'Dash Co', campaign_count: 2 });
    expect(dashboard.recent_campaigns.map((c) => c.name).sort()).toEqual(['Alpha', 'Beta']);
    expect(dashboard.recent_campaigns.find((c) => c.name === 'Alpha')).toMatchObject({
      budget_cents: 100_000,
      spent_cents: 25_000,
      status: 'active',
    });
    expect(dashboard.recent_outputs.map((o) => o.title)).toEqual(['Strategy for Dash']);
    expect(dashboard.last_activity).not.toBeNull();

    const viaRpc = await rpc('get_client_dashboard', {
      p_client_id: client.id,
      p_org_id: agency.orgId,
    });
    expect(viaRpc.status).toBe(200);
    expect(viaRpc.json.data).toHaveLength(1);
    expect(clientDashboardSchema.parse(viaRpc.json.data[0])).toEqual(dashboard);
  });

  it('answers a client’s performance over the last 30 days or a chosen period', async () => {
    const client = (await create({ name: 'Perf Co' })).json.data;
    const one = await addCampaign(agency.orgId, client.id, 'One', { status: 'active' });
    const two = await addCampaign(agency.orgId, client.id, 'Two', { status: 'paused' });
    const quiet = await addCampaign(agency.orgId, client.id, 'Quiet', { status: 'draft' });
    const oldArchived = await addCampaign(agency.orgId, client.id, 'Old', {
      status: 'completed',
      archivedAt: new Date(),
    });
    const recentArchived = await addCampaign(agency.orgId, client.id, 'Retired', {
      status: 'completed',
      archivedAt: new Date(),
    });
    const m1 = { impressions: 1000, clicks: 33, conversions: 7, spend: 10_001, revenue: 30_000 };
    const m2 = { impressions: 500, clicks: 12, conversions: 0, spend: 4_999, revenue: 1_000 };
    await addMetrics(agency.orgId, one.id, TODAY, m1);
    await addMetrics(agency.orgId, two.id, TODAY, m2);
    await addMetrics(agency.orgId, one.id, day(-5), m2);
    await addMetrics(agency.orgId, one.id, day(-45), m1);
    await addMetrics(agency.orgId, oldArchived.id, day(-50), m1);
    const m3 = { impressions: 100, clicks: 0, conversions: 0, spend: 0, revenue: 0 };
    await addMetrics(agency.orgId, recentArchived.id, day(-2), m3);

    const res = await get(`/${client.id}/performance`);
    expect(res.status).toBe(200);
    const perf = clientPerformanceSchema.parse(res.json.data);
    expect(perf).toMatchObject({ client_id: client.id, from: day(-29), to: TODAY });
    expect(perf.daily.map((d) => d.date)).toEqual([day(-5), day(-2), TODAY]);
    expect(perf.daily[2]).toEqual({
      date: TODAY,
      impressions: 1500,
      clicks: 45,
      conversions: 7,
      spend_cents: 15_000,
      revenue_cents: 31_000,
    });
    expect(perf.totals).toEqual(summarizeMetrics(perf.daily));
    expect(perf.totals).toMatchObject({
      impressions: 2100,
      ctr: 2.71,
      roas: 1.6,
      cpa_cents: 2857,
      roi_percentage: 60.01,
    });
    const campaignOne = perf.campaigns.find((c) => c.id === one.id)!;
    expect(campaignOne).toMatchObject({
      name: 'One',
      status: 'active',
      impressions: 1500,
      clicks: 45,
    });
    const campaignTwo = perf.campaigns.find((c) => c.id === two.id)!;
    expect(campaignTwo).toMatchObject({ conversions: 0, cpa_cents: null, conversion_rate: 0 });
    // Current campaigns always; archived ones only with days in the period.
    expect(perf.campaigns.map((c) => [c.name, c.archived]).sort()).toEqual([
      ['One', false],
      ['Quiet', false],
      ['Retired', true],
      ['Two', false],
    ]);
    expect(perf.campaigns.find((c) => c.id === quiet.id)).toMatchObject({
      impressions: 0,
      ctr: null,
      roas: null,
    });

    const longer = await get(`/${client.id}/performance?from=${day(-60)}&to=${TODAY}`);
    expect(longer.json.data.daily).toHaveLength(5);
    const onlyOld = await get(`/${client.id}/performance?to=${day(-40)}`);
    expect(onlyOld.json.data).toMatchObject({ from: day(-69), to: day(-40) });
    expect(onlyOld.json.data.totals.impressions).toBe(2000);

    // The procedure computes the same ratios in SQL.
    const viaRpc = await rpc('get_client_performance', {
      p_client_id: client.id,
      p_org_id: agency.orgId,
    });
    expect(viaRpc.status).toBe(200);
    expect(clientPerformanceSchema.parse(viaRpc.json.data[0])).toEqual(perf);

    expectError(
      await get(`/${client.id}/performance?from=2026-02-30`),
      400,
      'from must be a date like 2026-01-31',
    );
    expectError(
      await get(`/${client.id}/performance?to=yesterday`),
      400,
      'to must be a date like 2026-01-31',
    );
    expectError(
      await get(`/${client.id}/performance?from=2026-03-02&to=2026-03-01`),
      400,
      'The start of the period must be on or before its end',
    );
    expectError(
      await get(`/${client.id}/performance?from=2000-01-01&to=2026-01-01`),
      400,
      'The period can be at most 10 years long',
    );
  });

  it('answers cross-client analytics: each active client and the agency’s totals', async () => {
    const agency2 = await t.createUser({
      organizationName: 'Cross Agency',
      organizationType: 'AGENCY',
    });
    const north = await addClient(agency2.orgId, 'North', { industry: 'Retail' });
    const south = await addClient(agency2.orgId, 'South');
    const gone = await addClient(agency2.orgId, 'Gone', { archivedAt: new Date() });
    const n1 = await addCampaign(agency2.orgId, north.id, 'N1', { status: 'active' });
    await addCampaign(agency2.orgId, north.id, 'N2', { status: 'draft' });
    const g1 = await addCampaign(agency2.orgId, gone.id, 'G1', { status: 'active' });
    // An archived campaign: out of the counts, its revenue still counts.
    const n3 = await addCampaign(agency2.orgId, north.id, 'N3', {
      status: 'completed',
      archivedAt: new Date(),
    });
    await addMetrics(agency2.orgId, n3.id, day(-1), {
      impressions: 0,
      clicks: 0,
      conversions: 0,
      spend: 0,
      revenue: 10_000,
    });
    await addMetrics(agency2.orgId, n1.id, TODAY, {
      impressions: 2000,
      clicks: 50,
      conversions: 5,
      spend: 10_000,
      revenue: 40_000,
    });
    await addMetrics(agency2.orgId, g1.id, TODAY, {
      impressions: 9,
      clicks: 9,
      conversions: 9,
      spend: 9,
      revenue: 9,
    });

    const res = await get('/analytics', agency2);
    expect(res.status).toBe(200);
    const analytics = crossClientAnalyticsSchema.parse(res.json.data);
    expect(analytics).toMatchObject({ from: day(-29), to: TODAY });
    expect(analytics.clients.map((c) => c.name)).toEqual(['North', 'South']);
    expect(analytics.clients[0]).toMatchObject({
      id: north.id,
      industry: 'Retail',
      campaign_count: 2,
      active_campaigns: 1,
      revenue_cents: 50_000,
      roas: 5,
      roi_percentage: 400,
      ctr: 2.5,
      conversion_rate: 10,
      cpa_cents: 2000,
    });
    expect(analytics.clients[1]).toMatchObject({
      id: south.id,
      impressions: 0,
      ctr: null,
      roas: null,
    });
    expect(analytics.totals).toEqual(
      summarizeMetrics([
        {
          date: TODAY,
          impressions: 2000,
          clicks: 50,
          conversions: 5,
          spend_cents: 10_000,
          revenue_cents: 50_000,
        },
      ]),
    );
    const old = await get(`/analytics?from=${day(-90)}&to=${day(-60)}`, agency2);
    expect(old.json.data.totals.impressions).toBe(0);
    expectError(
      await get('/analytics?from=soon', agency2),
      400,
      'from must be a date like 2026-01-31',
    );

    const viaRpc = await rpc('get_cross_client_analytics', { p_org_id: agency2.orgId }, agency2);
    expect(viaRpc.status).toBe(200);
    expect(crossClientAnalyticsSchema.parse(viaRpc.json.data[0])).toEqual(analytics);
  });

  it('serves the four procedures over /rpc, for the caller’s organization only', async () => {
    const mine = await addClient(agency.orgId, 'Rpc Client', { status: 'paused' });
    const list = await rpc('get_clients_list', { p_org_id: agency.orgId, p_status: 'paused' });
    expect(list.status).toBe(200);
    expect(list.json.data.map((c: { id: string }) => c.id)).toContain(mine.id);
    for (const row of list.json.data) expect(clientSchema.parse(row).status).toBe('paused');
    const rest = await get(`/${mine.id}`);
    expect(list.json.data.find((c: { id: string }) => c.id === mine.id)).toEqual(rest.json.data);
    expect(
      (await rpc('get_clients_list', { p_org_id: agency.orgId, p_limit: 1 })).json.data,
    ).toHaveLength(1);
    expect((await rpc('get_clients_list', { p_org_id: agency.orgId, p_limit: 101 })).status).toBe(
      400,
    );
    expect(
      (
        await rpc('get_client_performance', {
          p_client_id: mine.id,
          p_org_id: agency.orgId,
          p_from: '2026-02-31',
        })
      ).status,
    ).toBe(400);

    const foreign = { p_org_id: other.orgId };
    for (const [name, body] of [
      ['get_clients_list', foreign],
      ['get_client_dashboard', { ...foreign, p_client_id: mine.id }],
      ['get_client_performance', { ...foreign, p_client_id: mine.id }],
      ['get_cross_client_analytics', foreign],
    ] as const) {
      const res = await rpc(name, body);
      expect(res.status, name).toBe(403);
    }
    // Another organization's client through the caller's own p_org_id: no row.
    const theirs = await addClient(other.orgId, 'Rpc Foreign');
    const none = await rpc('get_client_dashboard', {
      p_client_id: theirs.id,
      p_org_id: agency.orgId,
    });
    expect(none.json.data).toEqual([]);
    expect(
      (await rpc('get_client_performance', { p_client_id: theirs.id, p_org_id: agency.orgId })).json
        .data,
    ).toEqual([]);
    const theirList = (await rpc('get_clients_list', { p_org_id: other.orgId }, other)).json
      .data as { id: string; org_id: string }[];
    expect(theirList.map((c) => c.id)).toContain(theirs.id);
    expect(theirList.every((c) => c.org_id === other.orgId)).toBe(true);

    expectError(
      await rpc('get_cross_client_analytics', { p_org_id: sme.orgId }, sme),
      403,
      CLIENT_MESSAGES.agencyOnly,
    );
  });

  it('filters campaigns, outputs, sessions and documents by client_id', async () => {
    const org = await t.createUser({
      organizationName: 'Filter Agency',
      organizationType: 'AGENCY',
    });
    const one = await addClient(org.orgId, 'One');
    const two = await addClient(org.orgId, 'Two');
    for (const [client, label] of [
      [one, 'one'],
      [two, 'two'],
      [null, 'none'],
    ] as const) {
      const clientId = client?.id ?? null;
      await addCampaign(org.orgId, clientId, `Campaign ${label}`);
      await t.ctx.db.insert(agentOutputs).values({
        orgId: org.orgId,
        clientId,
        agentType: 'strategy',
        outputType: 'plan',
        title: `Output ${label}`,
      });
      await t.ctx.db.insert(agentSessions).values({
        orgId: org.orgId,
        clientId,
        agentType: 'strategy',
        title: `Session ${label}`,
      });
      await t.ctx.db.insert(documents).values({
        orgId: org.orgId,
        clientId,
        title: `Document ${label}`,
        filename: `${label}.txt`,
        mimeType: 'text/plain',
      });
    }
    const read = async (path: string) => {
      const res = await t.request(`/api/v1/${path}`, { cookie: org.cookie });
      expect(res.status, path).toBe(200);
      return (res.json.data as { name?: string; title?: string }[]).map((r) => r.name ?? r.title);
    };
    expect(await read(`campaigns?client_id=${one.id}`)).toEqual(['Campaign one']);
    expect(await read(`outputs?client_id=${one.id}`)).toEqual(['Output one']);
    expect(await read(`agent-sessions?client_id=${two.id}`)).toEqual(['Session two']);
    expect(await read(`documents?client_id=${two.id}`)).toEqual(['Document two']);
    expect((await read('documents')).sort()).toEqual([
      'Document none',
      'Document one',
      'Document two',
    ]);
    for (const path of ['campaigns', 'outputs', 'agent-sessions', 'documents']) {
      const bad = await t.request(`/api/v1/${path}?client_id=nope`, { cookie: org.cookie });
      expect(bad.status, path).toBe(400);
    }
  });
});
