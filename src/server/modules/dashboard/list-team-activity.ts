import { sql } from 'drizzle-orm';
import type { TeamActivityItem } from '@/shared/dashboard-lists';
import { queryRows, type Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';

/** The team's latest actions, newest first (seed 000 §3 team activity item; §9: 5 to 10). */
export function listTeamActivity(db: Db, opts: TenantScope & { orgId: string; limit: number }) {
  return withTenant(db, opts, async (tx) => {
    const rows = await queryRows<
      Omit<TeamActivityItem, 'timestamp'> & { timestamp: Date | string }
    >(
      tx,
      sql`select a.id, coalesce(u.name, 'A former teammate') as user_name,
            (select r.role_name from user_roles r
              where r.user_id = a.user_id and r.org_id = a.org_id order by r.created_at limit 1) as user_role,
            a.action, cl.name as client_name, a.created_at as timestamp
          from activity_log a
          left join users u on u.id = a.user_id
          left join clients cl on cl.id = a.client_id
          where a.org_id = ${opts.orgId}::uuid
          order by a.created_at desc, a.id
          limit ${opts.limit}`,
    );
    return rows.map((r): TeamActivityItem => ({
      ...r,
      timestamp: new Date(r.timestamp).toISOString(),
    }));
  });
}
