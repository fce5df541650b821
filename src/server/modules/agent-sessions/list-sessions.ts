import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionList } from '@/shared/agent-runs';
import { QUICK_START_AGENT } from '@/shared/quick-start';
import { queryRows, type Db } from '../../db/client';
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
import { selectSessions } from './queries';

type Filters = {
  agent_type?: string | undefined;
  campaign_id?: string | undefined;
  client_id?: string | undefined;
  limit: number;
  offset: number;
  cursor?: string | undefined;
};

const LIST = 'agent-sessions';
// Latest activity first, the id breaking ties.
const cursorKey = z.tuple([cursorTimestamp, cursorId]);

/**
 * Latest activity first. The page's ids are read first, on the list's index alone; the
 * sessions themselves (with their counts) then by id.
 */
export function listSessions(
  db: Db,
  scope: TenantScope & { orgId: string },
  f: Filters,
): Promise<SessionList> {
  const after = f.cursor ? decodeCursor(LIST, f.cursor, cursorKey) : null;
  const where: SQL[] = [sql`s.org_id = ${scope.orgId}::uuid`];
  // A Quick Start session saves its outputs under the strategy, persona and marketing strategy
  // agents: it is listed with each of them, as their own sessions are.
  if (f.agent_type)
    where.push(sql`(s.agent_type = ${f.agent_type} or (s.agent_type = ${QUICK_START_AGENT}
      and exists (select 1 from agent_outputs o where o.session_id = s.id and o.agent_type = ${f.agent_type})))`);
  if (f.campaign_id) where.push(sql`s.campaign_id = ${f.campaign_id}`);
  if (f.client_id) where.push(sql`s.client_id = ${f.client_id}`);
  const condition = sql.join(where, sql` and `);
  const position = after
    ? sql`and s.updated_at <= ${after[0]}::timestamptz
        and not (s.updated_at = ${after[0]}::timestamptz and s.id <= ${after[1]}::uuid)`
    : sql``;
  const order = sql`order by s.updated_at desc, s.id`;
  return withTenant(db, scope, async (tx) => {
    const keys = await queryRows<{ id: string; cursor_updated_at: string }>(
      tx,
      sql`select s.id, ${sql.raw(cursorTimestampSql('s.updated_at'))} as cursor_updated_at
        from agent_sessions s where ${condition} ${position}
        ${order} limit ${f.limit + 1} offset ${f.offset}`,
    );
    const page = pageOf(keys, f.limit, (row) =>
      encodeCursor(LIST, [row.cursor_updated_at, row.id]),
    );
    const ids = page.data.map((row) => row.id);
    const data = ids.length
      ? await selectSessions(tx, sql`s.id = any(${`{${ids.join(',')}}`}::uuid[])`, order)
      : [];
    const total = await totalOf({
      afterCursor: after !== null,
      offset: f.offset,
      page,
      count: (limit) =>
        countUpTo(tx, sql`select 1 from agent_sessions s where ${condition}`, limit),
    });
    return {
      data,
      total,
      meta: { limit: f.limit, offset: f.offset, total, next_cursor: page.nextCursor },
    };
  });
}
