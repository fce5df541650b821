/**
 * The workflow's graph drawn with React Flow: steps are nodes, connections are edges (a
 * condition's labelled yes and no). Editable in the builder, read-only on the overview and
 * the run page, where each step shows its state. Loaded lazily (./lazy-canvas): React Flow
 * stays out of every other page's JavaScript.
 */
import {
  Background,
  Controls,
  type Edge,
  Handle,
  MarkerType,
  type Node,
  type NodeChange,
  type EdgeChange,
  type NodeProps,
  Position,
  ReactFlow,
  ReactFlowProvider,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import {
  WORKFLOW_STEP_LABELS,
  type WorkflowGraph,
  type WorkflowIssue,
  type WorkflowStep,
  type WorkflowStepStatus,
} from '@/shared/workflows';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';
import { STEP_LOOK, STEP_STATUS, connect, edgeKey, removeStep } from '../lib/steps';

export type WorkflowCanvasProps = {
  graph: WorkflowGraph;
  issues?: WorkflowIssue[];
  /** A run's state of each step (the run page). */
  statuses?: Record<string, WorkflowStepStatus>;
  selectedId?: string | null;
  /** Without it the canvas is read-only. */
  onGraphChange?: (graph: WorkflowGraph) => void;
  onSelect?: (stepId: string | null) => void;
  /** Names the canvas for assistive technology. */
  label: string;
};

type StepData = {
  step: WorkflowStep;
  issue: string | undefined;
  status: WorkflowStepStatus | undefined;
};
type StepNode = Node<StepData, 'step'>;

function StepNodeView({ data, selected }: NodeProps<StepNode>) {
  const { step, issue, status } = data;
  const look = STEP_LOOK[step.kind];
  const Icon = look.icon;
  return (
    <div
      className={cn(
        'w-56 rounded-lg border border-l-4 bg-card px-3 py-2 text-left shadow-sm',
        look.className,
        selected && 'ring-2 ring-ring',
        issue && 'border-destructive',
      )}
    >
      {step.kind !== 'trigger' && <Handle type="target" position={Position.Top} />}
      <div className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide">
        <Icon className="size-3.5" aria-hidden="true" />
        {WORKFLOW_STEP_LABELS[step.kind]}
      </div>
      <div className="mt-0.5 truncate text-sm font-medium text-foreground">{step.label}</div>
      {(status || issue) && (
        <div className="mt-1 flex flex-wrap gap-1">
          {status && (
            <Badge variant={STEP_STATUS[status].variant}>{STEP_STATUS[status].label}</Badge>
          )}
          {issue && (
            <Badge variant="destructive" title={issue} className="max-w-full truncate">
              {issue}
            </Badge>
          )}
        </div>
      )}
      {step.kind === 'condition' ? (
        <>
          <Handle type="source" id="yes" position={Position.Bottom} style={{ left: '30%' }} />
          <Handle type="source" id="no" position={Position.Bottom} style={{ left: '70%' }} />
        </>
      ) : (
        <Handle type="source" position={Position.Bottom} />
      )}
    </div>
  );
}

const nodeTypes = { step: StepNodeView };

export default function WorkflowCanvas(props: WorkflowCanvasProps) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

function Canvas({
  graph,
  issues = [],
  statuses,
  selectedId,
  onGraphChange,
  onSelect,
  label,
}: WorkflowCanvasProps) {
  const editable = Boolean(onGraphChange);
  const nodes = useMemo<StepNode[]>(
    () =>
      graph.steps.map((step) => ({
        id: step.id,
        type: 'step',
        position: step.position,
        selected: step.id === selectedId,
        deletable: editable,
        ariaLabel: `${WORKFLOW_STEP_LABELS[step.kind]}: ${step.label}`,
        data: {
          step,
          issue: issues.find((i) => i.step === step.id)?.message,
          status: statuses?.[step.id],
        },
      })),
    [graph.steps, selectedId, editable, issues, statuses],
  );
  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((edge) => ({
        id: edgeKey(edge),
        source: edge.from,
        target: edge.to,
        sourceHandle: edge.branch ?? null,
        label: edge.branch,
        deletable: editable,
        markerEnd: { type: MarkerType.ArrowClosed },
      })),
    [graph.edges, editable],
  );

  const onNodesChange = (changes: NodeChange<StepNode>[]) => {
    if (!onGraphChange) return;
    let next = graph;
    for (const change of changes) {
      if (change.type === 'position' && change.position) {
        const position = change.position;
        next = {
          ...next,
          steps: next.steps.map((s) => (s.id === change.id ? { ...s, position } : s)),
        };
      } else if (change.type === 'remove') {
        next = removeStep(next, change.id);
        if (change.id === selectedId) onSelect?.(null);
      } else if (change.type === 'select' && change.selected) {
        onSelect?.(change.id);
      }
    }
    if (next !== graph) onGraphChange(next);
  };

  const onEdgesChange = (changes: EdgeChange[]) => {
    if (!onGraphChange) return;
    const removed = new Set(changes.filter((c) => c.type === 'remove').map((c) => c.id));
    if (removed.size)
      onGraphChange({ ...graph, edges: graph.edges.filter((e) => !removed.has(edgeKey(e))) });
  };

  return (
    <div
      role="group"
      aria-label={label}
      className="h-[28rem] w-full overflow-hidden rounded-xl border bg-muted/30 sm:h-[34rem]"
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={(c) =>
          onGraphChange?.(
            connect(graph, {
              from: c.source,
              to: c.target,
              ...(c.sourceHandle === 'yes' || c.sourceHandle === 'no'
                ? { branch: c.sourceHandle }
                : {}),
            }),
          )
        }
        onNodeClick={(_, node) => onSelect?.(node.id)}
        onPaneClick={() => onSelect?.(null)}
        nodesDraggable={editable}
        nodesConnectable={editable}
        elementsSelectable
        deleteKeyCode={editable ? ['Delete', 'Backspace'] : null}
        fitView
        fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
        minZoom={0.3}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
