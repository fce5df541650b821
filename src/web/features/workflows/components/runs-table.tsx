import { Link } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import type { WorkflowRunSummary } from '@/shared/workflows';
import { Badge } from '@/web/components/ui/badge';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { workflowPaths } from '../lib/paths';
import { RUN_STATUS, formatDuration } from '../lib/steps';

/**
 * Runs, newest first: status, who started each, when, how long, and steps done; with the
 * workflow of each when they are several workflows' runs.
 */
export function RunsTable({
  runs,
  caption,
  showWorkflow = false,
}: {
  runs: readonly WorkflowRunSummary[];
  caption: string;
  showWorkflow?: boolean;
}) {
  return (
    <Table caption={caption} cards>
      <thead>
        <tr>
          <Th>Started</Th>
          {showWorkflow && <Th>Workflow</Th>}
          <Th>Status</Th>
          <Th>By</Th>
          <Th>Duration</Th>
          <Th className="text-right">Steps done</Th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id}>
            <Td>
              <Link
                className="font-medium underline-offset-4 hover:underline"
                to={workflowPaths.run(run.workflow_id, run.id)}
              >
                <time dateTime={run.created_at}>{formatRelativeTime(run.created_at)}</time>
              </Link>
            </Td>
            {showWorkflow && (
              <Td label="Workflow">
                <Link
                  className="underline-offset-4 hover:underline"
                  to={workflowPaths.overview(run.workflow_id)}
                >
                  {run.workflow_name}
                </Link>
              </Td>
            )}
            <Td label="Status">
              <Badge variant={RUN_STATUS[run.status].variant}>{RUN_STATUS[run.status].label}</Badge>
            </Td>
            <Td label="By">{run.started_by_name ?? 'Automation'}</Td>
            <Td label="Duration">{formatDuration(run.created_at, run.finished_at)}</Td>
            <Td label="Steps done" className="text-right tabular-nums">
              {run.steps_done}/{run.step_count}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
