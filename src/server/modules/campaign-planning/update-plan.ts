import { sql } from 'drizzle-orm';
import type { PlanDetail, UpdatePlanInput } from '@/shared/campaign-planning';
import { queryRows, type Db } from '../../db/client';
import { findPlan } from './get-plan';
import { inPlanningTx, planNotFound, type PlanningCaller } from './queries';
import { isUuid } from '../../lib/uuid';

/** Renames a plan or changes its status. */
export function updatePlan(
  db: Db,
  opts: { caller: PlanningCaller; planId: string; input: UpdatePlanInput },
): Promise<PlanDetail> {
  const { input } = opts;
  return inPlanningTx(db, opts.caller, async (tx) => {
    if (!isUuid(opts.planId)) throw planNotFound();
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`update campaign_plans set name = coalesce(${input.name ?? null}, name),
            status = coalesce(${input.status ?? null}, status), updated_at = now()
          where id = ${opts.planId} returning id`,
    );
    if (rows.length === 0) throw planNotFound();
    return (await findPlan(tx, opts.planId))!;
  });
}
