import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findCompetitorRow, inCompetitiveTx, type CompetitiveCaller } from './queries';

/** Deletes a competitor record and its alerts. */
export function deleteCompetitor(db: Db, opts: { caller: CompetitiveCaller; id: string }) {
  const { caller, id } = opts;
  return inCompetitiveTx(db, caller, async (tx) => {
    await findCompetitorRow(tx, caller.orgId, id);
    await tx.execute(
      sql`delete from competitors where org_id = ${caller.orgId}::uuid and id = ${id}::uuid`,
    );
  });
}
