/** How each step kind looks, what a new one holds, and the graph edits the editor makes. */
import {
  Bell,
  Bot,
  GitBranch,
  Hourglass,
  type LucideIcon,
  Play,
  Send,
  ShieldCheck,
} from 'lucide-react';
import type {
  WorkflowEdge,
  WorkflowGraph,
  WorkflowRunStatus,
  WorkflowStep,
  WorkflowStepKind,
  WorkflowStepStatus,
} from '@/shared/workflows';

export const STEP_LOOK: Record<WorkflowStepKind, { icon: LucideIcon; className: string }> = {
  trigger: { icon: Play, className: 'border-l-emerald-500 text-emerald-700 dark:text-emerald-400' },
  agent: { icon: Bot, className: 'border-l-sky-500 text-sky-700 dark:text-sky-400' },
  condition: {
    icon: GitBranch,
    className: 'border-l-amber-500 text-amber-700 dark:text-amber-400',
  },
  wait: { icon: Hourglass, className: 'border-l-slate-500 text-slate-700 dark:text-slate-300' },
  approval: {
    icon: ShieldCheck,
    className: 'border-l-violet-500 text-violet-700 dark:text-violet-400',
  },
  notification: { icon: Bell, className: 'border-l-pink-500 text-pink-700 dark:text-pink-400' },
  publish: { icon: Send, className: 'border-l-teal-500 text-teal-700 dark:text-teal-400' },
};

type BadgeVariant = 'default' | 'secondary' | 'success' | 'warning' | 'destructive' | 'outline';

export const STEP_STATUS: Record<WorkflowStepStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'outline' },
  running: { label: 'Running', variant: 'default' },
  waiting: { label: 'Waiting', variant: 'warning' },
  succeeded: { label: 'Succeeded', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  skipped: { label: 'Skipped', variant: 'secondary' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
};

export const RUN_STATUS: Record<WorkflowRunStatus, { label: string; variant: BadgeVariant }> = {
  queued: { label: 'Queued', variant: 'outline' },
  running: { label: 'Running', variant: 'default' },
  waiting: { label: 'Waiting', variant: 'warning' },
  succeeded: { label: 'Succeeded', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
};

/** The first free id made of the kind and a number: agent_1, agent_2… */
export function freeStepId(graph: WorkflowGraph, kind: WorkflowStepKind): string {
  const taken = new Set(graph.steps.map((s) => s.id));
  for (let n = 1; ; n++) if (!taken.has(`${kind}_${n}`)) return `${kind}_${n}`;
}

/** The agent step a new approval or publish step points at: the last one drawn, if any. */
const lastAgentId = (graph: WorkflowGraph) =>
  graph.steps.findLast((s) => s.kind === 'agent')?.id ?? 'step';

/** A new step of a kind, placed below the others, with fields the form can then change. */
export function newStep(
  graph: WorkflowGraph,
  kind: WorkflowStepKind,
  firstTool: { agent_type: string; tool_id: string } | undefined,
): WorkflowStep {
  const id = freeStepId(graph, kind);
  const lowest = Math.max(-120, ...graph.steps.map((s) => s.position.y));
  const base = { id, position: { x: 0, y: lowest + 120 } };
  switch (kind) {
    case 'trigger':
      return { ...base, kind, label: 'Run by hand', trigger: { type: 'manual' } };
    case 'agent':
      return {
        ...base,
        kind,
        label: 'Agent tool',
        agent_type: firstTool?.agent_type ?? '',
        tool_id: firstTool?.tool_id ?? '',
        message: '',
      };
    case 'condition':
      return {
        ...base,
        kind,
        label: 'Check a metric',
        metric: 'ctr',
        comparison: 'above',
        value: 0,
      };
    case 'wait':
      return { ...base, kind, label: 'Wait', amount: 1, unit: 'days' };
    case 'approval':
      return {
        ...base,
        kind,
        label: 'Approval',
        approver: 'teammate',
        reviews: lastAgentId(graph),
      };
    case 'notification':
      return { ...base, kind, label: 'Notify', to: 'owner', subject: 'Workflow update', body: '' };
    case 'publish':
      return { ...base, kind, label: 'Publish', target: 'calendar', source: lastAgentId(graph) };
  }
}

export const edgeKey = (edge: WorkflowEdge) => `${edge.from}->${edge.to}:${edge.branch ?? ''}`;

/** The graph without a step and its connections. */
export function removeStep(graph: WorkflowGraph, stepId: string): WorkflowGraph {
  return {
    steps: graph.steps.filter((s) => s.id !== stepId),
    edges: graph.edges.filter((e) => e.from !== stepId && e.to !== stepId),
  };
}

/**
 * The graph with a step changed. A new id is carried to its connections and to the fields
 * of other steps that name it (an approval's `reviews`, a publish's `source`).
 */
export function replaceStep(
  graph: WorkflowGraph,
  oldId: string,
  step: WorkflowStep,
): WorkflowGraph {
  const rename = (id: string) => (id === oldId ? step.id : id);
  return {
    steps: graph.steps.map((s) => {
      if (s.id === oldId) return step;
      if (s.kind === 'approval') return { ...s, reviews: rename(s.reviews) };
      if (s.kind === 'publish') return { ...s, source: rename(s.source) };
      return s;
    }),
    edges: graph.edges.map((e) => ({ ...e, from: rename(e.from), to: rename(e.to) })),
  };
}

/** The graph with a connection added; one from a condition takes the branch of its handle. */
export function connect(graph: WorkflowGraph, edge: WorkflowEdge): WorkflowGraph {
  const source = graph.steps.find((s) => s.id === edge.from);
  const next: WorkflowEdge =
    source?.kind === 'condition'
      ? { from: edge.from, to: edge.to, branch: edge.branch ?? 'yes' }
      : { from: edge.from, to: edge.to };
  // A condition's branch, or any other step's single way out, is replaced rather than doubled.
  const replaced = (e: WorkflowEdge) =>
    e.from === next.from && (source?.kind === 'condition' ? e.branch === next.branch : true);
  return { ...graph, edges: [...graph.edges.filter((e) => !replaced(e)), next] };
}

/** The time between two instants, in words (for a run's duration). */
export function formatDuration(from: string, to: string | null, now = Date.now()): string {
  const ms = Math.max(0, (to ? Date.parse(to) : now) - Date.parse(from));
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}
