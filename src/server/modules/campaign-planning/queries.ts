/** What the campaign planning services share: the gated tenant transaction and the row shapes. */
import { sql } from 'drizzle-orm';
import { PLANNING_MESSAGES, type PlanTask } from '@/shared/campaign-planning';
import type { Feature } from '@/shared/unlocks';
import { queryRows, type Db, type Tx } from '../../db/client';
import { rethrowDatabaseError } from '../../db/errors';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { requireFeature } from '../dashboard/require-feature';
import { isUuid } from '../../lib/uuid';

export type PlanningCaller = { orgId: string; userId: string };

/** A malformed id finds nothing, like another organization's. */

export const planNotFound = () => new AppError('not_found', PLANNING_MESSAGES.planNotFound);
export const taskNotFound = () => new AppError('not_found', PLANNING_MESSAGES.taskNotFound);
export const ruleNotFound = () => new AppError('not_found', PLANNING_MESSAGES.ruleNotFound);

/**
 * A tenant transaction for campaign planning: refused (403, the locked-feature message) while
 * the organization has not unlocked the agent ('execution'), or automation for its rules.
 */
export function inPlanningTx<T>(
  db: Db,
  caller: PlanningCaller,
  fn: (tx: Tx) => Promise<T>,
  features: Feature[] = ['execution'],
): Promise<T> {
  return withTenant(db, caller, async (tx) => {
    for (const feature of features) await requireFeature(tx, caller, feature);
    return fn(tx);
  }).catch(rethrowDatabaseError);
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export const taskSelect = sql`select t.id, t.plan_id, p.name as plan_name, t.phase_id, ph.name as phase_name,
    p.campaign_id, c.name as campaign_name, t.title, t.description, t.channel, t.owner_role, t.assignee_id,
    u.name as assignee_name, t.due_date::text as due_date, t.status, t.budget_share::float8 as budget_share,
    t.position, ${iso('t.completed_at')} as completed_at
  from plan_tasks t
  join campaign_plans p on p.id = t.plan_id
  join plan_phases ph on ph.id = t.phase_id
  join campaigns c on c.id = p.campaign_id
  left join users u on u.id = t.assignee_id`;

export async function findTask(tx: Tx, taskId: string): Promise<PlanTask | null> {
  if (!isUuid(taskId)) return null;
  const [row] = await queryRows<PlanTask>(tx, sql`${taskSelect} where t.id = ${taskId}`);
  return row ?? null;
}

export const planSummarySelect = sql`select p.id, p.name, p.status, p.campaign_id, c.name as campaign_name, p.client_id,
    p.output_id, (select min(starts_on)::text from plan_phases where plan_id = p.id) as starts_on,
    (select max(ends_on)::text from plan_phases where plan_id = p.id) as ends_on,
    (select count(*)::int from plan_tasks where plan_id = p.id) as task_count,
    (select count(*)::int from plan_tasks where plan_id = p.id and status = 'done') as done_count,
    ${iso('p.created_at')} as created_at, ${iso('p.updated_at')} as updated_at,
    c.budget_cents::float8 as budget_cents
  from campaign_plans p join campaigns c on c.id = p.campaign_id`;
