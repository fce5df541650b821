import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { queryRows } from './client';
import { businessContexts, organizations, users } from './schema';
import { withTenant } from './tenant';

describe('row-level security', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['createUser']>>;
  let b: Awaited<ReturnType<TestApp['createUser']>>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.createUser({ organizationName: 'Org A' });
    b = await t.createUser({ organizationName: 'Org B' });
    for (const u of [a, b]) {
      await t.request(`/api/v1/business-context/organization/${u.orgId}`, {
        cookie: u.cookie,
        body: { industry: 'Retail', companySize: '1-10 employees' },
      });
    }
  });
  afterAll(() => t.close());

  it('shows a tenant transaction without an organization nothing', async () => {
    const seen = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local role stratagent_tenant`);
      return {
        orgs: await tx.select().from(organizations),
        users: await tx.select().from(users),
        contexts: await tx.select().from(businessContexts),
      };
    });
    expect(seen).toEqual({ orgs: [], users: [], contexts: [] });
  });

  it('shows org A only its own rows, even without a where clause', async () => {
    const seen = await withTenant(t.ctx.db, { orgId: a.orgId }, async (tx) => ({
      orgs: await tx.select({ id: organizations.id }).from(organizations),
      users: await tx.select({ id: users.id }).from(users),
      contexts: await tx.select({ orgId: businessContexts.orgId }).from(businessContexts),
    }));
    expect(seen.orgs).toEqual([{ id: a.orgId }]);
    expect(seen.users).toEqual([{ id: a.userId }]);
    expect(seen.contexts).toEqual([{ orgId: a.orgId }]);
  });

  it('refuses to write a row into another organization', async () => {
    await expect(
      withTenant(t.ctx.db, { orgId: a.orgId }, (tx) =>
        tx.update(businessContexts).set({ description: 'hijacked' }).where(sql`org_id = ${b.orgId}`).returning(),
      ),
    ).resolves.toEqual([]);
    const error = await withTenant(t.ctx.db, { orgId: a.orgId }, (tx) =>
      queryRows(tx, sql`insert into user_roles (org_id, user_id, role_name) values (${b.orgId}, ${a.userId}, 'sme_owner')`),
    ).catch((e: Error) => e);
    expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(/row-level security/);
  });
});
