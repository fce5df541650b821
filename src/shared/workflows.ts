/**
 * Workflows (issue 11, point 3): a graph of steps the server runs as durable jobs
 * (decision 046). This module is the one contract: the graph's schema, the rules a graph
 * must meet before it can run (`validateWorkflow`, used by the builder as you draw and by
 * the server before saving or running), and the built-in templates.
 *
 * A graph starts at one trigger and flows along edges; only a condition branches (its
 * `yes` and `no` edges). An agent step runs a registered agent tool; its message may quote
 * earlier steps' outputs as `{{steps.<id>.title}}` or `{{steps.<id>.summary}}`, and an
 * approval gate pauses the run until a teammate (or the client, in the portal) approves
 * the content of the step it guards.
 */
import { z } from 'zod';

export const WORKFLOW_STEP_KINDS = [
  'trigger',
  'agent',
  'condition',
  'wait',
  'approval',
  'notification',
  'publish',
] as const;
export type WorkflowStepKind = (typeof WORKFLOW_STEP_KINDS)[number];

export const WORKFLOW_STEP_LABELS: Record<WorkflowStepKind, string> = {
  trigger: 'Trigger',
  agent: 'Agent tool',
  condition: 'Condition',
  wait: 'Wait',
  approval: 'Approval gate',
  notification: 'Notification',
  publish: 'Publish',
};

/** Scheduled and event triggers come with the Automation unlock (seed 000 §4). */
export const AUTOMATED_TRIGGERS = ['schedule', 'metric_threshold', 'document_added'] as const;
export const WORKFLOW_METRICS = ['spend', 'clicks', 'conversions', 'ctr', 'cpa', 'roas'] as const;
export const WAIT_UNITS = ['minutes', 'hours', 'days'] as const;
/** The longest wait a step may hold a run for. */
export const MAX_WAIT_DAYS = 30;
export const MAX_WORKFLOW_STEPS = 40;
/**
 * Every step leads to one step at most, a condition to two: twice the steps is the most
 * connections a runnable graph can have, and the bound keeps every check on it linear and small.
 */
export const MAX_WORKFLOW_EDGES = 2 * MAX_WORKFLOW_STEPS;

const id = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Step ids are lower-case letters, digits and _, from a letter');

const position = z.object({ x: z.number().finite(), y: z.number().finite() });
const base = { id, label: z.string().trim().min(1).max(80), position };

export const triggerStepSchema = z.object({
  ...base,
  kind: z.literal('trigger'),
  trigger: z.discriminatedUnion('type', [
    z.object({ type: z.literal('manual') }),
    z.object({
      type: z.literal('schedule'),
      every: z.enum(['day', 'week', 'month']),
      /** Hour of day, UTC. */
      hour: z.number().int().min(0).max(23),
    }),
    z.object({
      type: z.literal('metric_threshold'),
      metric: z.enum(WORKFLOW_METRICS),
      comparison: z.enum(['above', 'below']),
      value: z.number().finite(),
    }),
    z.object({ type: z.literal('document_added') }),
  ]),
});

export const agentStepSchema = z.object({
  ...base,
  kind: z.literal('agent'),
  agent_type: z.string().min(1),
  tool_id: z.string().min(1),
  /** What the tool is asked, with `{{steps.<id>.title|summary}}` from earlier steps. */
  message: z.string().max(2000).default(''),
});

export const conditionStepSchema = z.object({
  ...base,
  kind: z.literal('condition'),
  metric: z.enum(WORKFLOW_METRICS),
  comparison: z.enum(['above', 'below']),
  value: z.number().finite(),
});

export const waitStepSchema = z.object({
  ...base,
  kind: z.literal('wait'),
  amount: z.number().int().min(1),
  unit: z.enum(WAIT_UNITS),
});

export const approvalStepSchema = z.object({
  ...base,
  kind: z.literal('approval'),
  approver: z.enum(['teammate', 'client']),
  /** The step whose output is approved; the approval holds only for that content. */
  reviews: id,
});

export const notificationStepSchema = z.object({
  ...base,
  kind: z.literal('notification'),
  to: z.enum(['owner', 'team', 'client']),
  subject: z.string().trim().min(1).max(150),
  body: z.string().max(2000).default(''),
});

export const publishStepSchema = z.object({
  ...base,
  kind: z.literal('publish'),
  /** Posts onto the planning calendar, or a PDF under the portal's Reports. */
  target: z.enum(['calendar', 'portal_report']),
  source: id,
});

export const workflowStepSchema = z.discriminatedUnion('kind', [
  triggerStepSchema,
  agentStepSchema,
  conditionStepSchema,
  waitStepSchema,
  approvalStepSchema,
  notificationStepSchema,
  publishStepSchema,
]);
export type WorkflowStep = z.infer<typeof workflowStepSchema>;

export const workflowEdgeSchema = z.object({
  from: id,
  to: id,
  /** Only on a condition's two edges. */
  branch: z.enum(['yes', 'no']).optional(),
});
export type WorkflowEdge = z.infer<typeof workflowEdgeSchema>;

export const workflowGraphSchema = z.object({
  steps: z
    .array(workflowStepSchema)
    .max(MAX_WORKFLOW_STEPS, `A workflow has at most ${MAX_WORKFLOW_STEPS} steps`),
  edges: z
    .array(workflowEdgeSchema)
    .max(MAX_WORKFLOW_EDGES, `A workflow has at most ${MAX_WORKFLOW_EDGES} connections`)
    .superRefine((edges, ctx) => {
      const seen = new Set<string>();
      for (const [index, edge] of edges.entries()) {
        const key = `${edge.from}\u0000${edge.to}`;
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: `Two connections join the same steps (${edge.from} → ${edge.to})`,
          });
        seen.add(key);
      }
    }),
});
export type WorkflowGraph = z.infer<typeof workflowGraphSchema>;

export type WorkflowIssue = { step: string | null; message: string };

/** What the validator needs to know beyond the graph. */
export type WorkflowScope = {
  /** `agent_type` → its tools' ids (the server's registry). */
  tools: Record<string, readonly string[]>;
  /** Whether the workflow runs for a client (client approvals and portal reports need one). */
  forClient: boolean;
  /** The Automation unlock (campaignCount > 10). */
  automation: boolean;
};

const TEMPLATE_REFERENCE = /\{\{\s*steps\.([a-z][a-z0-9_]*)\.(title|summary)\s*\}\}/g;
const ANY_REFERENCE = /\{\{[^{}]*\}\}/g;
const VALID_REFERENCE = /^\{\{\s*steps\.[a-z][a-z0-9_]*\.(?:title|summary)\s*\}\}$/;

/** The steps a message quotes, and the placeholders it gets wrong. */
export function messageReferences(message: string): { steps: string[]; invalid: string[] } {
  const steps = [...message.matchAll(TEMPLATE_REFERENCE)].map((m) => m[1]!);
  const invalid = [...message.matchAll(ANY_REFERENCE)]
    .map((m) => m[0])
    .filter((placeholder) => !VALID_REFERENCE.test(placeholder));
  return { steps, invalid };
}

/** Every rule a graph must meet before it is saved as runnable; empty when it may run. */
export function validateWorkflow(graph: WorkflowGraph, scope: WorkflowScope): WorkflowIssue[] {
  const issues: WorkflowIssue[] = [];
  const issue = (step: string | null, message: string) => issues.push({ step, message });
  const byId = new Map<string, WorkflowStep>();
  for (const step of graph.steps) {
    if (byId.has(step.id)) issue(step.id, `Two steps share the id “${step.id}”`);
    byId.set(step.id, step);
  }
  const triggers = graph.steps.filter((s) => s.kind === 'trigger');
  if (triggers.length !== 1)
    issue(
      null,
      triggers.length
        ? 'A workflow has exactly one trigger'
        : 'Add a trigger to start the workflow',
    );

  const outgoing = new Map<string, WorkflowEdge[]>();
  const incoming = new Map<string, number>();
  for (const edge of graph.edges) {
    if (!byId.has(edge.from) || !byId.has(edge.to)) {
      issue(null, `A connection points to a missing step (${edge.from} → ${edge.to})`);
      continue;
    }
    if (edge.from === edge.to) issue(edge.from, 'A step cannot lead to itself');
    outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);
    incoming.set(edge.to, (incoming.get(edge.to) ?? 0) + 1);
  }

  for (const step of graph.steps) {
    const out = outgoing.get(step.id) ?? [];
    if (step.kind === 'condition') {
      const branches = out.map((e) => e.branch).sort();
      if (branches.join() !== 'no,yes')
        issue(step.id, `“${step.label}” needs one “yes” and one “no” connection`);
    } else {
      if (out.length > 1) issue(step.id, `“${step.label}” can lead to one step only`);
      if (out.some((e) => e.branch)) issue(step.id, 'Only a condition has yes and no branches');
    }
    if (step.kind === 'trigger' && incoming.get(step.id))
      issue(step.id, 'Nothing can lead into the trigger');
  }

  const order = topologicalOrder(graph);
  if (!order) {
    issue(null, 'The workflow loops back on itself: remove the connection that closes the loop');
    return issues;
  }
  const { next, previous } = neighbours(graph);
  const trigger = triggers[0];
  const reachable = trigger ? walk(trigger.id, next) : new Set<string>();
  for (const step of graph.steps)
    if (step.kind !== 'trigger' && !reachable.has(step.id))
      issue(step.id, `“${step.label}” is not connected to the trigger`);

  for (const step of graph.steps) {
    const before = walk(step.id, previous);
    const earlierOutput = (ref: string) => {
      const source = byId.get(ref);
      return source?.kind === 'agent' && before.has(ref);
    };
    switch (step.kind) {
      case 'trigger':
        if (step.trigger.type !== 'manual' && !scope.automation)
          issue(
            step.id,
            'Scheduled and event triggers unlock with Automation (more than 10 campaigns)',
          );
        break;
      case 'agent': {
        // An own entry only: `__proto__` or `constructor` is no agent.
        const tools = Object.hasOwn(scope.tools, step.agent_type)
          ? scope.tools[step.agent_type]
          : undefined;
        if (!tools) issue(step.id, `Unknown agent “${step.agent_type}”`);
        else if (!tools.includes(step.tool_id))
          issue(step.id, `The agent has no tool “${step.tool_id}”`);
        const refs = messageReferences(step.message);
        for (const placeholder of refs.invalid)
          issue(
            step.id,
            `${placeholder} is not a step output: use {{steps.<id>.title}} or {{steps.<id>.summary}}`,
          );
        for (const ref of refs.steps)
          if (!earlierOutput(ref))
            issue(step.id, `{{steps.${ref}…}} must name an agent step that runs before this one`);
        break;
      }
      case 'wait': {
        const days = step.amount / (step.unit === 'days' ? 1 : step.unit === 'hours' ? 24 : 1440);
        if (days > MAX_WAIT_DAYS) issue(step.id, `A wait lasts at most ${MAX_WAIT_DAYS} days`);
        break;
      }
      case 'approval':
        if (!earlierOutput(step.reviews))
          issue(step.id, `“${step.label}” must review an agent step that runs before it`);
        if (step.approver === 'client' && !scope.forClient)
          issue(step.id, 'A client approval needs a workflow run for a client');
        break;
      case 'notification':
        if (step.to === 'client' && !scope.forClient)
          issue(step.id, 'Notifying the client needs a workflow run for a client');
        break;
      case 'publish':
        if (!earlierOutput(step.source))
          issue(step.id, `“${step.label}” must publish an agent step that runs before it`);
        if (step.target === 'portal_report' && !scope.forClient)
          issue(step.id, "Publishing to the portal's Reports needs a workflow run for a client");
        break;
      case 'condition':
        break;
    }
  }
  return issues;
}

/** Each step's next and previous steps, built once per graph: lookups instead of edge scans. */
function neighbours(graph: WorkflowGraph) {
  const next = new Map<string, string[]>();
  const previous = new Map<string, string[]>();
  for (const e of graph.edges) {
    next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    previous.set(e.to, [...(previous.get(e.to) ?? []), e.from]);
  }
  return {
    next: (id: string) => next.get(id) ?? [],
    previous: (id: string) => previous.get(id) ?? [],
  };
}

/** The steps in an order where each comes after every step leading to it; null on a loop. */
export function topologicalOrder(graph: WorkflowGraph): string[] | null {
  const { next } = neighbours(graph);
  const indegree = new Map(graph.steps.map((s) => [s.id, 0]));
  for (const e of graph.edges) if (indegree.has(e.to)) indegree.set(e.to, indegree.get(e.to)! + 1);
  const ready = graph.steps.filter((s) => indegree.get(s.id) === 0).map((s) => s.id);
  const order: string[] = [];
  for (let i = 0; i < ready.length; i++) {
    const id = ready[i]!;
    order.push(id);
    for (const to of next(id)) {
      if (!indegree.has(to)) continue;
      const left = indegree.get(to)! - 1;
      indegree.set(to, left);
      if (left === 0) ready.push(to);
    }
  }
  return order.length === graph.steps.length ? order : null;
}

/** The steps reachable from `start` by `step`, each visited once. */
function walk(start: string, step: (id: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...step(start)];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const other of step(id)) if (!seen.has(other)) queue.push(other);
  }
  return seen;
}

export const WORKFLOW_TEMPLATE_IDS = [
  'quick_start',
  'content_week',
  'monthly_client_report',
] as const;
export type WorkflowTemplateId = (typeof WORKFLOW_TEMPLATE_IDS)[number];

export type WorkflowTemplate = {
  id: WorkflowTemplateId;
  name: string;
  description: string;
  /** Needs a client to run for (client approval, the portal). */
  forClient: boolean;
  graph: WorkflowGraph;
};

type Unplaced<T> = T extends unknown ? Omit<T, 'position'> : never;

/** Steps laid out top to bottom, each leading to the next. */
function chain(steps: Unplaced<WorkflowStep>[]): WorkflowGraph {
  return {
    steps: steps.map((s, i) => ({ ...s, position: { x: 0, y: i * 120 } }) as WorkflowStep),
    edges: steps.slice(1).map((s, i) => ({ from: steps[i]!.id, to: s.id })),
  };
}

const manual = {
  id: 'start',
  kind: 'trigger',
  label: 'Run by hand',
  trigger: { type: 'manual' },
} as const;

export const WORKFLOW_TEMPLATES: readonly WorkflowTemplate[] = [
  {
    id: 'quick_start',
    name: 'Quick Start',
    description:
      'The Quick Start pipeline: a first strategy, quick wins and a plan from your business context.',
    forClient: false,
    graph: chain([
      manual,
      {
        id: 'pipeline',
        kind: 'agent',
        label: 'Quick Start pipeline',
        agent_type: 'quick_start',
        tool_id: 'pipeline',
        message: '',
      },
      {
        id: 'tell_owner',
        kind: 'notification',
        label: 'Tell the owner',
        to: 'owner',
        subject: 'Your Quick Start is ready',
        body: 'Read “{{steps.pipeline.title}}” in Outputs.',
      },
    ]),
  },
  {
    id: 'content_week',
    name: 'Content week',
    description:
      'A strategy, five social posts written from it, a teammate’s approval, then the posts on the planning calendar.',
    forClient: false,
    graph: chain([
      manual,
      {
        id: 'strategy',
        kind: 'agent',
        label: 'Positioning strategy',
        agent_type: 'strategy',
        tool_id: 'value_proposition_canvas',
        message: 'What should this week’s content say?',
      },
      {
        id: 'posts',
        kind: 'agent',
        label: 'Five social posts',
        agent_type: 'content',
        tool_id: 'social_posts',
        message: 'Topic: this week’s posts, from {{steps.strategy.title}}\nPosts: 5',
      },
      {
        id: 'approve_posts',
        kind: 'approval',
        label: 'Approve the posts',
        approver: 'teammate',
        reviews: 'posts',
      },
      {
        id: 'schedule',
        kind: 'publish',
        label: 'Schedule on the calendar',
        target: 'calendar',
        source: 'posts',
      },
    ]),
  },
  {
    id: 'monthly_client_report',
    name: 'Monthly client report',
    description:
      'A performance report, the client’s approval in their portal, then the PDF under the portal’s Reports.',
    forClient: true,
    graph: chain([
      manual,
      {
        id: 'report',
        kind: 'agent',
        label: 'Performance report',
        agent_type: 'performance-intelligence',
        tool_id: 'performance_report',
        message: 'Last month’s performance for the client.',
      },
      {
        id: 'client_approval',
        kind: 'approval',
        label: 'Client approves',
        approver: 'client',
        reviews: 'report',
      },
      {
        id: 'publish_report',
        kind: 'publish',
        label: 'PDF to the portal',
        target: 'portal_report',
        source: 'report',
      },
      {
        id: 'tell_team',
        kind: 'notification',
        label: 'Tell the team',
        to: 'team',
        subject: 'The monthly report is in the portal',
        body: '“{{steps.report.title}}” was approved and published.',
      },
    ]),
  },
];

export const WORKFLOW_MESSAGES = {
  notFound: 'Workflow not found',
  templateNotFound: 'There is no workflow template with that id',
  clientNotFound: 'Client not found',
  clientTemplate: 'This template runs for a client: choose the client it is for',
} as const;

export const workflowIssueSchema = z.object({ step: z.string().nullable(), message: z.string() });

export const workflowSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  client_id: z.string().uuid().nullable(),
  template_id: z.enum(WORKFLOW_TEMPLATE_IDS).nullable(),
  step_count: z.number().int(),
  /** No validation issue: the workflow may run. */
  runnable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkflowSummary = z.infer<typeof workflowSummarySchema>;

export const workflowSchema = workflowSummarySchema.extend({
  graph: workflowGraphSchema,
  issues: z.array(workflowIssueSchema),
});
export type Workflow = z.infer<typeof workflowSchema>;

export const workflowTemplateSchema = z.object({
  id: z.enum(WORKFLOW_TEMPLATE_IDS),
  name: z.string(),
  description: z.string(),
  for_client: z.boolean(),
  graph: workflowGraphSchema,
});

const name = z.string().trim().min(1, 'Name the workflow').max(120, 'At most 120 characters');
const description = z.string().trim().max(500, 'At most 500 characters').nullable();

export const createWorkflowSchema = z.object({
  name,
  description: description.optional(),
  client_id: z.string().uuid().nullable().optional(),
  /** Start from a template's graph; without one (and without a graph), from a manual trigger. */
  template_id: z.enum(WORKFLOW_TEMPLATE_IDS).optional(),
  graph: workflowGraphSchema.optional(),
});

export const updateWorkflowSchema = z
  .object({
    name: name.optional(),
    description: description.optional(),
    graph: workflowGraphSchema.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Send at least one of name, description and graph');

/** A new workflow's graph when it starts from nothing. */
export const EMPTY_WORKFLOW_GRAPH: WorkflowGraph = {
  steps: [
    {
      id: 'start',
      kind: 'trigger',
      label: 'Run by hand',
      position: { x: 0, y: 0 },
      trigger: { type: 'manual' },
    },
  ],
  edges: [],
};

// ── Runs ─────────────────────────────────────────────────────────────────────────────
// A run follows the graph as it was when it started (editing the workflow never changes a
// run). Each step has its own state; a step's job runs at most once to success (decision 046).

export const WORKFLOW_RUN_STATUSES = [
  'queued',
  'running',
  'waiting',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];

export const WORKFLOW_STEP_STATUSES = [
  'pending',
  'running',
  'waiting',
  'succeeded',
  'failed',
  'skipped',
  'cancelled',
] as const;
export type WorkflowStepStatus = (typeof WORKFLOW_STEP_STATUSES)[number];

/** A run that is over: nothing more happens to it. */
export const FINISHED_RUN_STATUSES: readonly WorkflowRunStatus[] = [
  'succeeded',
  'failed',
  'cancelled',
];

/** How many times a failing step is tried before its run fails (backoff between tries). */
export const WORKFLOW_STEP_ATTEMPTS = 3;

export const workflowApprovalStateSchema = z.object({
  approver: z.enum(['teammate', 'client']),
  /** The reviewed step's output. */
  output_id: z.string().uuid(),
  /** sha256 (hex) of the output's title, summary and content when the gate opened. */
  content_hash: z.string(),
  /**
   * `waiting`: nobody has decided yet; `approved`: approved and the output is unchanged since;
   * `void`: approved, then the output was edited, so the approval no longer holds;
   * `rejected`: changes were requested (the run stops there).
   */
  status: z.enum(['waiting', 'approved', 'void', 'rejected']),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  comment: z.string().nullable(),
});
export type WorkflowApprovalState = z.infer<typeof workflowApprovalStateSchema>;

export const workflowStepRunSchema = z.object({
  step_id: z.string(),
  status: z.enum(WORKFLOW_STEP_STATUSES),
  attempts: z.number().int(),
  /** The output an agent step saved. */
  output_id: z.string().uuid().nullable(),
  output_title: z.string().nullable(),
  /** A wait's end, or when a failed step is tried again. */
  wait_until: z.string().nullable(),
  /** A condition's outcome. */
  branch: z.enum(['yes', 'no']).nullable(),
  approval: workflowApprovalStateSchema.nullable(),
  /** What a notification or a publish step did, in a sentence. */
  detail: z.string().nullable(),
  error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type WorkflowStepRun = z.infer<typeof workflowStepRunSchema>;

export const workflowRunSummarySchema = z.object({
  id: z.string().uuid(),
  workflow_id: z.string().uuid(),
  workflow_name: z.string(),
  client_id: z.string().uuid().nullable(),
  status: z.enum(WORKFLOW_RUN_STATUSES),
  error: z.string().nullable(),
  started_by_name: z.string().nullable(),
  /** Steps finished (succeeded or skipped) of all steps. */
  steps_done: z.number().int(),
  step_count: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type WorkflowRunSummary = z.infer<typeof workflowRunSummarySchema>;

export const workflowRunSchema = workflowRunSummarySchema.extend({
  graph: workflowGraphSchema,
  steps: z.array(workflowStepRunSchema),
});
export type WorkflowRun = z.infer<typeof workflowRunSchema>;

export const approveWorkflowStepSchema = z.object({
  /** The hash of the content the approver read: approving other content is refused. */
  content_hash: z.string().regex(/^[0-9a-f]{64}$/, 'content_hash is a sha256 in hex'),
});
export const rejectWorkflowStepSchema = z.object({
  comment: z.string().trim().min(1, 'Say what should change').max(2000, 'At most 2000 characters'),
});

export const WORKFLOW_RUN_MESSAGES = {
  runNotFound: 'Workflow run not found',
  notRunnable: 'This workflow cannot run yet: fix the issues listed first',
  finished: 'This run has already finished',
  notWaitingForApproval: 'This step is not waiting for an approval',
  clientApproves: 'The client approves this step in their portal',
  contentChanged: 'The content changed since you read it: read it again before approving',
  nothingToRetry: 'Only a failed run can be retried',
} as const;
