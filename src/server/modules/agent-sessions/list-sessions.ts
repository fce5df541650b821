import { sql, type SQL } from 'drizzle-orm';
import type { AgentSession } from '@/shared/agent-runs';
import { queryRows, type Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { selectSessions } from './queries';

type Filters = {
  agent_type?: string | undefined;
  campaign_id?: string | undefined;
  client_id?: string | undefined;
  limit: number;
  offset: number;
};

/** Latest activity first. */
export function listSessions(
  db: Db,
  scope: TenantScope,
  f: Filters,
): Promise<{ data: AgentSession[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (f.agent_type) where.push(sql`s.agent_type = ${f.agent_type}`);
  if (f.campaign_id) where.push(sql`s.campaign_id = ${f.campaign_id}`);
  if (f.client_id) where.push(sql`s.client_id = ${f.client_id}`);
  const condition = sql.join(where, sql` and `);
  return withTenant(db, scope, async (tx) => {
    const data = await selectSessions(
      tx,
      condition,
      sql`order by s.updated_at desc, s.id limit ${f.limit} offset ${f.offset}`,
    );
    const [count] = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from agent_sessions s where ${condition}`,
    );
    return { data, total: count?.total ?? 0 };
  });
}
