/**
 * Scheduled and event triggers (the Automation unlock): a scheduled workflow starts at its
 * hour (UTC) every day, on Mondays or on the 1st; a `document_added` workflow starts when a
 * document is added; a `metric_threshold` workflow starts when its metric, over the last 30
 * days, crosses the threshold (it fires again only after the metric has gone back).
 *
 * Several processes may see the same moment: each firing is claimed by one conditional
 * update of the workflow's row, so a slot or a crossing starts one run.
 */
import { sql } from 'drizzle-orm';
import type { WorkflowGraph, WorkflowStep } from '@/shared/workflows';
import { queryRows } from '../../../db/client';
import { withTenant } from '../../../db/tenant';
import type { AppContext } from '../../../context';
import { checkAuthorAccess } from '../../team/check-author-access';
import { metricValue } from './execute-step';
import { startWorkflowRun } from './service';

type Trigger = Extract<WorkflowStep, { kind: 'trigger' }>['trigger'];
type Candidate = {
  id: string;
  org_id: string;
  client_id: string | null;
  created_by: string | null;
  creator_name: string | null;
  created_at: string;
  graph: WorkflowGraph;
};

const triggerOf = (graph: WorkflowGraph): Trigger | undefined =>
  graph.steps.find((s): s is Extract<WorkflowStep, { kind: 'trigger' }> => s.kind === 'trigger')
    ?.trigger;

async function candidates(ctx: AppContext, type: Trigger['type'], orgId?: string) {
  // As the database owner: the schedule spans organizations.
  const rows = await queryRows<Candidate>(
    ctx.db,
    sql`select w.id, w.org_id, w.client_id, w.created_by, u.name as creator_name,
          w.created_at::text, w.graph
        from workflows w left join users u on u.id = w.created_by
        where w.graph @> ${JSON.stringify({ steps: [{ kind: 'trigger', trigger: { type } }] })}::jsonb
          and (${orgId ?? null}::uuid is null or w.org_id = ${orgId ?? null}::uuid)`,
  );
  return rows.filter((w) => w.created_by);
}

/**
 * Starts the run as the workflow's author; a workflow that cannot run now is left alone. An
 * author who lost access still gets a run, so the stop and its reason show on the workflow's
 * runs (its first step ends it, execute-step.ts) instead of the trigger going quiet.
 */
async function fire(ctx: AppContext, workflow: Candidate, why: string) {
  try {
    const lost = await checkAuthorAccess(ctx.db, {
      orgId: workflow.org_id,
      userId: workflow.created_by,
      permission: 'content:write',
      clientId: workflow.client_id,
    });
    await startWorkflowRun(
      ctx,
      { orgId: workflow.org_id, userId: workflow.created_by!, name: workflow.creator_name ?? '' },
      workflow.id,
      { asOrganization: lost !== null },
    );
    ctx.logger.info({ workflowId: workflow.id, why }, 'workflow triggered');
  } catch (err) {
    ctx.logger.warn({ err, workflowId: workflow.id, why }, 'a triggered workflow did not start');
  }
}

/** The latest slot of a schedule at or before `now`. */
export function latestSlot(trigger: Extract<Trigger, { type: 'schedule' }>, now: Date): Date {
  const slot = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), trigger.hour),
  );
  if (trigger.every === 'day') {
    if (slot > now) slot.setUTCDate(slot.getUTCDate() - 1);
    return slot;
  }
  if (trigger.every === 'week') {
    // Mondays.
    slot.setUTCDate(slot.getUTCDate() - ((slot.getUTCDay() + 6) % 7));
    if (slot > now) slot.setUTCDate(slot.getUTCDate() - 7);
    return slot;
  }
  slot.setUTCDate(1);
  if (slot > now) slot.setUTCMonth(slot.getUTCMonth() - 1);
  return slot;
}

/** One tick of the schedule: each scheduled workflow whose slot has come, once per slot. */
export async function fireDueSchedules(ctx: AppContext, now = new Date()): Promise<number> {
  let fired = 0;
  for (const workflow of await candidates(ctx, 'schedule')) {
    const trigger = triggerOf(workflow.graph);
    if (trigger?.type !== 'schedule') continue;
    const slot = latestSlot(trigger, now);
    if (slot <= new Date(workflow.created_at)) continue;
    const [claimed] = await queryRows<{ id: string }>(
      ctx.db,
      sql`update workflows set last_triggered_at = ${slot.toISOString()}::timestamptz
          where id = ${workflow.id}::uuid
            and (last_triggered_at is null or last_triggered_at < ${slot.toISOString()}::timestamptz)
          returning id`,
    );
    if (!claimed) continue;
    await fire(ctx, workflow, `schedule ${slot.toISOString()}`);
    fired++;
  }
  return fired;
}

/** A document was added to the organization. */
export async function fireDocumentAdded(ctx: AppContext, orgId: string): Promise<void> {
  for (const workflow of await candidates(ctx, 'document_added', orgId))
    await fire(ctx, workflow, 'document added');
}

/** Metrics arrived for the organization: each threshold is checked, and fires on crossing. */
export async function checkMetricThresholds(ctx: AppContext, orgId: string): Promise<void> {
  for (const workflow of await candidates(ctx, 'metric_threshold', orgId)) {
    const trigger = triggerOf(workflow.graph);
    if (trigger?.type !== 'metric_threshold') continue;
    const value = await withTenant(ctx.db, { orgId }, (tx) =>
      metricValue(tx, orgId, workflow.client_id, trigger.metric),
    );
    const met =
      value !== null &&
      (trigger.comparison === 'above' ? value > trigger.value : value < trigger.value);
    const [crossed] = await queryRows<{ id: string }>(
      ctx.db,
      sql`update workflows set threshold_met = ${met}
          where id = ${workflow.id}::uuid and threshold_met = ${!met}
          returning id`,
    );
    if (crossed && met)
      await fire(
        ctx,
        workflow,
        `${trigger.metric} ${trigger.comparison} ${trigger.value}: ${value}`,
      );
  }
}
