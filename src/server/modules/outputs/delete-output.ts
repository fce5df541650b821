import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { findOutput } from './queries';

export function deleteOutput(db: Db, scope: TenantScope, id: string): Promise<void> {
  return withTenant(db, scope, async (tx) => {
    await findOutput(tx, id);
    await tx.execute(sql`delete from agent_outputs where id = ${id}`);
  });
}
