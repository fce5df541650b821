import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Workflow } from '@/shared/workflows';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { isNotFound, useWorkflow } from '@/web/features/workflows/api/workflows';
import { workflowPaths } from '@/web/features/workflows/lib/paths';

/**
 * The frame of the pages about one workflow: loads it, and shows the loading, not-found and
 * error states; the page itself renders once the workflow is here.
 */
export function WithWorkflow({
  id,
  title,
  children,
}: {
  id: string;
  /** The document title while the workflow loads or cannot be shown. */
  title: string;
  children: (workflow: Workflow) => ReactNode;
}) {
  const workflow = useWorkflow(id);
  if (workflow.data) return children(workflow.data);
  return (
    <div className="space-y-6">
      <PageHeader title={title} back={{ to: workflowPaths.list, label: 'Workflows' }} />
      {workflow.isPending ? (
        <LoadingState label="Loading the workflow..." />
      ) : isNotFound(workflow.error) ? (
        <EmptyState
          icon={SearchX}
          title="Workflow not found"
          action={
            <Button asChild variant="outline">
              <Link to={workflowPaths.list}>All workflows</Link>
            </Button>
          }
        >
          It does not exist, or it is not one you can see.
        </EmptyState>
      ) : (
        <ErrorState message={workflow.error.message} onRetry={() => void workflow.refetch()} />
      )}
    </div>
  );
}
