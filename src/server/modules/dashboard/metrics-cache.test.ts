import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addTeammate } from '../team/testing';

type User = Awaited<ReturnType<TestApp['createUser']>>;

describe('cached dashboard metrics never show a change late', () => {
  let t: TestApp;
  let owner: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Counting Agency', organizationType: 'AGENCY' });
  });
  afterAll(() => t.close());

  const campaigns = async (user: { cookie: string }) =>
    (await t.request('/api/v1/dashboard/metrics', { cookie: user.cookie })).json.data
      .campaign_count as number;
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await check()).toBe(true);
  };

  it("shows a member's own change on the very next request", async () => {
    expect(await campaigns(owner)).toBe(0);
    await t.request('/api/v1/campaigns', { cookie: owner.cookie, body: { name: 'One' } });
    expect(await campaigns(owner)).toBe(1);
  });

  it('shows a change made outside any request (another process, a job) once announced', async () => {
    expect(await campaigns(owner)).toBe(1);
    await withTenant(t.ctx.db, owner, (tx) =>
      tx.execute(
        sql`insert into campaigns (org_id, name, created_by) values (${owner.orgId}::uuid, 'Two', ${owner.userId})`,
      ),
    );
    await eventually(async () => (await campaigns(owner)) === 2);
  });

  it("gives a client-scoped member their client's figures, never the organization's", async () => {
    const [client] = await t.ctx.db
      .insert(clients)
      .values({ orgId: owner.orgId, name: 'Acme' })
      .returning();
    const scoped = await addTeammate(t, owner.cookie, 'account_manager');
    await t.ctx.db.execute(
      sql`update user_roles set client_id = ${client!.id}::uuid where user_id = ${scoped.userId}`,
    );
    await eventually(async () => (await campaigns(scoped)) === 0);
    expect(await campaigns(owner)).toBe(2);
  });
});
