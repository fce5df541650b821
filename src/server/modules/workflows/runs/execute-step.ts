/**
 * One step of a run, as its job asks (decision 046). The step is claimed in a transaction
 * (queued → running, or a wait whose time has come), done, and ended in the transaction that
 * queues what follows, so a step that ended is never done again, whatever the queue delivers.
 *
 * - agent: starts an agent run (the same durable run as the agent's own page, in a session
 *   titled after the workflow) and ends with its output; a process that dies mid-run leaves
 *   the agent run to the run sweeper, and the step's next try picks up its outcome.
 * - condition: the metric over the last 30 days (the organization's, or the client's), through
 *   the one computation every page uses (loadPerformance).
 * - wait: waits in the queue (a delayed job), not in memory.
 * - approval: opens the gate with the hash of the reviewed output; a teammate approves on the
 *   run's page, the client in the portal (service.ts).
 * - notification: e-mails, through the mailer.
 * - publish: checks every approval of its source still holds (an edit since voids it and
 *   reopens the gate), then schedules the content on the planning calendar or files the
 *   client's PDF report under the portal's Reports.
 */
import { sql } from 'drizzle-orm';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import {
  messageReferences,
  WORKFLOW_STEP_ATTEMPTS,
  type WorkflowGraph,
  type WorkflowStep,
} from '@/shared/workflows';
import type { RoleAssignment } from '@/shared/permissions';
import { queryRows, type Tx } from '../../../db/client';
import { withTenant } from '../../../db/tenant';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { layout } from '../../mail/templates';
import { createSession } from '../../agent-sessions/create-session';
import { startRun } from '../../agent-sessions/start-run';
import { runJob } from '../../agent-sessions/sweep-stale-runs';
import { loadPerformance } from '../../performance/load-performance';
import { documentStorage } from '../../documents/storage';
import { postDays } from '../../content/post-days';
import { createReport } from '../../portal/reports';
import { outputContentHash } from '../../portal/access';
import {
  agencyRecipients,
  approvalRequestedEmail,
  clientRecipients,
  sendAll,
} from '../../portal/notify';
import { checkAuthorAccess } from '../../team/check-author-access';
import { recordWebhookEvent } from '../../webhooks/record-event';
import type { StepJob, WorkflowQueue } from './queue';
import { advance, loadRunById, settleRunStatus, type StepResult } from './store';

type Claimed = {
  step: WorkflowStep;
  graph: WorkflowGraph;
  attempts: number;
  result: StepResult;
  clientId: string | null;
  workflowName: string;
  waitUntil: string | null;
  wasWaiting: boolean;
};

/** Thrown to have the queue try the step again later, without counting a failure. */
class NotYet extends Error {}

const silent = { write: () => undefined };

export async function executeStep(
  ctx: AppContext,
  queue: WorkflowQueue,
  job: StepJob,
): Promise<void> {
  const scope = { orgId: job.org_id, userId: job.user_id };
  if (await stopIfAuthorLostAccess(ctx, job)) return;
  const claimed = await withTenant(ctx.db, scope, (tx) => claim(tx, job));
  if (!claimed) return;
  try {
    const jobs = await perform(ctx, queue, job, claimed);
    await queue.send(jobs);
  } catch (error) {
    if (error instanceof NotYet) {
      await withTenant(ctx.db, scope, (tx) =>
        tx.execute(sql`update workflow_step_runs set status = 'queued', attempts = attempts - 1
          where run_id = ${job.run_id}::uuid and step_id = ${job.step_id} and status = 'running'`),
      );
      await queue.send([job], { startAfter: new Date(Date.now() + 5_000) });
      return;
    }
    const message =
      error instanceof AppError ? error.message : 'The step failed; see the server log';
    if (!(error instanceof AppError))
      ctx.logger.warn({ err: error, runId: job.run_id, step: job.step_id }, 'workflow step failed');
    // A refusal (a locked feature, a message the tool cannot use) would be refused again.
    const refused = error instanceof AppError && error.code !== 'internal_error';
    const last = refused || claimed.attempts >= WORKFLOW_STEP_ATTEMPTS;
    await withTenant(ctx.db, scope, async (tx) => {
      await tx.execute(sql`update workflow_step_runs set status = ${last ? 'failed' : 'queued'}, error = ${message},
          finished_at = ${last ? sql`now()` : null}
        where run_id = ${job.run_id}::uuid and step_id = ${job.step_id} and status = 'running'`);
      if (last) {
        await tx.execute(sql`update workflow_runs set error = ${`“${claimed.step.label}” failed: ${message}`}
          where id = ${job.run_id}::uuid`);
        await settleRunStatus(tx, job.run_id);
      }
    });
    // Not the last try: the queue tries again with backoff.
    if (!last) throw error;
  }
}

/**
 * A step acts as the person who started the run. One who has since lost access (removed, a
 * role that may no longer run workflows, the run's client no longer theirs) ends the run here,
 * the reason on its page, before the step is claimed in their tenant transaction, which would
 * see nothing and leave the run open forever (issue 26, hole 6). Answers whether it stopped.
 */
async function stopIfAuthorLostAccess(ctx: AppContext, job: StepJob): Promise<boolean> {
  const [run] = await queryRows<{ client_id: string | null }>(
    ctx.db,
    sql`select client_id::text as client_id from workflow_runs
        where id = ${job.run_id}::uuid and org_id = ${job.org_id}::uuid
          and status in ('queued', 'running', 'waiting')`,
  );
  if (!run) return false;
  const reason = await checkAuthorAccess(ctx.db, {
    orgId: job.org_id,
    userId: job.user_id,
    permission: 'content:write',
    clientId: run.client_id,
  });
  if (!reason) return false;
  // The organization's own transaction (no user): the author's would see no row to end.
  await withTenant(ctx.db, { orgId: job.org_id }, async (tx) => {
    const [stopped] = await queryRows<{ step_id: string }>(
      tx,
      sql`update workflow_step_runs set status = 'failed', error = ${reason},
            finished_at = now(), wait_until = null
          where run_id = ${job.run_id}::uuid and step_id = ${job.step_id}
            and status in ('queued', 'running', 'waiting')
          returning step_id`,
    );
    // A job for a step already ended (delivered twice) changes nothing.
    if (!stopped) return;
    await tx.execute(
      sql`update workflow_runs set error = ${reason} where id = ${job.run_id}::uuid and error is null`,
    );
    await settleRunStatus(tx, job.run_id);
    await announceIfFinished(tx, job);
  });
  return true;
}

async function claim(tx: Tx, job: StepJob): Promise<Claimed | null> {
  const [row] = await queryRows<{
    attempts: number;
    result: StepResult | null;
    was_waiting: boolean;
    wait_until: string | null;
  }>(
    tx,
    sql`update workflow_step_runs s set
          status = 'running',
          attempts = s.attempts + case when s.status = 'waiting' then 0 else 1 end,
          started_at = coalesce(s.started_at, now()),
          error = null
        from workflow_runs r
        where s.run_id = ${job.run_id}::uuid and s.step_id = ${job.step_id} and r.id = s.run_id
          and r.status in ('queued', 'running', 'waiting')
          and (s.wait_until is null or s.wait_until <= now())
          and (s.status = 'queued'
            or (s.status = 'waiting' and s.wait_until is not null)
            or (s.status = 'running' and s.started_at < now() - interval '15 minutes'))
        returning s.attempts, s.result, (s.wait_until is not null and s.attempts > 0) as was_waiting,
          s.wait_until::text`,
  );
  if (!row) return null;
  await tx.execute(
    sql`update workflow_runs set status = 'running' where id = ${job.run_id}::uuid and status in ('queued', 'waiting')`,
  );
  const loaded = (await loadRunById(tx, job.run_id))!;
  const step = loaded.row.graph.steps.find((s) => s.id === job.step_id);
  if (!step) return null;
  const [workflow] = await queryRows<{ name: string }>(
    tx,
    sql`select name from workflows where id = ${loaded.row.workflow_id}::uuid`,
  );
  return {
    step,
    graph: loaded.row.graph,
    attempts: row.attempts,
    result: row.result ?? {},
    clientId: loaded.row.client_id,
    workflowName: workflow?.name ?? 'Workflow',
    waitUntil: row.wait_until,
    wasWaiting: row.was_waiting,
  };
}

/** Ends the step as succeeded and queues what follows, in one transaction. */
async function succeed(
  ctx: AppContext,
  job: StepJob,
  result: StepResult,
  outputId: string | null = null,
) {
  return withTenant(ctx.db, { orgId: job.org_id, userId: job.user_id }, async (tx) => {
    const [ended] = await queryRows<{ step_id: string }>(
      tx,
      sql`update workflow_step_runs set status = 'succeeded', result = ${JSON.stringify(result)}::jsonb,
            output_id = coalesce(${outputId}::uuid, output_id), finished_at = now(), wait_until = null, error = null
          where run_id = ${job.run_id}::uuid and step_id = ${job.step_id} and status = 'running'
          returning step_id`,
    );
    if (!ended) return [];
    const jobs = await advance(tx, job.run_id);
    await announceIfFinished(tx, job);
    return jobs;
  });
}

/** Puts the step on hold (a wait, an approval) with what it keeps. */
async function hold(ctx: AppContext, job: StepJob, result: StepResult, waitUntil: Date | null) {
  await withTenant(ctx.db, { orgId: job.org_id, userId: job.user_id }, async (tx) => {
    await tx.execute(
      sql`update workflow_step_runs set status = 'waiting', result = ${JSON.stringify(result)}::jsonb,
            wait_until = ${waitUntil ? waitUntil.toISOString() : null}::timestamptz
          where run_id = ${job.run_id}::uuid and step_id = ${job.step_id} and status = 'running'`,
    );
    await settleRunStatus(tx, job.run_id);
  });
}

export async function announceIfFinished(tx: Tx, job: StepJob) {
  const [run] = await queryRows<{ status: string; workflow_id: string; error: string | null }>(
    tx,
    sql`select status, workflow_id, error from workflow_runs where id = ${job.run_id}::uuid and finished_at is not null`,
  );
  if (run)
    await recordWebhookEvent(tx, job.org_id, 'run.finished', {
      run_id: job.run_id,
      workflow_id: run.workflow_id,
      kind: 'workflow',
      status: run.status,
      error: run.error,
    });
}

async function perform(
  ctx: AppContext,
  queue: WorkflowQueue,
  job: StepJob,
  claimed: Claimed,
): Promise<StepJob[]> {
  const { step } = claimed;
  switch (step.kind) {
    case 'trigger':
      return succeed(ctx, job, {});
    case 'agent':
      return runAgentStep(ctx, job, claimed, step);
    case 'condition': {
      const value = await withTenant(ctx.db, { orgId: job.org_id, userId: job.user_id }, (tx) =>
        metricValue(tx, job.org_id, claimed.clientId, step.metric),
      );
      const yes =
        value !== null && (step.comparison === 'above' ? value > step.value : value < step.value);
      return succeed(ctx, job, {
        branch: yes ? 'yes' : 'no',
        detail: `${step.metric} over the last 30 days: ${value ?? 'no data'}`,
      });
    }
    case 'wait': {
      if (claimed.wasWaiting) return succeed(ctx, job, { detail: 'Waited' });
      const ms =
        step.amount *
        (step.unit === 'minutes' ? 60_000 : step.unit === 'hours' ? 3_600_000 : 86_400_000);
      const until = new Date(Date.now() + ms);
      await hold(ctx, job, { detail: `Waits until ${until.toISOString()}` }, until);
      await queue.send([job], { startAfter: until });
      return [];
    }
    case 'approval':
      await openApproval(ctx, job, claimed, step);
      return [];
    case 'notification':
      return succeed(ctx, job, { detail: await notify(ctx, job, claimed, step) });
    case 'publish':
      return publish(ctx, job, claimed, step);
  }
}

// ── agent ────────────────────────────────────────────────────────────────────────────

type AgentRunState = { status: string; output_id: string | null; error: string | null };

async function runAgentStep(
  ctx: AppContext,
  job: StepJob,
  claimed: Claimed,
  step: Extract<WorkflowStep, { kind: 'agent' }>,
): Promise<StepJob[]> {
  const scope = { orgId: job.org_id, userId: job.user_id };
  // A try before this one started an agent run: its outcome, if it has one, is the step's.
  if (claimed.result.agent_run_id) {
    const previous = await agentRunState(ctx, scope, claimed.result.agent_run_id);
    if (previous?.status === 'succeeded' && previous.output_id)
      return succeed(ctx, job, claimed.result, previous.output_id);
    if (previous && (previous.status === 'running' || previous.status === 'queued'))
      throw new NotYet();
  }
  const message = await withTenant(ctx.db, scope, (tx) =>
    fillMessage(tx, job.run_id, step.message),
  );
  const session = await createSession(ctx.db, scope, {
    agent_type: step.agent_type,
    client_id: claimed.clientId,
    title: `${claimed.workflowName} · ${step.label}`,
  } as Parameters<typeof createSession>[2]);
  const prepared = await startRun(ctx, scope, session.id, {
    tool: step.tool_id,
    ...(message ? { message } : {}),
  });
  const result: StepResult = { agent_run_id: prepared.run.id, session_id: session.id };
  await withTenant(ctx.db, scope, (tx) =>
    tx.execute(sql`update workflow_step_runs set result = ${JSON.stringify(result)}::jsonb
      where run_id = ${job.run_id}::uuid and step_id = ${job.step_id}`),
  );
  await runJob(prepared)(ctx, prepared, silent);
  const outcome = await agentRunState(ctx, scope, prepared.run.id);
  if (outcome?.status === 'succeeded' && outcome.output_id)
    return succeed(ctx, job, result, outcome.output_id);
  throw new AppError('internal_error', outcome?.error ?? 'The agent run did not finish');
}

async function agentRunState(
  ctx: AppContext,
  scope: { orgId: string; userId: string },
  runId: string,
): Promise<AgentRunState | undefined> {
  return withTenant(ctx.db, scope, async (tx) => {
    const [row] = await queryRows<AgentRunState>(
      tx,
      sql`select status, output_id, error from agent_runs where id = ${runId}::uuid`,
    );
    return row;
  });
}

/** The step's message with `{{steps.<id>.title|summary}}` replaced by those outputs. */
async function fillMessage(tx: Tx, runId: string, message: string): Promise<string> {
  const { steps } = messageReferences(message);
  if (!steps.length) return message.trim();
  const outputs = await queryRows<{ step_id: string; title: string; summary: string | null }>(
    tx,
    sql`select s.step_id, o.title, o.summary from workflow_step_runs s join agent_outputs o on o.id = s.output_id
        where s.run_id = ${runId}::uuid`,
  );
  const byStep = new Map(outputs.map((o) => [o.step_id, o]));
  return message
    .replace(
      /\{\{\s*steps\.([a-z][a-z0-9_]*)\.(title|summary)\s*\}\}/g,
      (_, id: string, field: string) => {
        const output = byStep.get(id);
        return (field === 'title' ? output?.title : output?.summary) ?? '';
      },
    )
    .trim();
}

// ── condition ───────────────────────────────────────────────────────────────────────

const day = (d: Date) => d.toISOString().slice(0, 10);

/** A metric over the last 30 days, the organization's or the client's. */
export async function metricValue(
  tx: Tx,
  orgId: string,
  clientId: string | null,
  metric: Extract<WorkflowStep, { kind: 'condition' }>['metric'],
): Promise<number | null> {
  const to = new Date();
  const from = new Date(to.getTime() - 29 * 86_400_000);
  const data = await loadPerformance(tx, orgId, {
    ...(clientId ? { clientId } : {}),
    from: day(from),
    to: day(to),
  });
  const totals = summarizeMetrics(data.daily);
  switch (metric) {
    case 'spend':
      return totals.spend_cents / 100;
    case 'clicks':
      return totals.clicks;
    case 'conversions':
      return totals.conversions;
    case 'ctr':
      return totals.ctr;
    case 'cpa':
      return totals.cpa_cents === null ? null : totals.cpa_cents / 100;
    case 'roas':
      return totals.roas;
  }
}

// ── approval ────────────────────────────────────────────────────────────────────────

type OutputRow = {
  id: string;
  title: string;
  summary: string | null;
  content: Record<string, unknown>;
};

async function reviewedOutput(tx: Tx, runId: string, stepId: string): Promise<OutputRow> {
  const [output] = await queryRows<OutputRow>(
    tx,
    sql`select o.id, o.title, o.summary, o.content from workflow_step_runs s
        join agent_outputs o on o.id = s.output_id
        where s.run_id = ${runId}::uuid and s.step_id = ${stepId}`,
  );
  if (!output) throw new AppError('conflict', 'The step to review has no output');
  return output;
}

export async function openApproval(
  ctx: AppContext,
  job: StepJob,
  claimed: Pick<Claimed, 'clientId' | 'workflowName'>,
  step: Extract<WorkflowStep, { kind: 'approval' }>,
) {
  const scope = { orgId: job.org_id, userId: job.user_id };
  const output = await withTenant(ctx.db, scope, async (tx) => {
    const output = await reviewedOutput(tx, job.run_id, step.reviews);
    const hash = outputContentHash(output);
    const approval = {
      approver: step.approver,
      output_id: output.id,
      content_hash: hash,
      status: 'waiting' as const,
      decided_by_name: null,
      decided_at: null,
      comment: null,
    };
    await tx.execute(
      sql`update workflow_step_runs set status = 'waiting', result = ${JSON.stringify({ approval })}::jsonb,
            wait_until = null
          where run_id = ${job.run_id}::uuid and step_id = ${job.step_id} and status in ('running', 'waiting')`,
    );
    if (step.approver === 'client' && claimed.clientId)
      await tx.execute(
        sql`insert into output_approvals (org_id, client_id, output_id, content_hash, requested_by)
            select ${job.org_id}::uuid, ${claimed.clientId}::uuid, ${output.id}::uuid, ${hash}, ${job.user_id || null}
            where not exists (select 1 from output_approvals where output_id = ${output.id}::uuid
              and content_hash = ${hash} and status = 'requested')`,
      );
    await settleRunStatus(tx, job.run_id);
    return output;
  });
  const notifier = {
    db: ctx.db,
    mailer: ctx.mailer,
    logger: ctx.logger,
    appUrl: ctx.config.appUrl,
  };
  if (step.approver === 'client' && claimed.clientId) {
    const [client] = await queryRows<{ name: string }>(
      ctx.db,
      sql`select name from clients where id = ${claimed.clientId}::uuid`,
    );
    await sendAll(
      notifier,
      await clientRecipients(ctx.db, job.org_id, claimed.clientId, job.user_id),
      approvalRequestedEmail({
        requesterName: claimed.workflowName,
        clientName: client?.name ?? '',
        outputTitle: output.title,
        url: `${ctx.config.appUrl}/portal`,
      }),
    );
  }
}

// ── notification ────────────────────────────────────────────────────────────────────

async function recipientsOf(
  ctx: AppContext,
  job: StepJob,
  clientId: string | null,
  to: 'owner' | 'team' | 'client',
): Promise<{ id: string; email: string }[]> {
  if (to === 'client') return clientId ? clientRecipients(ctx.db, job.org_id, clientId, '') : [];
  if (to === 'team' && clientId) return agencyRecipients(ctx.db, job.org_id, clientId, '');
  return queryRows<{ id: string; email: string }>(
    ctx.db,
    to === 'owner'
      ? sql`select distinct u.id, u.email from user_roles r join users u on u.id = r.user_id
            where r.org_id = ${job.org_id}::uuid and lower(r.role_name) = 'owner'`
      : sql`select distinct u.id, u.email from user_roles r join users u on u.id = r.user_id
            where r.org_id = ${job.org_id}::uuid and r.client_id is null
              and lower(r.role_name) in ('owner', 'admin', 'manager', 'editor', 'member')`,
  );
}

async function notify(
  ctx: AppContext,
  job: StepJob,
  claimed: Claimed,
  step: Extract<WorkflowStep, { kind: 'notification' }>,
): Promise<string> {
  const fill = (text: string) =>
    withTenant(ctx.db, { orgId: job.org_id, userId: job.user_id }, (tx) =>
      fillMessage(tx, job.run_id, text),
    );
  const [subject, body] = await Promise.all([fill(step.subject), fill(step.body)]);
  const recipients = await recipientsOf(ctx, job, claimed.clientId, step.to);
  await sendAll(
    { db: ctx.db, mailer: ctx.mailer, logger: ctx.logger, appUrl: ctx.config.appUrl },
    recipients,
    layout({
      subject,
      heading: subject,
      paragraphs: [body || `From the workflow “${claimed.workflowName}”.`],
      action: { label: 'Open Stratagent', url: `${ctx.config.appUrl}/workflow` },
      footnote: `You receive this from the workflow “${claimed.workflowName}”.`,
    }),
  );
  return `E-mailed ${recipients.length} ${recipients.length === 1 ? 'person' : 'people'}`;
}

// ── publish ─────────────────────────────────────────────────────────────────────────

async function publish(
  ctx: AppContext,
  job: StepJob,
  claimed: Claimed,
  step: Extract<WorkflowStep, { kind: 'publish' }>,
): Promise<StepJob[]> {
  const scope = { orgId: job.org_id, userId: job.user_id };
  // Every approval gate that reviewed the source must still hold for its current content.
  const voided = await withTenant(ctx.db, scope, async (tx) => {
    const output = await reviewedOutput(tx, job.run_id, step.source);
    const hash = outputContentHash(output);
    const gates = claimed.graph.steps.filter(
      (s): s is Extract<WorkflowStep, { kind: 'approval' }> =>
        s.kind === 'approval' && s.reviews === step.source,
    );
    const rows = await queryRows<{ step_id: string; result: StepResult | null }>(
      tx,
      sql`select step_id, result from workflow_step_runs where run_id = ${job.run_id}::uuid and status = 'succeeded'`,
    );
    const stale = gates.filter((gate) => {
      const approval = rows.find((r) => r.step_id === gate.id)?.result?.approval;
      return approval && approval.content_hash !== hash;
    });
    for (const gate of stale) {
      const approval = rows.find((r) => r.step_id === gate.id)!.result!.approval!;
      await tx.execute(
        sql`update workflow_step_runs set status = 'waiting', finished_at = null,
              result = ${JSON.stringify({ approval: { ...approval, status: 'void' } })}::jsonb
            where run_id = ${job.run_id}::uuid and step_id = ${gate.id}`,
      );
    }
    if (stale.length)
      await tx.execute(
        sql`update workflow_step_runs set status = 'pending', started_at = null, attempts = 0
            where run_id = ${job.run_id}::uuid and step_id = ${job.step_id}`,
      );
    return stale;
  });
  if (voided.length) {
    // The content changed after it was approved: ask again, for the content as it is now.
    for (const gate of voided) await openApproval(ctx, { ...job, step_id: gate.id }, claimed, gate);
    return [];
  }

  if (step.target === 'calendar') {
    const detail = await withTenant(ctx.db, scope, async (tx) => {
      const output = await reviewedOutput(tx, job.run_id, step.source);
      // Posts go out one a day from tomorrow, each its own entry on the calendar (decision 051);
      // other content is one entry, tomorrow. A date already chosen for it stays.
      const posts = Array.isArray(output.content.posts) ? output.content.posts.length : 0;
      const [scheduled] = await queryRows<{ first: string; last: string }>(
        tx,
        sql`insert into content_items (org_id, client_id, output_id, content_type, status, scheduled_for, post_dates)
            select o.org_id, o.client_id, o.id, o.output_type, 'approved', current_date + 1,
              case when ${posts}::int > 0 then ${postDays(sql`current_date + 1`, sql`${posts}::int`)} end
            from agent_outputs o where o.id = ${output.id}::uuid
            on conflict (output_id) do update set status = 'approved',
              scheduled_for = coalesce(content_items.scheduled_for, excluded.scheduled_for),
              post_dates = case when excluded.post_dates is null then null
                else ${postDays(sql`coalesce(content_items.scheduled_for, excluded.scheduled_for)`, sql`cardinality(excluded.post_dates)`)} end,
              updated_at = now()
            returning scheduled_for::text as first,
              coalesce(post_dates[cardinality(post_dates)], scheduled_for)::text as last`,
      );
      const { first, last } = scheduled!;
      return posts > 1
        ? `The ${posts} posts of “${output.title}” are on the planning calendar, one a day from ${first} to ${last}`
        : `“${output.title}” is on the planning calendar for ${first}`;
    });
    return succeed(ctx, job, { detail });
  }

  if (!claimed.clientId) throw new AppError('validation_error', 'A portal report needs a client');
  const caller = await withTenant(ctx.db, scope, async (tx) => {
    const [user] = await queryRows<{ name: string }>(
      tx,
      sql`select name from users where id = ${job.user_id}`,
    );
    const roles = await queryRows<RoleAssignment>(
      tx,
      sql`select role_name, client_id from user_roles where org_id = ${job.org_id}::uuid and user_id = ${job.user_id}`,
    );
    return { orgId: job.org_id, userId: job.user_id, name: user?.name ?? '', roles };
  });
  const to = new Date();
  const from = new Date(to.getTime() - 29 * 86_400_000);
  const report = await createReport(ctx.db, documentStorage(ctx), caller, claimed.clientId, {
    from: day(from),
    to: day(to),
    title: `${claimed.workflowName}: ${day(from)} to ${day(to)}`,
  });
  return succeed(ctx, job, { detail: `“${report.title}” is under the portal’s Reports` });
}

/**
 * Steps whose jobs a start sends again: queued ones (and, on the embedded database, running
 * ones: it has one process, so a running step's process is gone), and waits, when they are due.
 */
export async function openStepJobs(
  ctx: AppContext,
): Promise<{ job: StepJob; startAfter: Date | null }[]> {
  if (ctx.database.kind === 'pglite')
    await ctx.database.executeSql(
      `update workflow_step_runs set status = 'queued' where status = 'running'`,
    );
  const { rows } = await ctx.database.executeSql(
    `select s.run_id, s.step_id, r.org_id, coalesce(r.started_by, '') as user_id, s.wait_until
       from workflow_step_runs s join workflow_runs r on r.id = s.run_id
      where r.status in ('queued', 'running', 'waiting')
        and (s.status = 'queued' or (s.status = 'waiting' and s.wait_until is not null))`,
  );
  return (rows as (StepJob & { wait_until: Date | string | null })[]).map(
    ({ wait_until, ...job }) => ({ job, startAfter: wait_until ? new Date(wait_until) : null }),
  );
}
