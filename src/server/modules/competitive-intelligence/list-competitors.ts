import type { CompetitorList } from '@/shared/competitive-intelligence';
import type { Db } from '../../db/client';
import {
  contextSuggestions,
  inCompetitiveTx,
  listCompetitorRows,
  withCounts,
  type CompetitiveCaller,
} from './queries';

/** The organization's competitor records, and the business context's names not yet recorded. */
export function listCompetitors(
  db: Db,
  opts: { caller: CompetitiveCaller },
): Promise<CompetitorList> {
  const { caller } = opts;
  return inCompetitiveTx(db, caller, async (tx) => {
    const rows = await listCompetitorRows(tx, caller.orgId);
    return {
      data: await withCounts(tx, caller.orgId, rows),
      suggestions: await contextSuggestions(
        tx,
        caller.orgId,
        rows.map((r) => r.name),
      ),
    };
  });
}
