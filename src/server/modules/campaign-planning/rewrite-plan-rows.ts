/**
 * A campaign plan output rewritten (decision 082): the plan its run made follows the new
 * version without losing anyone's work. Tasks people touched (moved along, assigned, edited)
 * stay, each in the new phase its due date falls in, with their budget share; the untouched
 * ones give way to the new version's tasks, less those a kept task already is (same title),
 * which share the budget the kept ones leave. Still one plan per output, and a plan deleted
 * since is not made again.
 */
import { sql } from 'drizzle-orm';
import type { CampaignPlanContent } from '@/shared/campaign-planning';
import { toPercentages } from '@/shared/campaign-planning-split';
import { queryRows, type Tx } from '../../db/client';
import { insertPhases } from './insert-plan';

/** A task someone worked on: its status moved, it was given to someone, or it was edited. */
const touched = sql`(status <> 'todo' or assignee_id is not null or updated_at > created_at)`;

const titleKey = (title: string) => title.trim().toLowerCase();

export async function rewritePlanRows(
  tx: Tx,
  opts: { orgId: string; outputId: string; content: CampaignPlanContent },
): Promise<void> {
  const [plan] = await queryRows<{ id: string }>(
    tx,
    sql`select id from campaign_plans where output_id = ${opts.outputId}::uuid`,
  );
  if (!plan) return;
  const kept = await queryRows<{ title: string; budget_share: number }>(
    tx,
    sql`select title, budget_share::float8 as budget_share from plan_tasks
        where plan_id = ${plan.id} and ${touched}`,
  );
  await tx.execute(sql`delete from plan_tasks where plan_id = ${plan.id} and not ${touched}`);
  const earlier = await queryRows<{ id: string }>(
    tx,
    sql`select id from plan_phases where plan_id = ${plan.id}`,
  );
  const earlierIds = `{${earlier.map((p) => p.id).join(',')}}`;

  const keptTitles = new Set(kept.map((t) => titleKey(t.title)));
  const phases = opts.content.phases.map((phase) => ({
    ...phase,
    tasks: phase.tasks.filter((t) => !keptTitles.has(titleKey(t.title))),
  }));
  const left = Math.max(0, Math.round(100 - kept.reduce((sum, t) => sum + t.budget_share, 0)));
  const shares = toPercentages(
    phases.flatMap((p) => p.tasks.map((t) => t.budget_share)),
    left,
  );
  let index = 0;
  await insertPhases(tx, {
    orgId: opts.orgId,
    planId: plan.id,
    phases: phases.map((phase) => ({
      ...phase,
      tasks: phase.tasks.map((t) => ({ ...t, budget_share: shares[index++]! })),
    })),
  });

  // A kept task joins the last new phase that has started by its due date (else the first).
  await tx.execute(sql`update plan_tasks t set phase_id = coalesce(
      (select ph.id from plan_phases ph where ph.plan_id = t.plan_id and ph.id <> all(${earlierIds}::uuid[])
         and ph.starts_on <= t.due_date order by ph.position desc limit 1),
      (select ph.id from plan_phases ph where ph.plan_id = t.plan_id and ph.id <> all(${earlierIds}::uuid[])
         order by ph.position limit 1),
      t.phase_id)
    where t.plan_id = ${plan.id} and t.phase_id = any(${earlierIds}::uuid[])`);
  await tx.execute(sql`delete from plan_phases ph where ph.id = any(${earlierIds}::uuid[])
      and not exists (select 1 from plan_tasks t where t.phase_id = ph.id)`);
  await tx.execute(sql`update plan_tasks t set position = o.n
    from (select t2.id, row_number() over (order by ph.position, t2.due_date, t2.position)::int - 1 as n
          from plan_tasks t2 join plan_phases ph on ph.id = t2.phase_id where t2.plan_id = ${plan.id}) o
    where o.id = t.id`);
  await tx.execute(sql`update campaign_plans set updated_at = now() where id = ${plan.id}`);
}
