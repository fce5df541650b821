/**
 * The team a client-scoped transaction sees (migration 0044, decision 059): itself, the
 * organization-wide members and the people who share one of its clients, never another
 * client's people, their roles or their pending invitations, even through a handwritten query.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate } from '../modules/team/testing';
import { createTestApp, type TestApp } from '../testing/test-app';
import { queryRows } from './client';
import { withTenant } from './tenant';

describe('team visibility under client scope', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['createUser']>>;
  let clientA: string;
  let clientB: string;
  const people: Record<string, { email: string; userId: string }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Team Agency', organizationType: 'AGENCY' });
    const insertClient = async (name: string) =>
      (
        await queryRows<{ id: string }>(
          t.ctx.db,
          sql`insert into clients (org_id, name) values (${owner.orgId}, ${name}) returning id`,
        )
      )[0]!.id;
    clientA = await insertClient('Fernleaf');
    clientB = await insertClient('Harbor Tea');
    const roles: [string, string, string | null][] = [
      ['strategist', 'creative_strategist', null],
      ['managerA', 'account_manager', clientA],
      ['managerB', 'account_manager', clientB],
      ['guestA', 'guest', clientA],
      ['viewerB', 'client_viewer', clientB],
    ];
    for (const [label, role, clientId] of roles) {
      const mate = await addTeammate(t, owner.cookie, 'account_manager');
      await t.ctx.db.execute(
        sql`update user_roles set role_name = ${role}, client_id = ${clientId}::uuid where user_id = ${mate.userId}`,
      );
      people[label] = mate;
    }
    await t.ctx.db.execute(
      sql`insert into alpha_invites (email, status, organization_type, org_id, role_name, client_ids)
          values ('invited-a@example.com', 'active', 'AGENCY', ${owner.orgId}, 'guest', array[${clientA}::uuid]),
                 ('invited-b@example.com', 'active', 'AGENCY', ${owner.orgId}, 'guest', array[${clientB}::uuid]),
                 ('invited-wide@example.com', 'active', 'AGENCY', ${owner.orgId}, 'agency_admin', '{}')`,
    );
  });
  afterAll(() => t.close());

  const as = (label: string) => (userId: string) =>
    withTenant(t.ctx.db, { orgId: owner.orgId, userId }, async (tx) => ({
      label,
      emails: (await queryRows<{ email: string }>(tx, sql`select email from users`))
        .map((r) => r.email)
        .sort(),
      roleClients: (
        await queryRows<{ client_id: string | null }>(tx, sql`select client_id from user_roles`)
      ).map((r) => r.client_id),
      invitations: (
        await queryRows<{ email: string }>(tx, sql`select email from app_team_invitations()`)
      )
        .map((r) => r.email)
        .sort(),
    }));

  it("shows a member held to client A the organization-wide team and A's people, never B's", async () => {
    const expected = [
      owner.email,
      people.strategist!.email,
      people.managerA!.email,
      people.guestA!.email,
    ].sort();
    for (const label of ['managerA', 'guestA']) {
      const seen = await as(label)(people[label]!.userId);
      expect(seen.emails).toEqual(expected);
      expect(seen.roleClients).not.toContain(clientB);
    }
    const manager = await as('managerA')(people.managerA!.userId);
    expect(manager.invitations).toEqual(['invited-a@example.com']);
  });

  it('names no invitation to a portal user, and every one to the organization-wide team', async () => {
    expect((await as('guestA')(people.guestA!.userId)).invitations).toEqual([]);
    const wide = await as('owner')(owner.userId);
    expect(wide.invitations).toEqual([
      'invited-a@example.com',
      'invited-b@example.com',
      'invited-wide@example.com',
    ]);
    expect(wide.emails).toHaveLength(6);
    expect(wide.roleClients).toContain(clientB);
  });

  it("answers nothing of an organization to another organization's transaction", async () => {
    const rival = await t.createUser({ organizationName: 'Rival Agency' });
    const seen = await withTenant(
      t.ctx.db,
      { orgId: rival.orgId, userId: rival.userId },
      async (tx) => ({
        invitations: await queryRows(tx, sql`select email from app_team_invitations()`),
        users: await queryRows<{ email: string }>(tx, sql`select email from users`),
      }),
    );
    expect(seen.invitations).toEqual([]);
    expect(seen.users.map((u) => u.email)).toEqual([rival.email]);
  });
});
