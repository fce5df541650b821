import { sql, type SQL } from 'drizzle-orm';
import { TASKS_PAGE_SIZE, type PlanTask, type TaskStatus } from '@/shared/campaign-planning';
import { queryRows, type Db } from '../../db/client';
import { inPlanningTx, taskSelect, type PlanningCaller } from './queries';
import { isUuid } from '../../lib/uuid';

export type TaskFilters = {
  planId?: string | undefined;
  campaignId?: string | undefined;
  /** A user id, or 'unassigned'. */
  assigneeId?: string | undefined;
  status?: TaskStatus | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
};

/** Tasks across the organization's plans, soonest due first. */
export function listTasks(
  db: Db,
  opts: { caller: PlanningCaller; filters: TaskFilters },
): Promise<PlanTask[]> {
  const f = opts.filters;
  return inPlanningTx(db, opts.caller, async (tx) => {
    if ((f.planId && !isUuid(f.planId)) || (f.campaignId && !isUuid(f.campaignId))) return [];
    const where: SQL[] = [sql`true`];
    // An archived campaign's tasks leave the shared lists; its plan still shows them all.
    if (f.planId) where.push(sql`t.plan_id = ${f.planId}`);
    else where.push(sql`c.archived_at is null`);
    if (f.campaignId) where.push(sql`p.campaign_id = ${f.campaignId}`);
    if (f.assigneeId === 'unassigned') where.push(sql`t.assignee_id is null`);
    else if (f.assigneeId) where.push(sql`t.assignee_id = ${f.assigneeId}`);
    if (f.status) where.push(sql`t.status = ${f.status}`);
    if (f.dueFrom) where.push(sql`t.due_date >= ${f.dueFrom}::date`);
    if (f.dueTo) where.push(sql`t.due_date <= ${f.dueTo}::date`);
    return queryRows<PlanTask>(
      tx,
      sql`${taskSelect} where ${sql.join(where, sql` and `)}
          order by t.due_date, p.created_at, t.position limit ${TASKS_PAGE_SIZE}`,
    );
  });
}
