import type { Competitor } from '@/shared/competitive-intelligence';
import type { Db } from '../../db/client';
import { findCompetitorRow, inCompetitiveTx, withCounts, type CompetitiveCaller } from './queries';

export function getCompetitor(
  db: Db,
  opts: { caller: CompetitiveCaller; id: string },
): Promise<Competitor> {
  const { caller, id } = opts;
  return inCompetitiveTx(db, caller, async (tx) => {
    const row = await findCompetitorRow(tx, caller.orgId, id);
    const [competitor] = await withCounts(tx, caller.orgId, [row]);
    return competitor!;
  });
}
