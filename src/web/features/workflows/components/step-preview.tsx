import { WORKFLOW_STEP_LABELS, topologicalOrder, type WorkflowGraph } from '@/shared/workflows';
import { STEP_LOOK } from '../lib/steps';

/** A graph's steps in the order they run, as a short list (a template's preview). */
export function StepPreview({ graph, label }: { graph: WorkflowGraph; label: string }) {
  const order = topologicalOrder(graph) ?? graph.steps.map((s) => s.id);
  const byId = new Map(graph.steps.map((s) => [s.id, s]));
  return (
    <ol aria-label={label} className="space-y-1.5">
      {order.map((id, index) => {
        const step = byId.get(id);
        if (!step) return null;
        const Icon = STEP_LOOK[step.kind].icon;
        return (
          <li key={id} className="flex items-center gap-2 text-sm">
            <span className="w-4 text-right text-xs tabular-nums text-muted-foreground">
              {index + 1}
            </span>
            <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="font-medium">{step.label}</span>
            <span className="sr-only">({WORKFLOW_STEP_LABELS[step.kind]})</span>
          </li>
        );
      })}
    </ol>
  );
}
