/**
 * Runs as stored: reading a run with its steps as the API answers it, and moving a run on
 * after a step ends (`advance`), in the transaction that ends the step.
 *
 * A step becomes `queued` once every step leading to it has ended and at least one of them
 * leads to it (a condition leads only along the branch it took); a step none of whose
 * incoming steps leads to it is `skipped`, and so on down the graph. A run succeeds when no
 * step is left open.
 */
import { sql } from 'drizzle-orm';
import {
  WORKFLOW_RUN_MESSAGES,
  type WorkflowApprovalState,
  type WorkflowGraph,
  type WorkflowRun,
  type WorkflowRunStatus,
  type WorkflowRunSummary,
  type WorkflowStepRun,
  type WorkflowStepStatus,
} from '@/shared/workflows';
import { queryRows, type Tx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { StepJob } from './queue';
import { isUuid } from '../../../lib/uuid';

/** What a step keeps of what it did (workflow_step_runs.result). */
export type StepResult = {
  agent_run_id?: string;
  session_id?: string;
  branch?: 'yes' | 'no';
  approval?: WorkflowApprovalState;
  detail?: string;
};

/** As stored: `queued` (its job is sent) reads `pending` in the API. */
export type StoredStepStatus = WorkflowStepStatus | 'queued';

type StepRow = {
  run_id: string;
  step_id: string;
  status: StoredStepStatus;
  attempts: number;
  output_id: string | null;
  output_title: string | null;
  result: StepResult | null;
  error: string | null;
  wait_until: string | null;
  started_at: string | null;
  finished_at: string | null;
};

type RunRow = Omit<WorkflowRunSummary, 'steps_done' | 'step_count'> & {
  org_id: string;
  started_by: string | null;
  graph: WorkflowGraph;
};

export const runNotFound = () => new AppError('not_found', WORKFLOW_RUN_MESSAGES.runNotFound);

const iso = (column: string, as = column.split('.').at(-1)!) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${as}`;

const runColumns = sql.raw(
  [
    'r.id',
    'r.org_id',
    'r.workflow_id',
    'w.name as workflow_name',
    'r.client_id',
    'r.status',
    'r.error',
    'r.started_by',
    'u.name as started_by_name',
    'r.graph',
    iso('r.created_at'),
    iso('r.finished_at'),
  ].join(', '),
);
const runFrom = sql`from workflow_runs r join workflows w on w.id = r.workflow_id
  left join users u on u.id = r.started_by`;

const stepColumns = sql.raw(
  [
    's.run_id',
    's.step_id',
    's.status',
    's.attempts',
    's.output_id',
    'o.title as output_title',
    's.result',
    's.error',
    iso('s.wait_until'),
    iso('s.started_at'),
    iso('s.finished_at'),
  ].join(', '),
);

const DONE: readonly StoredStepStatus[] = ['succeeded', 'skipped'];

function summarize(run: RunRow, steps: StepRow[]): WorkflowRunSummary {
  const { org_id: _org, started_by: _by, graph, ...rest } = run;
  return {
    ...rest,
    steps_done: steps.filter((s) => DONE.includes(s.status)).length,
    step_count: graph.steps.length,
  };
}

function presentStep(row: StepRow): WorkflowStepRun {
  const result = row.result ?? {};
  return {
    step_id: row.step_id,
    status: row.status === 'queued' ? 'pending' : row.status,
    attempts: row.attempts,
    output_id: row.output_id,
    output_title: row.output_title,
    wait_until: row.wait_until,
    branch: result.branch ?? null,
    approval: result.approval ?? null,
    detail: result.detail ?? null,
    error: row.error,
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}

async function stepRows(tx: Tx, runIds: string[]): Promise<StepRow[]> {
  if (!runIds.length) return [];
  return queryRows<StepRow>(
    tx,
    sql`select ${stepColumns} from workflow_step_runs s
        left join agent_outputs o on o.id = s.output_id
        where s.run_id in (${sql.join(
          runIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
}

export type LoadedRun = { row: RunRow; steps: StepRow[] };

/** A run of the workflow (in the caller's reach: RLS and the client scope), or 404. */
export async function loadRun(tx: Tx, workflowId: string, runId: string): Promise<LoadedRun> {
  if (!isUuid(runId) || !isUuid(workflowId)) throw runNotFound();
  const [row] = await queryRows<RunRow>(
    tx,
    sql`select ${runColumns} ${runFrom} where r.id = ${runId}::uuid and r.workflow_id = ${workflowId}::uuid`,
  );
  if (!row) throw runNotFound();
  return { row, steps: await stepRows(tx, [row.id]) };
}

/** The same, by run id alone (the runner's side). */
export async function loadRunById(tx: Tx, runId: string): Promise<LoadedRun | null> {
  const [row] = await queryRows<RunRow>(
    tx,
    sql`select ${runColumns} ${runFrom} where r.id = ${runId}::uuid`,
  );
  return row ? { row, steps: await stepRows(tx, [row.id]) } : null;
}

export function presentRun({ row, steps }: LoadedRun): WorkflowRun {
  const order = new Map(row.graph.steps.map((s, i) => [s.id, i]));
  return {
    ...summarize(row, steps),
    graph: row.graph,
    steps: [...steps]
      .sort((a, b) => (order.get(a.step_id) ?? 0) - (order.get(b.step_id) ?? 0))
      .map(presentStep),
  };
}

/** The runs of one workflow, or of all the organization's (those the caller may see: RLS). */
export async function listRunSummaries(
  tx: Tx,
  of: { workflowId: string } | { orgId: string },
  limit = 50,
): Promise<WorkflowRunSummary[]> {
  const where =
    'workflowId' in of
      ? sql`r.workflow_id = ${of.workflowId}::uuid`
      : sql`r.org_id = ${of.orgId}::uuid`;
  const rows = await queryRows<RunRow>(
    tx,
    sql`select ${runColumns} ${runFrom} where ${where}
        order by r.created_at desc, r.id limit ${limit}`,
  );
  const steps = await stepRows(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    summarize(
      r,
      steps.filter((s) => s.run_id === r.id),
    ),
  );
}

export const jobOf = (
  run: { id: string; org_id: string; started_by: string | null },
  stepId: string,
): StepJob => ({
  run_id: run.id,
  step_id: stepId,
  org_id: run.org_id,
  user_id: run.started_by ?? '',
});

/** Sets the run's status from its steps; the answer says whether it just finished. */
export async function settleRunStatus(tx: Tx, runId: string): Promise<WorkflowRunStatus> {
  const [row] = await queryRows<{ status: WorkflowRunStatus }>(
    tx,
    sql`update workflow_runs r set
          status = case
            when r.status in ('failed', 'cancelled') then r.status
            when exists (select 1 from workflow_step_runs s where s.run_id = r.id and s.status = 'failed') then 'failed'
            when exists (select 1 from workflow_step_runs s where s.run_id = r.id and s.status in ('queued', 'running')) then 'running'
            when exists (select 1 from workflow_step_runs s where s.run_id = r.id and s.status = 'waiting') then 'waiting'
            when exists (select 1 from workflow_step_runs s where s.run_id = r.id and s.status = 'pending') then 'running'
            else 'succeeded' end,
          finished_at = case
            when r.finished_at is not null then r.finished_at
            when not exists (select 1 from workflow_step_runs s where s.run_id = r.id
              and s.status in ('pending', 'queued', 'running', 'waiting')) then now()
            else null end
        where r.id = ${runId}::uuid
        returning r.status`,
  );
  return row!.status;
}

/**
 * After a step ended: queues the steps it opens, skips the ones it closes (and what only they
 * lead to), and settles the run. Returns the jobs to send once the transaction commits.
 */
export async function advance(tx: Tx, runId: string): Promise<StepJob[]> {
  const loaded = await loadRunById(tx, runId);
  if (!loaded) return [];
  const { row, steps } = loaded;
  const status = new Map(steps.map((s) => [s.step_id, s]));
  const queued: string[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (const step of row.graph.steps) {
      const current = status.get(step.id);
      if (!current || current.status !== 'pending') continue;
      const incoming = row.graph.edges.filter((e) => e.to === step.id);
      const ended = incoming.every((e) => DONE.includes(status.get(e.from)?.status ?? 'pending'));
      if (!ended) continue;
      const leads = incoming.some((e) => {
        const from = status.get(e.from)!;
        if (from.status !== 'succeeded') return false;
        return !e.branch || from.result?.branch === e.branch;
      });
      current.status = leads ? 'queued' : 'skipped';
      if (leads) queued.push(step.id);
      await tx.execute(
        sql`update workflow_step_runs set status = ${current.status},
              finished_at = ${leads ? null : sql`now()`}
            where run_id = ${runId}::uuid and step_id = ${step.id} and status = 'pending'`,
      );
      changed = true;
    }
  }
  await settleRunStatus(tx, runId);
  return queued.map((stepId) => jobOf(row, stepId));
}
