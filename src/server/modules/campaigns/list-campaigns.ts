import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Campaign, CampaignStatus } from '@/shared/campaigns';
import type { ListMeta } from '@/shared/pagination';
import { queryJsonRows, type Db } from '../../db/client';
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
import { campaignColumns, inCampaignTx, type CampaignCaller } from './queries';

export type CampaignFilters = {
  status?: CampaignStatus | undefined;
  includeArchived: boolean;
  clientId?: string | undefined;
  limit: number;
  offset: number;
  cursor?: string | undefined;
};

const LIST = 'campaigns';
// The list's order (priority descending, newest first) and the id that breaks ties.
const cursorKey = z.tuple([z.number().int(), cursorTimestamp, cursorId]);
const cursorColumns = sql.raw(`priority_level as cursor_priority,
  ${cursorTimestampSql('created_at')} as cursor_created_at`);

type Row = Campaign & { cursor_priority: number; cursor_created_at: string };

/**
 * One page of the organization's campaigns (priority, then newest) through the seed's
 * get_campaigns_list order, after the cursor's row when there is one; how many match in all
 * on a page asked for without a cursor.
 */
export function listCampaigns(
  db: Db,
  opts: { caller: CampaignCaller; filters: CampaignFilters },
): Promise<{ data: Campaign[]; meta: ListMeta }> {
  const { caller, filters } = opts;
  const status = filters.status ?? null;
  const clientId = filters.clientId ?? null;
  const after = filters.cursor ? decodeCursor(LIST, filters.cursor, cursorKey) : null;
  return inCampaignTx(db, caller, async (tx) => {
    const rows = await queryJsonRows<Row>(
      tx,
      sql`select ${campaignColumns}, ${cursorColumns}
        from get_campaigns_page(${caller.orgId}::uuid, ${filters.includeArchived}::boolean,
          ${clientId}::uuid, ${status}::text, ${filters.limit + 1}::int, ${filters.offset}::int,
          ${after?.[0] ?? null}::int, ${after?.[1] ?? null}::timestamptz, ${after?.[2] ?? null}::uuid)`,
    );
    const page = pageOf(rows, filters.limit, (row) =>
      encodeCursor(LIST, [row.cursor_priority, row.cursor_created_at, row.id]),
    );
    const total = await totalOf({
      afterCursor: after !== null,
      offset: filters.offset,
      page,
      count: (limit) =>
        countUpTo(
          tx,
          sql`select 1 from campaigns c
            where c.org_id = ${caller.orgId}::uuid
              and (${filters.includeArchived}::boolean or c.archived_at is null)
              and (${clientId}::uuid is null or c.client_id = ${clientId}::uuid)
              and (${status}::text is null or c.status = ${status}::text)`,
          limit,
        ),
    });
    return {
      data: page.data.map(
        ({ cursor_priority: _p, cursor_created_at: _c, ...campaign }) => campaign,
      ),
      meta: { limit: filters.limit, offset: filters.offset, total, next_cursor: page.nextCursor },
    };
  });
}
