import { History, Pencil, Play } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { Workflow } from '@/shared/workflows';
import { WORKFLOW_RUN_MESSAGES } from '@/shared/workflows';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { useWorkflowRuns } from '@/web/features/workflows/api/workflows';
import { IssuesList } from '@/web/features/workflows/components/issues-list';
import { WorkflowCanvas } from '@/web/features/workflows/components/lazy-canvas';
import { RunsTable } from '@/web/features/workflows/components/runs-table';
import { workflowPaths } from '@/web/features/workflows/lib/paths';
import { WithWorkflow } from './with-workflow';
import { useWorkflowClients } from './use-client-names';

const LATEST_RUNS = 5;

function LatestRuns({ workflowId }: { workflowId: string }) {
  const runs = useWorkflowRuns(workflowId);
  if (runs.isPending) return <LoadingState label="Loading runs..." />;
  if (runs.isError)
    return <ErrorState message={runs.error.message} onRetry={() => void runs.refetch()} />;
  if (runs.data.length === 0)
    return <p className="text-sm text-muted-foreground">It has not run yet.</p>;
  return <RunsTable runs={runs.data.slice(0, LATEST_RUNS)} caption="Latest runs" />;
}

function Overview({ workflow }: { workflow: Workflow }) {
  const canWrite = usePermission('content:write');
  const clients = useWorkflowClients();
  const client = clients.nameOf(workflow.client_id);
  return (
    <div className="space-y-6">
      <PageHeader
        title={workflow.name}
        description={
          workflow.description ??
          `${workflow.step_count} step${workflow.step_count === 1 ? '' : 's'}${client ? `, for ${client}` : ''}.`
        }
        back={{ to: workflowPaths.list, label: 'Workflows' }}
        actions={
          <>
            {canWrite && (
              <Button asChild variant="outline">
                <Link to={workflowPaths.edit(workflow.id)}>
                  <Pencil aria-hidden="true" /> Edit
                </Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to={workflowPaths.history(workflow.id)}>
                <History aria-hidden="true" /> History
              </Link>
            </Button>
            {canWrite &&
              (workflow.runnable ? (
                <Button asChild>
                  <Link to={workflowPaths.run(workflow.id)}>
                    <Play aria-hidden="true" /> Run
                  </Link>
                </Button>
              ) : (
                <Button disabled aria-describedby="run-blocked">
                  <Play aria-hidden="true" /> Run
                </Button>
              ))}
          </>
        }
      />
      {canWrite && !workflow.runnable && (
        <p id="run-blocked" className="text-sm text-muted-foreground">
          {WORKFLOW_RUN_MESSAGES.notRunnable}
        </p>
      )}
      <WorkflowCanvas
        label="Workflow steps (read only)"
        graph={workflow.graph}
        issues={workflow.issues}
      />
      <IssuesList issues={workflow.issues} graph={workflow.graph} />
      <section className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Latest runs</h2>
          <Link
            className="text-sm underline-offset-4 hover:underline"
            to={workflowPaths.history(workflow.id)}
          >
            All runs
          </Link>
        </div>
        <LatestRuns workflowId={workflow.id} />
      </section>
    </div>
  );
}

/** /workflow/:workflowId: the workflow's graph, what stops it, and its latest runs. */
export default function WorkflowOverviewPage() {
  const { workflowId = '' } = useParams();
  return (
    <WithWorkflow id={workflowId} title="Workflow">
      {(workflow) => <Overview workflow={workflow} />}
    </WithWorkflow>
  );
}
