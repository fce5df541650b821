/**
 * Tenant transactions: every tenant read and write runs inside one, as the non-superuser
 * role stratagent_tenant with app.org_id (and app.user_id) set, so Row-Level Security
 * enforces the organization even where a service forgets a `where`. The user's client
 * scope (app.client_ids, from their roles; see migration 0020) is set with them, so a
 * member assigned to some clients sees and writes only those clients' work.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

export type TenantScope = { orgId: string; userId?: string | undefined };

export function withTenant<T>(db: Db, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select app_set_tenant(${scope.orgId}, ${scope.userId ?? ''})`);
    await tx.execute(sql`set local role stratagent_tenant`);
    return fn(tx);
  });
}
