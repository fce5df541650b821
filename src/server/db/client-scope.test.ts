/**
 * Client scope by Row-Level Security (migration 0020): a member whose roles all name a
 * client sees and writes only that client's rows, even through queries without a `where`,
 * and the organization-wide dashboard cache neither serves them nor takes their figures.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate } from '../modules/team/testing';
import { createTestApp, type TestApp } from '../testing/test-app';
import { queryRows } from './client';
import { withTenant } from './tenant';

describe('client scope', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['createUser']>>;
  let scopedUserId: string;
  let clientA: string;
  let clientB: string;
  let campaignA: string;
  let campaignB: string;

  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Scope Agency', organizationType: 'AGENCY' });
    const mate = await addTeammate(t, owner.cookie, 'account_manager');
    scopedUserId = mate.userId;
    const insertClient = async (name: string) =>
      (
        await queryRows<{ id: string }>(
          t.ctx.db,
          sql`insert into clients (org_id, name) values (${owner.orgId}, ${name}) returning id`,
        )
      )[0]!.id;
    clientA = await insertClient('Fernleaf');
    clientB = await insertClient('Harbor Tea');
    const insertCampaign = async (clientId: string | null, name: string) =>
      (
        await queryRows<{ id: string }>(
          t.ctx.db,
          sql`insert into campaigns (org_id, client_id, name, status, budget_cents)
              values (${owner.orgId}, ${clientId}, ${name}, 'active', 100000) returning id`,
        )
      )[0]!.id;
    campaignA = await insertCampaign(clientA, 'Spring for Fernleaf');
    campaignB = await insertCampaign(clientB, 'Harbor launch');
    await insertCampaign(null, 'Agency own brand');
    for (const [campaign, revenue] of [
      [campaignA, 1000],
      [campaignB, 5000],
    ] as const) {
      await t.ctx.db.execute(
        sql`insert into campaign_daily_metrics (org_id, campaign_id, date, impressions, revenue_cents)
            values (${owner.orgId}, ${campaign}, current_date, 100, ${revenue})`,
      );
    }
    await t.ctx.db.execute(
      sql`update user_roles set client_id = ${clientA} where user_id = ${scopedUserId}`,
    );
  });
  afterAll(() => t.close());

  const asScoped = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.ctx.db, { orgId: owner.orgId, userId: scopedUserId }, fn);
  const asOwner = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.ctx.db, { orgId: owner.orgId, userId: owner.userId }, fn);

  it('shows a scoped member only their client, its campaigns and its metrics', async () => {
    const seen = await asScoped(async (tx) => ({
      clients: await queryRows<{ id: string }>(tx, sql`select id from clients`),
      campaigns: await queryRows<{ id: string }>(tx, sql`select id from campaigns`),
      metrics: await queryRows<{ campaign_id: string }>(
        tx,
        sql`select campaign_id from campaign_daily_metrics`,
      ),
    }));
    expect(ids(seen.clients)).toEqual([clientA]);
    expect(ids(seen.campaigns)).toEqual([campaignA]);
    expect(seen.metrics.map((m) => m.campaign_id)).toEqual([campaignA]);
  });

  it('shows the owner (no client scope) every client and campaign', async () => {
    const campaigns = await asOwner((tx) =>
      queryRows<{ id: string }>(tx, sql`select id from campaigns`),
    );
    expect(campaigns).toHaveLength(3);
  });

  it('refuses a scoped member a write to another client', async () => {
    const error = await asScoped((tx) =>
      queryRows(
        tx,
        sql`insert into campaigns (org_id, client_id, name) values (${owner.orgId}, ${clientB}, 'Sneaky')`,
      ),
    ).catch((e: Error) => e);
    expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(
      /row-level security/,
    );
    const moved = await asScoped((tx) =>
      queryRows(
        tx,
        sql`update campaigns set client_id = ${clientB} where id = ${campaignA} returning id`,
      ),
    ).catch((e: Error) => e);
    expect(moved).toBeInstanceOf(Error);
    const touched = await asScoped((tx) =>
      queryRows(
        tx,
        sql`update campaigns set name = 'Mine now' where id = ${campaignB} returning id`,
      ),
    );
    expect(touched).toEqual([]);
  });

  it("files a one-client member's new work under their client, and makes a several-client member name one", async () => {
    const [made] = await asScoped((tx) =>
      queryRows<{ client_id: string }>(
        tx,
        sql`insert into campaigns (org_id, name) values (${owner.orgId}, 'Filed for me') returning client_id`,
      ),
    );
    expect(made?.client_id).toBe(clientA);

    await t.ctx.db.execute(
      sql`insert into user_roles (org_id, user_id, role_name, client_id)
          values (${owner.orgId}, ${scopedUserId}, 'account_manager', ${clientB})`,
    );
    try {
      const error = await asScoped((tx) =>
        queryRows(tx, sql`insert into campaigns (org_id, name) values (${owner.orgId}, 'Whose?')`),
      ).catch((e: Error) => e);
      expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(
        /row-level security/,
      );
    } finally {
      await t.ctx.db.execute(
        sql`delete from user_roles where user_id = ${scopedUserId} and client_id = ${clientB}`,
      );
    }
  });

  it('computes a scoped member their own dashboard figures and keeps them out of the cache', async () => {
    const metrics = async (as: typeof asOwner) =>
      (
        await as((tx) =>
          queryRows<{ campaign_count: number; client_count: number; total_revenue: number }>(
            tx,
            sql`select campaign_count, client_count, total_revenue from get_dashboard_metrics_cached(${owner.orgId}::uuid)`,
          ),
        )
      )[0];
    const own = await metrics(asScoped);
    expect(own).toMatchObject({ client_count: 1, total_revenue: 1000 });
    expect(await metrics(asOwner)).toMatchObject({
      campaign_count: own!.campaign_count + 2,
      client_count: 2,
      total_revenue: 6000,
    });
    // The owner's figures are cached now; the scoped member still gets theirs.
    expect(await metrics(asScoped)).toMatchObject({ campaign_count: own!.campaign_count });
  });

  it('lets a scoped member record activity of their own that concerns no client', async () => {
    await asScoped((tx) =>
      queryRows(
        tx,
        sql`insert into activity_log (org_id, user_id, action, entity_type) values (${owner.orgId}, ${scopedUserId}, 'profile.updated', 'user')`,
      ),
    );
    const visible = await asScoped((tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from activity_log where client_id is null`,
      ),
    );
    expect(visible).toEqual([]);
  });

  it("keeps the agency's Client Success work about a client from that client's portal users", async () => {
    const portal = await addTeammate(t, owner.cookie, 'viewer');
    await t.ctx.db.execute(
      sql`update user_roles set role_name = 'client_viewer', client_id = ${clientA} where user_id = ${portal.userId}`,
    );
    // Both sent to the client for approval: a portal user sees only what was sent to them
    // (migration 0046), and of that never the Client Success work.
    for (const agent of ['client-success', 'strategy']) {
      await t.ctx.db.execute(
        sql`with o as (
              insert into agent_outputs (org_id, client_id, agent_type, output_type, title)
              values (${owner.orgId}, ${clientA}, ${agent}, 'note', ${`About Fernleaf by ${agent}`})
              returning id)
            insert into output_approvals (org_id, client_id, output_id, content_hash)
            select ${owner.orgId}, ${clientA}, o.id, repeat('a', 64) from o`,
      );
    }
    const seen = (userId: string) =>
      withTenant(t.ctx.db, { orgId: owner.orgId, userId }, (tx) =>
        queryRows<{ agent_type: string }>(tx, sql`select agent_type from agent_outputs order by 1`),
      );
    expect((await seen(portal.userId)).map((r) => r.agent_type)).toEqual(['strategy']);
    expect((await seen(scopedUserId)).map((r) => r.agent_type)).toEqual([
      'client-success',
      'strategy',
    ]);
  });

  it('gives the tenant role no way to call app_set_tenant itself', async () => {
    const error = await asScoped((tx) =>
      queryRows(tx, sql`select app_set_tenant(${owner.orgId}, '')`),
    ).catch((e: Error) => e);
    expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(
      /permission denied/,
    );
  });

  it('gives a client role that names no client nothing (migration 0050), in the database and the API', async () => {
    const orphan = await addTeammate(t, owner.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set role_name = 'client_viewer', client_id = null where user_id = ${orphan.userId}`,
    );
    const seen = await withTenant(
      t.ctx.db,
      { orgId: owner.orgId, userId: orphan.userId },
      async (tx) => ({
        clients: await queryRows<{ id: string }>(tx, sql`select id from clients`),
        campaigns: await queryRows<{ id: string }>(tx, sql`select id from campaigns`),
        restricted: (
          await queryRows<{ restricted: boolean }>(
            tx,
            sql`select app_client_restricted() as restricted`,
          )
        )[0]!.restricted,
      }),
    );
    expect(seen).toEqual({ clients: [], campaigns: [], restricted: true });
    for (const path of [
      '/api/v1/campaigns',
      '/api/v1/clients',
      '/api/v1/outputs',
      '/api/v1/portal',
    ])
      expect((await t.request(path, { cookie: orphan.cookie })).status, path).toBe(403);
  });

  it('shows a member with no role in the organization nothing of any client (issue 26, hole 6)', async () => {
    const roleless = await addTeammate(t, owner.cookie, 'account_manager');
    await t.ctx.db.execute(sql`delete from user_roles where user_id = ${roleless.userId}`);
    const asRoleless = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
      withTenant(t.ctx.db, { orgId: owner.orgId, userId: roleless.userId }, fn);

    const seen = await asRoleless(async (tx) => ({
      clients: await queryRows<{ id: string }>(tx, sql`select id from clients`),
      campaigns: await queryRows<{ id: string }>(tx, sql`select id from campaigns`),
      metrics: await queryRows<{ campaign_id: string }>(
        tx,
        sql`select campaign_id from campaign_daily_metrics`,
      ),
      restricted: (
        await queryRows<{ restricted: boolean }>(
          tx,
          sql`select app_client_restricted() as restricted`,
        )
      )[0]!.restricted,
    }));
    expect(seen).toEqual({ clients: [], campaigns: [], metrics: [], restricted: true });

    for (const clientId of [null, clientA]) {
      const error = await asRoleless((tx) =>
        queryRows(
          tx,
          sql`insert into campaigns (org_id, client_id, name) values (${owner.orgId}, ${clientId}, 'Nobody')`,
        ),
      ).catch((e: Error) => e);
      expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(
        /row-level security/,
      );
    }
    const touched = await asRoleless((tx) =>
      queryRows(tx, sql`update campaigns set name = 'Taken' where id = ${campaignA} returning id`),
    );
    expect(touched).toEqual([]);

    // The server's own work in the organization (no user) still sees all of it.
    const all = await withTenant(t.ctx.db, { orgId: owner.orgId }, (tx) =>
      queryRows<{ id: string }>(tx, sql`select id from clients`),
    );
    expect(ids(all)).toEqual([clientA, clientB].sort());
  });
});
