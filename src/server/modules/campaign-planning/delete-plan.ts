import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { inPlanningTx, planNotFound, type PlanningCaller } from './queries';
import { isUuid } from '../../lib/uuid';

/** Deletes a plan with its phases and tasks; the agent's output stays in /outputs. */
export function deletePlan(db: Db, opts: { caller: PlanningCaller; planId: string }) {
  return inPlanningTx(db, opts.caller, async (tx) => {
    if (!isUuid(opts.planId)) throw planNotFound();
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`delete from campaign_plans where id = ${opts.planId} returning id`,
    );
    if (rows.length === 0) throw planNotFound();
  });
}
