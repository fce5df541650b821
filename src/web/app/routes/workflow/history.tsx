import { History } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { useWorkflowRuns } from '@/web/features/workflows/api/workflows';
import { RunsTable } from '@/web/features/workflows/components/runs-table';
import { workflowPaths } from '@/web/features/workflows/lib/paths';
import { WithWorkflow } from './with-workflow';

function Runs({ workflowId }: { workflowId: string }) {
  const runs = useWorkflowRuns(workflowId);
  if (runs.isPending) return <LoadingState label="Loading runs..." />;
  if (runs.isError)
    return <ErrorState message={runs.error.message} onRetry={() => void runs.refetch()} />;
  if (runs.data.length === 0)
    return (
      <EmptyState
        icon={History}
        title="No runs yet"
        action={
          <Button asChild variant="outline">
            <Link to={workflowPaths.run(workflowId)}>Go to the run page</Link>
          </Button>
        }
      >
        Every run of this workflow is listed here, newest first.
      </EmptyState>
    );
  return <RunsTable runs={runs.data} caption="Runs, newest first" />;
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
          <Runs workflowId={workflow.id} />
        </div>
      )}
    </WithWorkflow>
  );
}
