import { History, LayoutTemplate, Plus, Workflow as WorkflowIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import type { WorkflowSummary } from '@/shared/workflows';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { ConfirmDialog } from '@/web/features/team/components/confirm-dialog';
import { useDeleteWorkflow, useWorkflows } from '@/web/features/workflows/api/workflows';
import { workflowPaths } from '@/web/features/workflows/lib/paths';
import { useWorkflowClients } from './use-client-names';

/** /workflow: the organization's workflows; the way to templates and the builder. */
export default function WorkflowsPage() {
  const workflows = useWorkflows();
  const canWrite = usePermission('content:write');
  const clients = useWorkflowClients();
  const remove = useDeleteWorkflow();
  const [deleting, setDeleting] = useState<WorkflowSummary | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Workflows"
        description="Steps that run one after another: agent tools, approvals, waits, notifications and publishing."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={workflowPaths.allHistory}>
                <History aria-hidden="true" /> Run history
              </Link>
            </Button>
            {canWrite && (
              <>
                <Button asChild variant="outline">
                  <Link to={workflowPaths.templates}>
                    <LayoutTemplate aria-hidden="true" /> Templates
                  </Link>
                </Button>
                <Button asChild>
                  <Link to={workflowPaths.builder}>
                    <Plus aria-hidden="true" /> New workflow
                  </Link>
                </Button>
              </>
            )}
          </>
        }
      />
      {remove.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {remove.error.message}
        </p>
      )}
      {workflows.isPending ? (
        <LoadingState label="Loading workflows..." />
      ) : workflows.isError ? (
        <ErrorState message={workflows.error.message} onRetry={() => void workflows.refetch()} />
      ) : workflows.data.length === 0 ? (
        <EmptyState
          icon={WorkflowIcon}
          title="No workflows yet"
          action={
            canWrite && (
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link to={workflowPaths.templates}>Start from a template</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={workflowPaths.builder}>Build from nothing</Link>
                </Button>
              </div>
            )
          }
        >
          A workflow runs agent tools in order, waits for approvals and publishes what they produce.
        </EmptyState>
      ) : (
        <Table caption="Workflows">
          <thead>
            <tr>
              <Th>Name</Th>
              {clients.isAgency && <Th>Client</Th>}
              <Th className="text-right">Steps</Th>
              <Th>State</Th>
              <Th>Updated</Th>
              {canWrite && (
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              )}
            </tr>
          </thead>
          <tbody>
            {workflows.data.map((workflow) => (
              <tr key={workflow.id}>
                <Td>
                  <Link
                    className="font-medium underline-offset-4 hover:underline"
                    to={workflowPaths.overview(workflow.id)}
                  >
                    {workflow.name}
                  </Link>
                </Td>
                {clients.isAgency && <Td>{clients.nameOf(workflow.client_id) ?? '—'}</Td>}
                <Td className="text-right tabular-nums">{workflow.step_count}</Td>
                <Td>
                  {workflow.runnable ? (
                    <Badge variant="success">Runnable</Badge>
                  ) : (
                    <Badge variant="warning">Needs fixing</Badge>
                  )}
                </Td>
                <Td>
                  <time dateTime={workflow.updated_at}>
                    {formatRelativeTime(workflow.updated_at)}
                  </time>
                </Td>
                {canWrite && (
                  <Td className="whitespace-nowrap text-right">
                    <Button asChild variant="ghost" size="sm">
                      <Link
                        to={workflowPaths.edit(workflow.id)}
                        aria-label={`Edit ${workflow.name}`}
                      >
                        Edit
                      </Link>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${workflow.name}`}
                      onClick={() => setDeleting(workflow)}
                    >
                      Delete
                    </Button>
                  </Td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this workflow?"
        description={`“${deleting?.name ?? ''}” and all its runs are deleted. This cannot be undone.`}
        confirmLabel="Delete workflow"
        pending={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      />
    </div>
  );
}
