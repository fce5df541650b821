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

  it('runs the transaction as the tenant role with its scope, and only that transaction', async () => {
    const inside = await withTenant(t.ctx.db, { orgId: a.orgId, userId: a.userId }, (tx) =>
      queryRows<{ role: string; org: string; user: string }>(
        tx,
        sql`select current_user as role, current_setting('app.org_id') as org, current_setting('app.user_id') as user`,
      ),
    );
    expect(inside).toEqual([{ role: 'stratagent_tenant', org: a.orgId, user: a.userId }]);
    const after = await queryRows<{ role: string }>(t.ctx.db, sql`select current_user as role`);
    expect(after[0]?.role).not.toBe('stratagent_tenant');
  });

  it('refuses to write a row into another organization', async () => {
    await expect(
      withTenant(t.ctx.db, { orgId: a.orgId }, (tx) =>
        tx
          .update(businessContexts)
          .set({ description: 'hijacked' })
          .where(sql`org_id = ${b.orgId}`)
          .returning(),
      ),
    ).resolves.toEqual([]);
    const error = await withTenant(t.ctx.db, { orgId: a.orgId }, (tx) =>
      queryRows(
        tx,
        sql`insert into user_roles (org_id, user_id, role_name) values (${b.orgId}, ${a.userId}, 'sme_owner')`,
      ),
    ).catch((e: Error) => e);
    expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(
      /row-level security/,
    );
  });

  it('catalogue: every table holding org_id has RLS enabled and forced, with a policy for each verb', async () => {
    const tables = await queryRows<{
      table: string;
      enabled: boolean;
      forced: boolean;
      tenant_has_access: boolean;
      verbs: string[];
    }>(
      t.ctx.db,
      sql`select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
            has_table_privilege('stratagent_tenant', c.oid, 'SELECT, INSERT, UPDATE, DELETE') as tenant_has_access,
            coalesce(array(select p.polcmd::text from pg_policy p where p.polrelid = c.oid), '{}') as verbs
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'
            and (c.relname = 'organizations'
              or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'org_id' and not a.attisdropped))
          order by c.relname`,
    );
    expect(tables.length).toBeGreaterThan(20);
    // pg_policy.polcmd: r select, a insert, w update, d delete, * all.
    const covered = (verbs: string[], verb: string) => verbs.includes(verb) || verbs.includes('*');
    const gaps = tables.flatMap((row) => {
      const problems: string[] = [];
      if (!row.enabled) problems.push('RLS not enabled');
      if (!row.forced) problems.push('RLS not forced');
      // A table the tenant role cannot touch at all needs no policy: RLS then denies everything.
      if (row.tenant_has_access) {
        for (const [verb, name] of [
          ['r', 'select'],
          ['a', 'insert'],
          ['w', 'update'],
          ['d', 'delete'],
        ] as const) {
          if (!covered(row.verbs, verb)) problems.push(`no ${name} policy`);
        }
      }
      return problems.map((p) => `${row.table}: ${p}`);
    });
    expect(gaps).toEqual([]);
  });
});
