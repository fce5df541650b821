/**
 * What the API does with runs: start one (validated first), read them, cancel, retry a failed
 * one from its failed step, and decide a teammate's approval gate. A client's decision in the
 * portal reaches the run through `resumeAfterClientDecision`.
 */
import { sql } from 'drizzle-orm';
import {
  validateWorkflow,
  WORKFLOW_RUN_MESSAGES,
  type WorkflowRun,
  type WorkflowRunSummary,
} from '@/shared/workflows';
import { queryRows, type Tx } from '../../../db/client';
import { withTenant } from '../../../db/tenant';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { outputContentHash } from '../../portal/access';
import { recordWebhookEvent } from '../../webhooks/record-event';
import { findWorkflow, validationScope, type WorkflowCaller } from '../queries';
import { announceIfFinished } from './execute-step';
import type { StepJob } from './queue';
import {
  advance,
  jobOf,
  listRunSummaries,
  loadRun,
  loadRunById,
  presentRun,
  runNotFound,
  settleRunStatus,
  type StepResult,
} from './store';

type Caller = WorkflowCaller & { name: string };

async function afterCommit(ctx: AppContext, jobs: StepJob[]) {
  await ctx.workflowQueue.send(jobs);
}

/**
 * Starts a run as `caller`. `asOrganization` writes it in the organization's own transaction
 * instead, still started by `caller`: a trigger whose author lost access records a run whose
 * first step stops with the reason, where the author's own transaction would see nothing.
 */
export async function startWorkflowRun(
  ctx: AppContext,
  caller: Caller,
  workflowId: string,
  opts: { asOrganization?: boolean } = {},
): Promise<WorkflowRun> {
  const scope = opts.asOrganization ? { orgId: caller.orgId } : caller;
  const { run, jobs } = await withTenant(ctx.db, scope, async (tx) => {
    const workflow = await findWorkflow(tx, caller, workflowId);
    const issues = validateWorkflow(workflow.graph, {
      ...(await validationScope(tx, caller.orgId)),
      forClient: workflow.client_id !== null,
    });
    if (issues.length) throw new AppError('validation_error', WORKFLOW_RUN_MESSAGES.notRunnable);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into workflow_runs (org_id, workflow_id, client_id, graph, status, started_by)
          values (${caller.orgId}::uuid, ${workflow.id}::uuid, ${workflow.client_id}::uuid,
            ${JSON.stringify(workflow.graph)}::jsonb, 'running', ${caller.userId})
          returning id`,
    );
    const runId = row!.id;
    for (const step of workflow.graph.steps)
      await tx.execute(
        sql`insert into workflow_step_runs (run_id, step_id, org_id, client_id, status)
            values (${runId}::uuid, ${step.id}, ${caller.orgId}::uuid, ${workflow.client_id}::uuid,
              ${step.kind === 'trigger' ? 'queued' : 'pending'})`,
      );
    const trigger = workflow.graph.steps.find((s) => s.kind === 'trigger')!;
    const loaded = await loadRun(tx, workflow.id, runId);
    return {
      run: presentRun(loaded),
      jobs: [jobOf({ id: runId, org_id: caller.orgId, started_by: caller.userId }, trigger.id)],
    };
  });
  await afterCommit(ctx, jobs);
  return run;
}

export function listWorkflowRuns(
  ctx: AppContext,
  caller: Caller,
  workflowId: string,
): Promise<WorkflowRunSummary[]> {
  return withTenant(ctx.db, caller, async (tx) => {
    await findWorkflow(tx, caller, workflowId);
    return listRunSummaries(tx, { workflowId });
  });
}

/** /workflow/history: the latest runs of every workflow the caller may see, newest first. */
export function listAllWorkflowRuns(
  ctx: AppContext,
  caller: Caller,
): Promise<WorkflowRunSummary[]> {
  return withTenant(ctx.db, caller, (tx) => listRunSummaries(tx, { orgId: caller.orgId }));
}

export function getWorkflowRun(
  ctx: AppContext,
  caller: Caller,
  workflowId: string,
  runId: string,
): Promise<WorkflowRun> {
  return withTenant(ctx.db, caller, async (tx) => presentRun(await loadRun(tx, workflowId, runId)));
}

async function openRun(tx: Tx, workflowId: string, runId: string) {
  const loaded = await loadRun(tx, workflowId, runId);
  if (loaded.row.finished_at) throw new AppError('conflict', WORKFLOW_RUN_MESSAGES.finished);
  return loaded;
}

export async function cancelWorkflowRun(
  ctx: AppContext,
  caller: Caller,
  workflowId: string,
  runId: string,
): Promise<WorkflowRun> {
  return withTenant(ctx.db, caller, async (tx) => {
    await openRun(tx, workflowId, runId);
    await tx.execute(
      sql`update workflow_step_runs set status = 'cancelled', finished_at = now()
          where run_id = ${runId}::uuid and status in ('pending', 'queued', 'running', 'waiting')`,
    );
    await tx.execute(
      sql`update workflow_runs set status = 'cancelled', error = ${`Cancelled by ${caller.name}`}, finished_at = now()
          where id = ${runId}::uuid`,
    );
    await announceIfFinished(tx, {
      run_id: runId,
      step_id: '',
      org_id: caller.orgId,
      user_id: caller.userId,
    });
    return presentRun(await loadRun(tx, workflowId, runId));
  });
}

/** A failed run goes on from its failed steps, each with fresh tries. */
export async function retryWorkflowRun(
  ctx: AppContext,
  caller: Caller,
  workflowId: string,
  runId: string,
): Promise<WorkflowRun> {
  const { run, jobs } = await withTenant(ctx.db, caller, async (tx) => {
    const loaded = await loadRun(tx, workflowId, runId);
    if (loaded.row.status !== 'failed')
      throw new AppError('conflict', WORKFLOW_RUN_MESSAGES.nothingToRetry);
    const failed = await queryRows<{ step_id: string }>(
      tx,
      sql`update workflow_step_runs set status = 'queued', attempts = 0, error = null, finished_at = null, wait_until = null
          where run_id = ${runId}::uuid and status = 'failed' returning step_id`,
    );
    await tx.execute(
      sql`update workflow_runs set status = 'running', error = null, finished_at = null where id = ${runId}::uuid`,
    );
    return {
      run: presentRun(await loadRun(tx, workflowId, runId)),
      jobs: failed.map((s) => jobOf(loaded.row, s.step_id)),
    };
  });
  await afterCommit(ctx, jobs);
  return run;
}

type Decision = { approve: true; contentHash: string } | { approve: false; comment: string };

/** A teammate decides an approval gate that waits for a teammate. */
export async function decideWorkflowStep(
  ctx: AppContext,
  caller: Caller,
  workflowId: string,
  runId: string,
  stepId: string,
  decision: Decision,
): Promise<WorkflowRun> {
  const { run, jobs } = await withTenant(ctx.db, caller, async (tx) => {
    const loaded = await openRun(tx, workflowId, runId);
    const step = loaded.row.graph.steps.find((s) => s.id === stepId);
    const state = loaded.steps.find((s) => s.step_id === stepId);
    const approval = state?.result?.approval;
    if (!step || !state) throw runNotFound();
    if (step.kind !== 'approval' || state.status !== 'waiting' || !approval)
      throw new AppError('conflict', WORKFLOW_RUN_MESSAGES.notWaitingForApproval);
    if (step.approver === 'client')
      throw new AppError('forbidden', WORKFLOW_RUN_MESSAGES.clientApproves);
    const jobs = await decide(tx, loaded.row, stepId, approval, caller, decision);
    return { run: presentRun(await loadRun(tx, workflowId, runId)), jobs };
  });
  await afterCommit(ctx, jobs);
  return run;
}

async function decide(
  tx: Tx,
  run: { id: string; org_id: string; started_by: string | null; client_id: string | null },
  stepId: string,
  approval: NonNullable<StepResult['approval']>,
  decider: { userId: string; name: string },
  decision: Decision,
): Promise<StepJob[]> {
  const [output] = await queryRows<{
    title: string;
    summary: string | null;
    content: Record<string, unknown>;
  }>(
    tx,
    sql`select title, summary, content from agent_outputs where id = ${approval.output_id}::uuid`,
  );
  const current = output ? outputContentHash(output) : null;
  if (decision.approve) {
    // Approving is approving what you read: the hash you read, and the output's now.
    if (decision.contentHash !== approval.content_hash || current !== approval.content_hash)
      throw new AppError('conflict', WORKFLOW_RUN_MESSAGES.contentChanged);
  }
  const decided = {
    ...approval,
    status: decision.approve ? ('approved' as const) : ('rejected' as const),
    decided_by_name: decider.name,
    decided_at: new Date().toISOString(),
    comment: decision.approve ? null : decision.comment,
  };
  await tx.execute(
    sql`update workflow_step_runs set status = ${decision.approve ? 'succeeded' : 'failed'},
          result = ${JSON.stringify({ approval: decided })}::jsonb, finished_at = now(),
          error = ${decision.approve ? null : `Changes requested by ${decider.name}: ${decision.comment}`}
        where run_id = ${run.id}::uuid and step_id = ${stepId}`,
  );
  if (decision.approve)
    await recordWebhookEvent(tx, run.org_id, 'approval.given', {
      kind: 'workflow_approval',
      run_id: run.id,
      step_id: stepId,
      output_id: approval.output_id,
      client_id: run.client_id,
      content_hash: approval.content_hash,
      approved_by: decider.userId,
      comment: null,
    });
  else
    await tx.execute(
      sql`update workflow_runs set error = ${`Changes requested by ${decider.name}: ${decision.comment}`}
          where id = ${run.id}::uuid`,
    );
  const jobs = decision.approve ? await advance(tx, run.id) : [];
  if (!decision.approve) await settleRunStatus(tx, run.id);
  await announceIfFinished(tx, {
    run_id: run.id,
    step_id: stepId,
    org_id: run.org_id,
    user_id: run.started_by ?? '',
  });
  return jobs;
}

/**
 * The client decided an output in the portal: every gate waiting for the client's approval of
 * that output, for the content they decided, is decided the same way. The workflows are the
 * agency's, which a portal user's own transaction does not see (decision 059): the decision,
 * already checked as theirs, moves the gates in the organization's transaction, recorded
 * under the client's name.
 */
export async function resumeAfterClientDecision(
  ctx: AppContext,
  scope: { orgId: string; userId: string; name: string },
  approval: {
    output_id: string;
    content_hash: string;
    decided_status: string;
    comment: string | null;
  },
): Promise<void> {
  const jobs = await withTenant(ctx.db, { orgId: scope.orgId }, async (tx) => {
    const gates = await queryRows<{ run_id: string; step_id: string; result: StepResult }>(
      tx,
      sql`select s.run_id, s.step_id, s.result from workflow_step_runs s
          join workflow_runs r on r.id = s.run_id
          where s.status = 'waiting' and r.finished_at is null
            and s.result->'approval'->>'approver' = 'client'
            and s.result->'approval'->>'output_id' = ${approval.output_id}
            and s.result->'approval'->>'content_hash' = ${approval.content_hash}`,
    );
    const jobs: StepJob[] = [];
    for (const gate of gates) {
      const loaded = await loadRunById(tx, gate.run_id);
      if (!loaded) continue;
      jobs.push(
        ...(await decide(
          tx,
          loaded.row,
          gate.step_id,
          gate.result.approval!,
          { userId: scope.userId, name: scope.name },
          approval.decided_status === 'approved'
            ? { approve: true, contentHash: approval.content_hash }
            : { approve: false, comment: approval.comment ?? 'Changes requested' },
        )),
      );
    }
    return jobs;
  });
  await afterCommit(ctx, jobs);
}
