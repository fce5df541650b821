import { Play, SearchX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import { WORKFLOW_RUN_MESSAGES, type Workflow, type WorkflowRun } from '@/shared/workflows';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import {
  isFinished,
  isNotFound,
  useCancelRun,
  useRetryRun,
  useStartRun,
  useWorkflowRun,
  useWorkflowRuns,
} from '@/web/features/workflows/api/workflows';
import { WorkflowCanvas } from '@/web/features/workflows/components/lazy-canvas';
import { RunSteps } from '@/web/features/workflows/components/run-steps';
import { workflowPaths } from '@/web/features/workflows/lib/paths';
import { RUN_STATUS, formatDuration } from '@/web/features/workflows/lib/steps';
import { WithWorkflow } from './with-workflow';

/** Starts a run: the button, or why it cannot be pressed. */
function StartRun({
  workflow,
  onStarted,
  label = 'Start a run',
}: {
  workflow: Workflow;
  onStarted: (run: WorkflowRun) => void;
  label?: string;
}) {
  const canWrite = usePermission('content:write');
  const start = useStartRun(workflow.id);
  if (!canWrite) return null;
  return (
    <div className="space-y-2">
      <Button
        onClick={() => start.mutate(undefined, { onSuccess: onStarted })}
        loading={start.isPending}
        disabled={!workflow.runnable || start.isPending}
        aria-describedby={workflow.runnable ? undefined : 'run-blocked'}
      >
        <Play aria-hidden="true" /> {label}
      </Button>
      {!workflow.runnable && (
        <p id="run-blocked" className="text-sm text-muted-foreground">
          {WORKFLOW_RUN_MESSAGES.notRunnable}{' '}
          <Link className="underline underline-offset-4" to={workflowPaths.overview(workflow.id)}>
            See the issues
          </Link>
        </p>
      )}
      {start.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {start.error.message}
        </p>
      )}
    </div>
  );
}

function RunView({
  workflow,
  runId,
  onStarted,
}: {
  workflow: Workflow;
  runId: string;
  onStarted: (run: WorkflowRun) => void;
}) {
  const canWrite = usePermission('content:write');
  const run = useWorkflowRun(workflow.id, runId);
  const cancel = useCancelRun(workflow.id);
  const retry = useRetryRun(workflow.id);

  if (run.isPending) return <LoadingState label="Loading the run..." />;
  if (run.isError)
    return isNotFound(run.error) ? (
      <EmptyState
        icon={SearchX}
        title="Run not found"
        action={
          <Button asChild variant="outline">
            <Link to={workflowPaths.history(workflow.id)}>All runs</Link>
          </Button>
        }
      >
        It does not exist, or it is not one you can see.
      </EmptyState>
    ) : (
      <ErrorState message={run.error.message} onRetry={() => void run.refetch()} />
    );

  const data = run.data;
  const finished = isFinished(data);
  const status = RUN_STATUS[data.status];
  const statuses = Object.fromEntries(data.steps.map((s) => [s.step_id, s.status]));
  const error = cancel.error ?? retry.error;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">Run status:</span>
            <Badge variant={status.variant}>{status.label}</Badge>
            <span className="text-muted-foreground">
              {data.steps_done}/{data.step_count} steps done
            </span>
          </p>
          <p className="text-sm text-muted-foreground">
            Started {formatRelativeTime(data.created_at)}
            {data.started_by_name && ` by ${data.started_by_name}`} ·{' '}
            {finished ? 'took' : 'running for'} {formatDuration(data.created_at, data.finished_at)}
          </p>
          {data.error && <p className="text-sm text-destructive">{data.error}</p>}
        </div>
        {canWrite && (
          <div className="flex flex-wrap gap-2">
            {!finished && (
              <Button
                variant="outline"
                loading={cancel.isPending}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(data.id)}
              >
                Cancel run
              </Button>
            )}
            {data.status === 'failed' && (
              <Button
                loading={retry.isPending}
                disabled={retry.isPending}
                onClick={() => retry.mutate(data.id)}
              >
                Retry from the failed step
              </Button>
            )}
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
        <WorkflowCanvas
          label="Steps of the run on the canvas"
          graph={data.graph}
          statuses={statuses}
        />
        <RunSteps run={data} canWrite={canWrite} />
      </div>
      {finished && workflow.runnable && (
        <StartRun workflow={workflow} onStarted={onStarted} label="Run again" />
      )}
    </div>
  );
}

function RunPage({ workflow }: { workflow: Workflow }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('run');
  // Without ?run=, the workflow's active run, if there is one.
  const runs = useWorkflowRuns(workflow.id);
  const active = requested ? null : runs.data?.find((run) => !isFinished(run));
  const runId = requested ?? active?.id ?? null;
  const show = (run: WorkflowRun) => setParams({ run: run.id });

  return (
    <div className="space-y-6">
      <PageHeader
        title={`Run ${workflow.name}`}
        description="Each step's state, live. Approval gates wait here for a teammate, or in the portal for the client."
        back={{ to: workflowPaths.overview(workflow.id), label: workflow.name }}
        actions={
          <Button asChild variant="outline">
            <Link to={workflowPaths.history(workflow.id)}>History</Link>
          </Button>
        }
      />
      {runId ? (
        <RunView workflow={workflow} runId={runId} onStarted={show} />
      ) : runs.isPending ? (
        <LoadingState label="Looking for an active run..." />
      ) : (
        <div className="space-y-4">
          {runs.isError && (
            <p role="alert" className="text-sm text-destructive">
              The runs could not be read: {runs.error.message}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            This workflow is not running. A run follows the workflow as it is now: editing it later
            does not change the run.
          </p>
          <StartRun workflow={workflow} onStarted={show} />
          <WorkflowCanvas label="Workflow steps (read only)" graph={workflow.graph} />
        </div>
      )}
    </div>
  );
}

/** /workflow/:workflowId/run: starts a run, or follows one (?run={id}) live. */
export default function WorkflowRunPage() {
  const { workflowId = '' } = useParams();
  return (
    <WithWorkflow id={workflowId} title="Run workflow">
      {(workflow) => <RunPage workflow={workflow} />}
    </WithWorkflow>
  );
}
