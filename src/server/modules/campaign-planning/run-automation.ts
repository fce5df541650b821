/**
 * The automation rules that act when a task is done (in the transaction that marks it done):
 * start the next task, or tell the next task's assignee it is their turn (the e-mail leaves
 * after the commit). Each run is recorded, so the automation page shows what a rule did.
 */
import { sql } from 'drizzle-orm';
import type { AutomationAction, AutomationEffect, PlanTask } from '@/shared/campaign-planning';
import { queryRows, type Tx } from '../../db/client';

export type PendingNotice = {
  email: string;
  name: string;
  task: { title: string; dueDate: string; planId: string; campaignName: string };
};

/** The task that comes after this one: later in its phase, else the first of the next phase. */
async function nextTask(tx: Tx, done: PlanTask) {
  const [next] = await queryRows<{
    id: string;
    title: string;
    status: string;
    due_date: string;
    assignee_email: string | null;
    assignee_name: string | null;
  }>(
    tx,
    sql`select t.id, t.title, t.status, t.due_date::text as due_date, u.email as assignee_email, u.name as assignee_name
        from plan_tasks t join plan_phases ph on ph.id = t.phase_id
        left join users u on u.id = t.assignee_id
        where t.plan_id = ${done.plan_id} and t.status <> 'done' and t.id <> ${done.id}
          and (ph.position, t.position) > (select ph2.position, ${done.position}::int from plan_phases ph2 where ph2.id = ${done.phase_id})
        order by ph.position, t.position limit 1`,
  );
  return next ?? null;
}

export async function runTaskDoneRules(
  tx: Tx,
  orgId: string,
  done: PlanTask,
): Promise<{ effects: AutomationEffect[]; notices: PendingNotice[] }> {
  const rules = await queryRows<{ id: string; name: string; action: AutomationAction }>(
    tx,
    sql`select id, name, action from plan_automation_rules
        where trigger = 'task_done' and enabled and (plan_id is null or plan_id = ${done.plan_id})
        order by (action = 'start_next_task') desc, created_at`,
  );
  const effects: AutomationEffect[] = [];
  const notices: PendingNotice[] = [];
  for (const rule of rules) {
    const next = await nextTask(tx, done);
    let detail: string;
    if (!next)
      detail = `“${done.title}” was the last open task of “${done.plan_name}”: nothing to do`;
    else if (rule.action === 'start_next_task') {
      if (next.status === 'todo') {
        await tx.execute(
          sql`update plan_tasks set status = 'in_progress', updated_at = now() where id = ${next.id}`,
        );
        detail = `Started “${next.title}” after “${done.title}” was done`;
      } else detail = `“${next.title}” was already in progress`;
    } else if (next.assignee_email) {
      notices.push({
        email: next.assignee_email,
        name: next.assignee_name ?? next.assignee_email,
        task: {
          title: next.title,
          dueDate: next.due_date,
          planId: done.plan_id,
          campaignName: done.campaign_name,
        },
      });
      detail = `E-mailed ${next.assignee_name ?? next.assignee_email} that “${next.title}” is next`;
    } else detail = `“${next.title}” is next but has no assignee to tell`;
    await tx.execute(sql`insert into plan_automation_runs (org_id, rule_id, task_id, detail)
      values (${orgId}, ${rule.id}, ${done.id}, ${detail})`);
    effects.push({ rule_id: rule.id, rule_name: rule.name, detail });
  }
  return { effects, notices };
}
