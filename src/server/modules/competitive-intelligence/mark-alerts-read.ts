import { sql } from 'drizzle-orm';
import { COMPETITOR_MESSAGES } from '@/shared/competitive-intelligence';
import { queryRows, type Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { inCompetitiveTx, type CompetitiveCaller } from './queries';

/** Marks one alert read (reading it again keeps the first time). */
export function markAlertRead(db: Db, opts: { caller: CompetitiveCaller; id: string }) {
  const { caller, id } = opts;
  return inCompetitiveTx(db, caller, async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`update competitor_alerts set read_at = coalesce(read_at, now())
          where org_id = ${caller.orgId}::uuid and id = ${id}::uuid returning id`,
    );
    if (!row) throw new AppError('not_found', COMPETITOR_MESSAGES.alertNotFound);
  });
}

/** Marks every unread alert of the organization read; answers how many. */
export function markAllAlertsRead(db: Db, opts: { caller: CompetitiveCaller }) {
  const { caller } = opts;
  return inCompetitiveTx(db, caller, async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`update competitor_alerts set read_at = now()
          where org_id = ${caller.orgId}::uuid and read_at is null returning id`,
    );
    return rows.length;
  });
}
