import { sql, type SQL } from 'drizzle-orm';
import type { ListOutputsQuery, OutputList } from '@/shared/agent-runs';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { selectOutputs } from './queries';

type Filters = Omit<ListOutputsQuery, 'saved' | 'limit' | 'offset'> & {
  saved?: boolean | undefined;
  limit: number;
  offset: number;
};

/** Latest first; q matches title or summary, case-insensitively. */
export async function listOutputs(
  db: Db,
  scope: TenantScope,
  filters: Filters,
): Promise<OutputList> {
  const where: SQL[] = [sql`true`];
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(sql`(o.title ilike ${pattern} or coalesce(o.summary, '') ilike ${pattern})`);
  }
  if (filters.agent_type) where.push(sql`o.agent_type = ${filters.agent_type}`);
  if (filters.output_type) where.push(sql`o.output_type = ${filters.output_type}`);
  if (filters.campaign_id) where.push(sql`o.campaign_id = ${filters.campaign_id}`);
  if (filters.client_id) where.push(sql`o.client_id = ${filters.client_id}`);
  if (filters.session_id) where.push(sql`o.session_id = ${filters.session_id}`);
  if (filters.saved !== undefined) where.push(sql`o.saved = ${filters.saved}`);
  const condition = sql.join(where, sql` and `);
  return withTenant(db, scope, async (tx) => {
    const data = await selectOutputs(
      tx,
      condition,
      sql`order by o.created_at desc, o.id limit ${filters.limit} offset ${filters.offset}`,
    );
    const [count] = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from agent_outputs o where ${condition}`,
    );
    return { data, total: count?.total ?? 0 };
  });
}
