import { sql } from 'drizzle-orm';
import type { PlanDetail, PlanPhase, PlanTask } from '@/shared/campaign-planning';
import { queryRows, type Db, type Tx } from '../../db/client';
import {
  inPlanningTx,
  planNotFound,
  planSummarySelect,
  taskSelect,
  type PlanningCaller,
} from './queries';
import { isUuid } from '../../lib/uuid';

export async function findPlan(tx: Tx, planId: string): Promise<PlanDetail | null> {
  if (!isUuid(planId)) return null;
  const [plan] = await queryRows<Omit<PlanDetail, 'phases'>>(
    tx,
    sql`${planSummarySelect} where p.id = ${planId}`,
  );
  if (!plan) return null;
  const phases = await queryRows<Omit<PlanPhase, 'tasks'>>(
    tx,
    sql`select id, name, starts_on::text as starts_on, ends_on::text as ends_on, position
        from plan_phases where plan_id = ${planId} order by position`,
  );
  const tasks = await queryRows<PlanTask>(
    tx,
    sql`${taskSelect} where t.plan_id = ${planId} order by t.position`,
  );
  return {
    ...plan,
    phases: phases.map((phase) => ({
      ...phase,
      tasks: tasks.filter((t) => t.phase_id === phase.id),
    })),
  };
}

/** One plan with its phases and their tasks. */
export function getPlan(db: Db, opts: { caller: PlanningCaller; planId: string }) {
  return inPlanningTx(db, opts.caller, async (tx) => {
    const plan = await findPlan(tx, opts.planId);
    if (!plan) throw planNotFound();
    return plan;
  });
}
