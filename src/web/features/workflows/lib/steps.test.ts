import { describe, expect, it } from 'vitest';
import { WORKFLOW_TEMPLATES, validateWorkflow, type WorkflowGraph } from '@/shared/workflows';
import { connect, formatDuration, freeStepId, newStep, removeStep, replaceStep } from './steps';

const contentWeek = WORKFLOW_TEMPLATES.find((t) => t.id === 'content_week')!.graph;
const scope = {
  tools: { strategy: ['value_proposition_canvas'], content: ['social_posts'] },
  forClient: false,
  automation: false,
};

describe('workflow graph edits', () => {
  it('a new step gets a free id, sits below the others and names the last agent step', () => {
    expect(freeStepId(contentWeek, 'agent')).toBe('agent_1');
    const approval = newStep(contentWeek, 'approval', undefined);
    expect(approval).toMatchObject({ id: 'approval_1', reviews: 'posts', position: { y: 600 } });
  });

  it('removing a step removes its connections', () => {
    const graph = removeStep(contentWeek, 'posts');
    expect(graph.steps.map((s) => s.id)).not.toContain('posts');
    expect(graph.edges.some((e) => e.from === 'posts' || e.to === 'posts')).toBe(false);
  });

  it('a renamed step carries its new id to connections and to the steps that name it', () => {
    const posts = contentWeek.steps.find((s) => s.id === 'posts')!;
    const graph = replaceStep(contentWeek, 'posts', { ...posts, id: 'week_posts' });
    expect(graph.edges).toContainEqual({ from: 'strategy', to: 'week_posts' });
    expect(graph.steps.find((s) => s.id === 'approve_posts')).toMatchObject({
      reviews: 'week_posts',
    });
    expect(validateWorkflow(graph, scope)).toEqual([]);
  });

  it('a condition takes one yes and one no connection; another step one way out', () => {
    const condition = newStep(contentWeek, 'condition', undefined);
    let graph: WorkflowGraph = { ...contentWeek, steps: [...contentWeek.steps, condition] };
    graph = connect(graph, { from: condition.id, to: 'posts', branch: 'yes' });
    graph = connect(graph, { from: condition.id, to: 'schedule', branch: 'no' });
    graph = connect(graph, { from: condition.id, to: 'strategy', branch: 'yes' });
    expect(graph.edges.filter((e) => e.from === condition.id)).toEqual([
      { from: condition.id, to: 'schedule', branch: 'no' },
      { from: condition.id, to: 'strategy', branch: 'yes' },
    ]);
    graph = connect(graph, { from: 'start', to: 'posts' });
    expect(graph.edges.filter((e) => e.from === 'start')).toEqual([{ from: 'start', to: 'posts' }]);
  });

  it('durations read in words', () => {
    expect(formatDuration('2026-01-01T00:00:00Z', '2026-01-01T00:00:42Z')).toBe('42 s');
    expect(formatDuration('2026-01-01T00:00:00Z', '2026-01-01T01:30:00Z')).toBe('1 h 30 min');
  });
});
