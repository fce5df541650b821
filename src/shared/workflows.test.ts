import { describe, expect, it } from 'vitest';
import {
  WORKFLOW_TEMPLATES,
  topologicalOrder,
  validateWorkflow,
  workflowGraphSchema,
  type WorkflowGraph,
  type WorkflowScope,
  type WorkflowStep,
} from './workflows';

const scope: WorkflowScope = {
  tools: { content: ['social_posts'], strategy: ['swot'] },
  forClient: false,
  automation: false,
};
const at = { x: 0, y: 0 };
const start: WorkflowStep = {
  id: 'start',
  kind: 'trigger',
  label: 'Start',
  position: at,
  trigger: { type: 'manual' },
};
const swot: WorkflowStep = {
  id: 'swot',
  kind: 'agent',
  label: 'SWOT',
  position: at,
  agent_type: 'strategy',
  tool_id: 'swot',
  message: '',
};
const posts = (message: string): WorkflowStep => ({
  id: 'posts',
  kind: 'agent',
  label: 'Posts',
  position: at,
  agent_type: 'content',
  tool_id: 'social_posts',
  message,
});
const messages = (graph: WorkflowGraph, s: Partial<WorkflowScope> = {}) =>
  validateWorkflow(graph, { ...scope, ...s }).map((i) => i.message);

describe('validateWorkflow', () => {
  it('accepts a chain from a manual trigger through agent steps quoting earlier ones', () => {
    const graph: WorkflowGraph = {
      steps: [start, swot, posts('From {{steps.swot.summary}}')],
      edges: [
        { from: 'start', to: 'swot' },
        { from: 'swot', to: 'posts' },
      ],
    };
    expect(messages(graph)).toEqual([]);
    expect(topologicalOrder(graph)).toEqual(['start', 'swot', 'posts']);
  });

  it('needs exactly one trigger, and every step connected to it', () => {
    expect(messages({ steps: [swot], edges: [] })).toEqual([
      'Add a trigger to start the workflow',
      '“SWOT” is not connected to the trigger',
    ]);
    expect(messages({ steps: [start, swot], edges: [] })).toEqual([
      '“SWOT” is not connected to the trigger',
    ]);
  });

  it('refuses loops, unknown tools, and quotes of later or unknown steps', () => {
    const loop: WorkflowGraph = {
      steps: [start, swot, posts('')],
      edges: [
        { from: 'start', to: 'swot' },
        { from: 'swot', to: 'posts' },
        { from: 'posts', to: 'swot' },
      ],
    };
    expect(messages(loop)).toContain(
      'The workflow loops back on itself: remove the connection that closes the loop',
    );
    const later: WorkflowGraph = {
      steps: [
        start,
        posts('{{steps.swot.title}} and {{campaign.name}}'),
        { ...swot, tool_id: 'pestel' },
      ],
      edges: [
        { from: 'start', to: 'posts' },
        { from: 'posts', to: 'swot' },
      ],
    };
    expect(messages(later)).toEqual([
      '{{campaign.name}} is not a step output: use {{steps.<id>.title}} or {{steps.<id>.summary}}',
      '{{steps.swot…}} must name an agent step that runs before this one',
      'The agent has no tool “pestel”',
    ]);
  });

  it('branches only at a condition, which needs both a yes and a no', () => {
    const condition: WorkflowStep = {
      id: 'check',
      kind: 'condition',
      label: 'Spend high?',
      position: at,
      metric: 'spend',
      comparison: 'above',
      value: 100,
    };
    const graph: WorkflowGraph = {
      steps: [start, condition, swot],
      edges: [
        { from: 'start', to: 'check' },
        { from: 'check', to: 'swot', branch: 'yes' },
      ],
    };
    expect(messages(graph)).toEqual(['“Spend high?” needs one “yes” and one “no” connection']);
  });

  it('keeps automated triggers and client steps for those who may use them', () => {
    const scheduled: WorkflowStep = {
      ...start,
      trigger: { type: 'schedule', every: 'week', hour: 9 },
    } as WorkflowStep;
    const approval: WorkflowStep = {
      id: 'ok',
      kind: 'approval',
      label: 'Client approves',
      position: at,
      approver: 'client',
      reviews: 'swot',
    };
    const graph: WorkflowGraph = {
      steps: [scheduled, swot, approval],
      edges: [
        { from: 'start', to: 'swot' },
        { from: 'swot', to: 'ok' },
      ],
    };
    expect(messages(graph)).toEqual([
      'Scheduled and event triggers unlock with Automation (more than 10 campaigns)',
      'A client approval needs a workflow run for a client',
    ]);
    expect(messages(graph, { automation: true, forClient: true })).toEqual([]);
  });

  it('rejects malformed graphs at the schema', () => {
    const bad = workflowGraphSchema.safeParse({ steps: [{ ...start, id: 'Start!' }], edges: [] });
    expect(bad.success).toBe(false);
  });
});

describe('workflow templates', () => {
  it('are valid graphs for the scope they declare', () => {
    const tools = {
      quick_start: ['pipeline'],
      strategy: ['value_proposition_canvas'],
      content: ['social_posts'],
      'performance-intelligence': ['performance_report'],
    };
    for (const template of WORKFLOW_TEMPLATES) {
      expect(workflowGraphSchema.safeParse(template.graph).success).toBe(true);
      expect(
        validateWorkflow(template.graph, {
          tools,
          forClient: template.forClient,
          automation: false,
        }),
      ).toEqual([]);
    }
  });
});
