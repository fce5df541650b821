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

/**
 * One round trip sets the scope: app_set_tenant runs first (select items are evaluated left
 * to right) while the session's own role may still read user_roles through its SECURITY
 * DEFINER, then set_config('role', …, true), which is SET LOCAL ROLE as a function, drops
 * to the tenant role for the rest of the transaction.
 */
export function withTenant<T>(db: Db, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select app_set_tenant(${scope.orgId}, ${scope.userId ?? ''}), set_config('role', 'stratagent_tenant', true)`,
    );
    return fn(tx);
  });
}
