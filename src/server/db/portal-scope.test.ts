/**
 * What a client's portal user reads (migration 0046, decision 059): within their client, only
 * what the portal shows (the campaigns and their figures, the outputs sent to them for
 * approval, reports and messages), none of the agency's internal work, even through a
 * handwritten query in their own tenant transaction; and they write none of it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate } from '../modules/team/testing';
import { createTestApp, type TestApp } from '../testing/test-app';
import { queryRows } from './client';
import { withTenant } from './tenant';

describe('portal rows', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['createUser']>>;
  let guestId: string;
  let managerId: string;
  let clientA: string;
  let campaignA: string;
  let sentA: string;
  let draftA: string;

  const one = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: string }>(t.ctx.db, query))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Portal Agency', organizationType: 'AGENCY' });
    const org = owner.orgId;
    clientA = await one(
      sql`insert into clients (org_id, name) values (${org}, 'Fernleaf') returning id`,
    );
    const clientB = await one(
      sql`insert into clients (org_id, name) values (${org}, 'Harbor Tea') returning id`,
    );
    campaignA = await one(
      sql`insert into campaigns (org_id, client_id, name, status) values (${org}, ${clientA}, 'Spring', 'active') returning id`,
    );
    const campaignB = await one(
      sql`insert into campaigns (org_id, client_id, name, status) values (${org}, ${clientB}, 'Harbor launch', 'active') returning id`,
    );
    for (const campaign of [campaignA, campaignB])
      await t.ctx.db.execute(
        sql`insert into campaign_daily_metrics (org_id, campaign_id, date, impressions) values (${org}, ${campaign}, current_date, 100)`,
      );
    const output = (clientId: string | null, title: string) =>
      one(
        sql`insert into agent_outputs (org_id, client_id, agent_type, output_type, title) values (${org}, ${clientId}, 'strategy', 'note', ${title}) returning id`,
      );
    sentA = await output(clientA, 'Sent to Fernleaf');
    draftA = await output(clientA, 'Internal draft about Fernleaf');
    const sentB = await output(clientB, 'Sent to Harbor');
    for (const [outputId, clientId] of [
      [sentA, clientA],
      [sentB, clientB],
    ])
      await t.ctx.db.execute(
        sql`insert into output_approvals (org_id, client_id, output_id, content_hash) values (${org}, ${clientId}, ${outputId}, repeat('a', 64))`,
      );
    const session = await one(
      sql`insert into agent_sessions (org_id, client_id, agent_type, title) values (${org}, ${clientA}, 'strategy', 'Fernleaf strategy') returning id`,
    );
    await t.ctx.db.execute(
      sql`insert into agent_messages (org_id, session_id, role, content) values (${org}, ${session}, 'user', 'Fernleaf pays late; keep it cheap')`,
    );
    await t.ctx.db.execute(
      sql`insert into documents (org_id, client_id, title, filename, mime_type) values (${org}, ${clientA}, 'Fernleaf contract', 'contract.pdf', 'application/pdf')`,
    );
    await t.ctx.db.execute(
      sql`insert into business_contexts (org_id, company_name) values (${org}, 'Portal Agency')`,
    );
    await t.ctx.db.execute(sql`insert into brand_voice_profiles (org_id) values (${org})`);
    await t.ctx.db.execute(
      sql`insert into activity_log (org_id, user_id, client_id, action) values (${org}, ${owner.userId}, ${clientA}, 'output.created')`,
    );
    await t.ctx.db.execute(
      sql`insert into portal_messages (org_id, client_id, author_id, author_side, body) values (${org}, ${clientA}, ${owner.userId}, 'agency', 'Your spring plan is ready')`,
    );

    const guest = await addTeammate(t, owner.cookie, 'account_manager');
    guestId = guest.userId;
    await t.ctx.db.execute(
      sql`update user_roles set role_name = 'guest', client_id = ${clientA} where user_id = ${guestId}`,
    );
    const manager = await addTeammate(t, owner.cookie, 'account_manager');
    managerId = manager.userId;
    await t.ctx.db.execute(
      sql`update user_roles set client_id = ${clientA} where user_id = ${managerId}`,
    );
  });
  afterAll(() => t.close());

  const count = (userId: string, table: string) =>
    withTenant(t.ctx.db, { orgId: owner.orgId, userId }, async (tx) => {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      return row!.n;
    });
  const ids = (userId: string, query: ReturnType<typeof sql>) =>
    withTenant(t.ctx.db, { orgId: owner.orgId, userId }, async (tx) =>
      (await queryRows<{ id: string }>(tx, query)).map((r) => r.id).sort(),
    );

  const INTERNAL = [
    'agent_sessions',
    'agent_messages',
    'documents',
    'business_contexts',
    'brand_voice_profiles',
  ];

  it("shows a portal user none of the agency's internal rows about their client", async () => {
    for (const table of INTERNAL)
      expect({ table, n: await count(guestId, table) }).toEqual({ table, n: 0 });
    // Of the activity log, only their own events (they have none here).
    expect(await count(guestId, 'activity_log')).toBe(0);
  });

  it('shows a portal user the outputs sent to their client for approval, and no draft', async () => {
    expect(await ids(guestId, sql`select id from agent_outputs`)).toEqual([sentA]);
  });

  it('keeps what the portal shows: their campaigns, figures, approvals and messages', async () => {
    expect(await ids(guestId, sql`select id from campaigns`)).toEqual([campaignA]);
    expect(await count(guestId, 'campaign_daily_metrics')).toBe(1);
    expect(await count(guestId, 'output_approvals')).toBe(1);
    expect(await count(guestId, 'portal_messages')).toBe(1);
    expect(await ids(guestId, sql`select id from clients`)).toEqual([clientA]);
  });

  it('refuses a portal user every write to the internal tables', async () => {
    const attempt = (query: ReturnType<typeof sql>) =>
      withTenant(t.ctx.db, { orgId: owner.orgId, userId: guestId }, (tx) =>
        queryRows(tx, query),
      ).catch((e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message));
    for (const query of [
      sql`insert into agent_sessions (org_id, client_id, agent_type) values (${owner.orgId}, ${clientA}, 'strategy')`,
      sql`insert into agent_outputs (org_id, client_id, agent_type, output_type, title) values (${owner.orgId}, ${clientA}, 'strategy', 'note', 'By the client')`,
      sql`update agent_outputs set title = 'Changed by the client' where id = ${sentA}`,
      sql`insert into documents (org_id, client_id, title, filename, mime_type) values (${owner.orgId}, ${clientA}, 'x', 'x.pdf', 'application/pdf')`,
    ])
      expect(await attempt(query)).toMatch(/row-level security/);
  });

  it("leaves an account manager of the same client the agency's work", async () => {
    expect(await ids(managerId, sql`select id from agent_outputs`)).toEqual([sentA, draftA].sort());
    for (const table of ['agent_sessions', 'agent_messages', 'documents'])
      expect({ table, n: await count(managerId, table) }).toEqual({ table, n: 1 });
  });
});
