import { sql } from 'drizzle-orm';
import type { RecentOutput } from '@/shared/dashboard';
import { queryRows, type Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';

/** The organization's saved agent outputs, latest first (seed 000 §7.4: limit 5 or 10). */
export function listRecentOutputs(db: Db, opts: TenantScope & { orgId: string; limit: number }) {
  return withTenant(db, opts, async (tx) => {
    const rows = await queryRows<Omit<RecentOutput, 'created_at'> & { created_at: Date | string }>(
      tx,
      sql`select id, org_id, output_type, agent_type, title, created_at, summary
          from agent_outputs
          where org_id = ${opts.orgId}::uuid and saved
          order by created_at desc, id
          limit ${opts.limit}`,
    );
    return rows.map((r): RecentOutput => ({
      ...r,
      created_at: new Date(r.created_at).toISOString(),
    }));
  });
}
