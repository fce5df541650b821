import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ListOutputsQuery, OutputList } from '@/shared/agent-runs';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import {
  cursorId,
  cursorTimestamp,
  cursorTimestampSql,
  decodeCursor,
  encodeCursor,
  pageOf,
  countUpTo,
  totalOf,
} from '../../lib/cursor';
import { outputColumns, presentOutput, type OutputRow } from './queries';

type Filters = Omit<ListOutputsQuery, 'saved' | 'limit' | 'offset'> & {
  saved?: boolean | undefined;
  limit: number;
  offset: number;
};

const LIST = 'outputs';
// Latest first, the id breaking ties.
const cursorKey = z.tuple([cursorTimestamp, cursorId]);

/**
 * Latest first; q matches title or summary, case-insensitively. A page after a cursor
 * starts right after the cursor's output; how many match is counted without one.
 */
export async function listOutputs(
  db: Db,
  scope: TenantScope & { orgId: string },
  filters: Filters,
): Promise<OutputList> {
  const after = filters.cursor ? decodeCursor(LIST, filters.cursor, cursorKey) : null;
  const where: SQL[] = [sql`o.org_id = ${scope.orgId}::uuid`];
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
  const position = after
    ? sql`and o.created_at <= ${after[0]}::timestamptz
        and not (o.created_at = ${after[0]}::timestamptz and o.id <= ${after[1]}::uuid)`
    : sql``;
  return withTenant(db, scope, async (tx) => {
    // The page's outputs first, on the list's index; their campaigns' names only for them.
    const rows = await queryRows<OutputRow & { cursor_created_at: string }>(
      tx,
      sql`select ${outputColumns}, ${sql.raw(cursorTimestampSql('o.created_at'))} as cursor_created_at
        from (select * from agent_outputs o where ${condition} ${position}
          order by o.created_at desc, o.id limit ${filters.limit + 1} offset ${filters.offset}) o
        left join campaigns c on c.id = o.campaign_id
        order by o.created_at desc, o.id`,
    );
    const page = pageOf(rows, filters.limit, (row) =>
      encodeCursor(LIST, [row.cursor_created_at, row.id]),
    );
    const total = await totalOf({
      afterCursor: after !== null,
      offset: filters.offset,
      page,
      count: (limit) => countUpTo(tx, sql`select 1 from agent_outputs o where ${condition}`, limit),
    });
    return {
      data: page.data.map(presentOutput),
      total,
      meta: { limit: filters.limit, offset: filters.offset, total, next_cursor: page.nextCursor },
    };
  });
}
