/**
 * Moves a task along: status (done runs the automation rules), assignee (a member of the same
 * organization), due date (a reschedule) and title.
 */
import { sql } from 'drizzle-orm';
import {
  PLANNING_MESSAGES,
  type AutomationEffect,
  type PlanTask,
  type UpdateTaskInput,
} from '@/shared/campaign-planning';
import { isUnlocked } from '@/shared/unlocks';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { unlockMetricsOf } from '@/shared/dashboard';
import { readDashboardMetrics } from '../dashboard/get-dashboard-metrics';
import { layout } from '../mail/templates';
import { findTask, inPlanningTx, taskNotFound, type PlanningCaller } from './queries';
import { runTaskDoneRules, type PendingNotice } from './run-automation';

export async function updateTask(
  app: AppContext,
  opts: { caller: PlanningCaller; taskId: string; input: UpdateTaskInput },
): Promise<{ task: PlanTask; automation: AutomationEffect[] }> {
  const { input, caller } = opts;
  const result = await inPlanningTx(app.db, caller, async (tx) => {
    const before = await findTask(tx, opts.taskId);
    if (!before) throw taskNotFound();
    if (input.assignee_id) {
      const [member] = await queryRows<{ id: string }>(
        tx,
        sql`select id from users where id = ${input.assignee_id} and org_id = ${caller.orgId}::uuid`,
      );
      if (!member)
        throw new AppError('validation_error', PLANNING_MESSAGES.assigneeNotMember, {
          field: 'assignee_id',
        });
    }
    const status = input.status ?? before.status;
    await tx.execute(sql`update plan_tasks set
        status = ${status},
        completed_at = ${status === 'done' ? (before.status === 'done' ? sql`completed_at` : sql`now()`) : null},
        assignee_id = ${input.assignee_id === undefined ? sql`assignee_id` : input.assignee_id},
        due_date = ${input.due_date === undefined ? sql`due_date` : sql`${input.due_date}::date`},
        title = coalesce(${input.title ?? null}, title),
        updated_at = now()
      where id = ${before.id}`);
    const task = (await findTask(tx, before.id))!;
    let automation: AutomationEffect[] = [];
    let notices: PendingNotice[] = [];
    if (status === 'done' && before.status !== 'done') {
      const metrics = await readDashboardMetrics(tx, caller.orgId);
      if (isUnlocked('automation', unlockMetricsOf(metrics)))
        ({ effects: automation, notices } = await runTaskDoneRules(tx, caller.orgId, task));
    }
    return { task, automation, notices };
  });
  for (const notice of result.notices) await sendNotice(app, notice);
  return { task: result.task, automation: result.automation };
}

async function sendNotice(app: AppContext, notice: PendingNotice) {
  const url = `${app.config.appUrl}/campaign-planning/plan/${notice.task.planId}`;
  try {
    await app.mailer.send(
      notice.email,
      layout({
        subject: `Your turn: ${notice.task.title}`,
        heading: `“${notice.task.title}” is next`,
        paragraphs: [
          `Hello ${notice.name}, the task before yours in the “${notice.task.campaignName}” plan is done.`,
          `“${notice.task.title}” is due on ${notice.task.dueDate}.`,
        ],
        action: { label: 'Open the plan', url },
        footnote:
          'You receive this because an automation rule of your team tells assignees when their task is next.',
      }),
    );
  } catch (error) {
    app.logger.error({ err: error, to: notice.email }, 'automation notice not delivered');
  }
}
