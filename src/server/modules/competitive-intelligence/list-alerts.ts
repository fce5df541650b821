import { sql } from 'drizzle-orm';
import {
  ALERTS_PAGE_SIZE,
  type AlertList,
  type CompetitorAlert,
} from '@/shared/competitive-intelligence';
import { queryRows, type Db } from '../../db/client';
import { inCompetitiveTx, type CompetitiveCaller } from './queries';

type AlertRow = Omit<CompetitorAlert, 'read_at' | 'created_at'> & {
  read_at: string | null;
  created_at: string;
};

/** The latest alerts, unread first, with the unread count. */
export function listAlerts(
  db: Db,
  opts: {
    caller: CompetitiveCaller;
    query: { status: 'all' | 'unread'; competitor_id?: string | undefined };
  },
): Promise<AlertList> {
  const { caller, query } = opts;
  return inCompetitiveTx(db, caller, async (tx) => {
    const rows = await queryRows<AlertRow>(
      tx,
      sql`select a.id, a.competitor_id, c.name as competitor_name, a.kind, a.document_id,
            d.title as document_title, a.summary, a.read_at::text as read_at, a.created_at::text as created_at
          from competitor_alerts a
          join competitors c on c.id = a.competitor_id
          left join documents d on d.id = a.document_id
          where a.org_id = ${caller.orgId}::uuid
            ${query.status === 'unread' ? sql`and a.read_at is null` : sql``}
            ${query.competitor_id ? sql`and a.competitor_id = ${query.competitor_id}::uuid` : sql``}
          order by (a.read_at is null) desc, a.created_at desc, a.id
          limit ${ALERTS_PAGE_SIZE}`,
    );
    const [unread] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from competitor_alerts where org_id = ${caller.orgId}::uuid and read_at is null`,
    );
    return {
      data: rows.map((r) => ({
        ...r,
        read_at: r.read_at ? new Date(r.read_at).toISOString() : null,
        created_at: new Date(r.created_at).toISOString(),
      })),
      unread: unread?.n ?? 0,
    };
  });
}
