import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { WorkflowRunSummary } from '@/shared/workflows';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { useAllWorkflowRuns, useWorkflowRuns } from '@/web/features/workflows/api/workflows';
import { RunsTable } from '@/web/features/workflows/components/runs-table';
import { workflowPaths } from '@/web/features/workflows/lib/paths';
import { WithWorkflow } from './with-workflow';

type RunsQuery = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: WorkflowRunSummary[] | undefined;
  refetch: () => unknown;
};

function Runs({
  runs,
  empty,
  showWorkflow = false,
}: {
  runs: RunsQuery;
  empty: { text: string; action: ReactNode };
  showWorkflow?: boolean;
}) {
  if (runs.isPending) return <LoadingState label="Loading runs..." />;
  if (runs.isError || !runs.data)
    return (
      <ErrorState
        message={runs.error?.message ?? 'The runs could not be loaded'}
        onRetry={() => void runs.refetch()}
      />
    );
  if (runs.data.length === 0)
    return (
      <EmptyState icon={History} title="No runs yet" action={empty.action}>
        {empty.text}
      </EmptyState>
    );
  return <RunsTable runs={runs.data} caption="Runs, newest first" showWorkflow={showWorkflow} />;
}

function WorkflowRuns({ workflowId }: { workflowId: string }) {
  return (
    <Runs
      runs={useWorkflowRuns(workflowId)}
      empty={{
        text: 'Every run of this workflow is listed here, newest first.',
        action: (
          <Button asChild variant="outline">
            <Link to={workflowPaths.run(workflowId)}>Go to the run page</Link>
          </Button>
        ),
      }}
    />
  );
}

/** /workflow/:workflowId/history: every run of the workflow, newest first. */
export default function WorkflowHistoryPage() {
  const { workflowId = '' } = useParams();
  return (
    <WithWorkflow id={workflowId} title="Run history">
      {(workflow) => (
        <div className="space-y-6">
          <PageHeader
            title={`Run history of ${workflow.name}`}
            back={{ to: workflowPaths.overview(workflow.id), label: workflow.name }}
          />
          <WorkflowRuns workflowId={workflow.id} />
        </div>
      )}
    </WithWorkflow>
  );
}

/** /workflow/history (seed 000 §2.1): the latest runs of every workflow, newest first. */
export function AllWorkflowsHistoryPage() {
  const runs = useAllWorkflowRuns();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Run history"
        description="The latest runs of every workflow, newest first."
        back={{ to: workflowPaths.list, label: 'Workflows' }}
      />
      <Runs
        runs={runs}
        showWorkflow
        empty={{
          text: 'Runs of your workflows are listed here, newest first.',
          action: (
            <Button asChild variant="outline">
              <Link to={workflowPaths.list}>Go to your workflows</Link>
            </Button>
          ),
        }}
      />
    </div>
  );
}
