import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingPlanSchema } from '@/shared/marketing-plan';
import { personaSchema } from '@/shared/persona';
import { formatQuickStartAnswers } from '@/shared/quick-start';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newSession, run, streamText } from './test-helpers';

const ANSWERS = {
  company:
    'Lumen Yoga Studio: hot yoga classes in Portland for busy professionals, with 6am sessions nobody else offers',
  goal: 'Sign up 150 new monthly members',
  audience: 'office workers in downtown Portland aged 25-45',
  budget: '1000-5000',
  timeline: '1-3-months',
};

describe('quick start pipeline', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['createUser']>>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser({ organizationName: 'Lumen Yoga' });
  });
  afterAll(() => t.close());

  it('refuses a run without the five answers with a 400', async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'quick_start' });
    const res = await t.request(`/api/v1/agent-sessions/${sessionId}/runs`, {
      cookie: user.cookie,
      body: { tool: 'pipeline', message: 'company: Lumen\ngoal: grow' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain('five Quick Start questions');
  });

  it('saves a SWOT, three personas and a marketing plan, fills the context and makes readiness ready', async () => {
    const sessionId = await newSession(t, user.cookie, {
      agent_type: 'quick_start',
      mode: 'quick',
    });
    const { res, chunks, error } = await run(t, user.cookie, sessionId, {
      tool: 'pipeline',
      message: formatQuickStartAnswers(ANSWERS),
    });
    expect(res.status).toBe(200);
    expect(error).toBeUndefined();
    const labels = chunks
      .filter((c) => c.type === 'data-progress')
      .map((c) => (c.data as { label: string }).label);
    expect(labels).toEqual(['Strategy', 'Personas', 'Marketing plan']);
    expect(chunks.filter((c) => c.type === 'data-output')).toHaveLength(5);
    expect(streamText(chunks)).toContain('Marketing plan');

    const list = await t.request(`/api/v1/outputs?session_id=${sessionId}&limit=50`, {
      cookie: user.cookie,
    });
    const outputs = list.json.data as {
      agent_type: string;
      output_type: string;
      content: unknown;
    }[];
    expect(outputs.map((o) => `${o.agent_type}/${o.output_type}`).sort()).toEqual([
      'marketing_strategy/marketing_plan',
      'persona/persona',
      'persona/persona',
      'persona/persona',
      'strategy/swot',
    ]);
    const personas = outputs.filter((o) => o.output_type === 'persona');
    for (const p of personas) expect(personaSchema.safeParse(p.content).success).toBe(true);
    expect(new Set(personas.map((p) => (p.content as { name: string }).name)).size).toBe(3);
    const plan = marketingPlanSchema.parse(
      outputs.find((o) => o.output_type === 'marketing_plan')!.content,
    );
    expect(plan.monthly_budget).toBeGreaterThanOrEqual(1000);
    expect(plan.monthly_budget).toBeLessThanOrEqual(5000);
    expect(plan.horizon_months).toBe(3);
    // The plan sets number ranges with an en dash ("aged 25–45") and continues a sentence with
    // the goal ("to sign up…"): the user's words otherwise.
    const planText = JSON.stringify(plan).replace(/–/g, '-').toLowerCase();
    expect(planText).toContain(ANSWERS.audience.toLowerCase());
    expect(planText).toContain(ANSWERS.goal.toLowerCase());

    const [context] = await withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, (tx) =>
      queryRows<{ description: string; details: Record<string, unknown> }>(
        tx,
        sql`select description, details from business_contexts where org_id = ${user.orgId}`,
      ),
    );
    expect(context!.description).toBe(ANSWERS.company);
    expect(context!.details).toMatchObject({
      targetMarket: ANSWERS.audience,
      goals: [ANSWERS.goal],
    });

    // The agents whose outputs it saved list the session with their own; others do not.
    for (const agent of ['strategy', 'persona', 'marketing_strategy', 'content'] as const) {
      const sessions = await t.request(`/api/v1/agent-sessions?agent_type=${agent}&limit=20`, {
        cookie: user.cookie,
      });
      expect(sessions.status).toBe(200);
      const ids = (sessions.json.data as { id: string }[]).map((s) => s.id);
      expect(ids.includes(sessionId), agent).toBe(agent !== 'content');
    }

    const readiness = await t.request('/api/v1/rpc/get_intelligence_readiness', {
      cookie: user.cookie,
      body: { p_org_id: user.orgId },
    });
    expect(readiness.status).toBe(200);
    expect(JSON.stringify(readiness.json)).toContain('"is_ready":true');
  });

  it("another organization's quick start session answers 404", async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'quick_start' });
    const other = await t.createUser({ organizationName: 'Elsewhere Yoga' });
    const res = await t.request(`/api/v1/agent-sessions/${sessionId}/runs`, {
      cookie: other.cookie,
      body: { tool: 'pipeline', message: formatQuickStartAnswers(ANSWERS) },
    });
    expect(res.status).toBe(404);
    const detail = await t.request(`/api/v1/agent-sessions/${sessionId}`, { cookie: other.cookie });
    expect(detail.status).toBe(404);
  });
});
