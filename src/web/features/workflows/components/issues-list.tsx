import { CircleAlert, CircleCheck } from 'lucide-react';
import type { WorkflowGraph, WorkflowIssue } from '@/shared/workflows';

/** What stops the workflow from running, each issue with the step it is about. */
export function IssuesList({
  issues,
  graph,
  title = 'What stops it from running',
}: {
  issues: readonly WorkflowIssue[];
  graph: WorkflowGraph;
  title?: string;
}) {
  if (issues.length === 0)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-success">
        <CircleCheck className="size-4" aria-hidden="true" />
        Ready to run: no issues.
      </p>
    );
  const label = (id: string | null) => graph.steps.find((s) => s.id === id)?.label;
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-destructive">
        <CircleAlert className="size-4" aria-hidden="true" />
        {title} ({issues.length})
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {issues.map((issue, i) => (
          <li key={`${issue.step ?? ''}-${i}`}>
            {label(issue.step) && <span className="font-medium">{label(issue.step)}: </span>}
            {issue.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
