import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlanBrief, marketingPlanSchema, parsePlanBrief } from '@/shared/marketing-plan';
import { allocate } from '../../agents/marketing-strategy/offline';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  CAMPAIGN,
  PLACEHOLDER,
  PROFILE,
  groundedUser,
  newSession,
  run,
  streamText,
  strings,
} from './test-helpers';

describe('marketing plan allocation', () => {
  it.each([
    [['Email'], 999],
    [['Email', 'Paid social', 'PR'], 5000],
    [['Email', 'Paid social', 'PR', 'Video', 'Events', 'Partnerships', 'Direct mail'], 12_345],
  ])('shares sum to 100 and amounts to the budget (%j, %d)', (channels, budget) => {
    const split = allocate(channels, budget);
    expect(split.reduce((a, s) => a + s.share, 0)).toBe(100);
    expect(split.reduce((a, s) => a + s.amount, 0)).toBe(budget);
    expect(split.map((s) => s.channel).sort()).toEqual([...channels].sort());
    // The largest share comes first.
    expect(split.map((s) => s.share)).toEqual(split.map((s) => s.share).sort((a, b) => b - a));
  });

  it('weighs the channels by the objective, not by their order', () => {
    const channels = ['Paid search', 'Email', 'Organic social', 'PR'];
    const retain = allocate(channels, 4000, { goals: ['Reduce churn'], industryChannels: [] });
    const sell = allocate(channels, 4000, { goals: ['Grow online sales'], industryChannels: [] });
    expect(retain[0]!.channel).toBe('Email');
    expect(sell[0]!.channel).toBe('Paid search');
    const shares = (s: typeof retain) => s.map((a) => `${a.channel} ${a.share}`).sort();
    expect(shares(retain)).not.toEqual(shares(sell));
    // Another set of channels is not the same table of percentages in another order.
    const three = allocate(['Email', 'Events', 'Video'], 4000, {
      goals: ['Reduce churn'],
      industryChannels: [],
    });
    expect(three.map((a) => a.share)).not.toEqual([36, 29, 21]);
  });

  it('reads back the brief it writes and ignores unknown channels', () => {
    const brief = {
      objective: 'Double demo requests',
      audience: 'clinic managers',
      monthlyBudget: 4200,
      horizonMonths: 6,
      channels: ['Email', 'PR'],
      frameworks: ['STP' as const, 'AARRR' as const],
    };
    expect(parsePlanBrief(formatPlanBrief(brief))).toEqual(brief);
    expect(parsePlanBrief('Channels: Email, Carrier pigeon\nHorizon: 99 months')).toEqual({
      channels: ['Email'],
    });
  });
});

describe('marketing strategy agent, offline engine', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof groundedUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await groundedUser(t);
  });
  afterAll(() => t.close());

  const fetchPlan = async (outputId: string | undefined) => {
    expect(outputId).toBeTruthy();
    const res = await t.request(`/api/v1/outputs/${outputId}`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    const parsed = marketingPlanSchema.safeParse(res.json.data.content);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    return { data: res.json.data, plan: parsed.data! };
  };

  it.each(['quick_plan', 'guided_plan', 'advanced_plan'])(
    '%s saves a marketing plan grounded in the organization and its campaign',
    async (tool) => {
      const sessionId = await newSession(t, user.cookie, {
        agent_type: 'marketing_strategy',
        campaign_id: user.campaignId,
      });
      const { res, chunks, outputId } = await run(t, user.cookie, sessionId, { tool });
      expect(res.status).toBe(200);
      expect(streamText(chunks)).toContain(PROFILE.companyName);
      const { data, plan } = await fetchPlan(outputId);
      expect(data).toMatchObject({
        agent_type: 'marketing_strategy',
        output_type: 'marketing_plan',
        campaign_id: user.campaignId,
      });
      const text = JSON.stringify(plan);
      expect(text).toContain(PROFILE.companyName);
      expect(text).toContain(PROFILE.industry);
      expect(text).toContain(CAMPAIGN.target_audience);
      // The goal continues a sentence: "aims to grow subscription orders by 25%".
      expect(text.toLowerCase()).toContain(CAMPAIGN.goals[0].toLowerCase());
      expect(text).toContain(CAMPAIGN.name);
      expect(strings(plan).filter((v) => PLACEHOLDER.test(v))).toEqual([]);
      // The campaign's $5,000 over the default 3 months, on its own channels.
      expect(plan.channels.map((c) => c.channel)).toEqual(CAMPAIGN.marketing_channels);
      expect(plan.channels.reduce((a, c) => a + c.monthly_amount, 0)).toBe(plan.monthly_budget);
      expect(plan.kpis[0]!.benchmark).toMatch(/\d/);
      expect(plan.timeline).toHaveLength(3);
    },
  );

  it('guided mode uses the answers the agent asked for', async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'marketing_strategy' });
    const message = formatPlanBrief({
      objective: 'Win 200 new wholesale cafés',
      audience: 'independent café owners',
      monthlyBudget: 3000,
      horizonMonths: 6,
    });
    const { outputId } = await run(t, user.cookie, sessionId, { tool: 'guided_plan', message });
    const { plan } = await fetchPlan(outputId);
    expect(plan.mode).toBe('guided');
    expect(plan.monthly_budget).toBe(3000);
    expect(plan.horizon_months).toBe(6);
    expect(plan.timeline.at(-1)!.period).toContain('180');
    expect(JSON.stringify(plan)).toContain('independent café owners');
    expect(plan.summary).toContain('aims to win 200 new wholesale cafés');
  });

  it('advanced mode honours the channels, budget, horizon and frameworks', async () => {
    const sessionId = await newSession(t, user.cookie, {
      agent_type: 'marketing_strategy',
      campaign_id: user.campaignId,
    });
    const channels = ['Search ads (SEM)', 'Content / blog', 'Events'];
    const message = formatPlanBrief({
      monthlyBudget: 7777,
      horizonMonths: 2,
      channels,
      frameworks: ['7Ps', 'AARRR'],
    });
    const { outputId } = await run(t, user.cookie, sessionId, { tool: 'advanced_plan', message });
    const { plan } = await fetchPlan(outputId);
    expect(plan.channels.map((c) => c.channel)).toEqual(channels);
    expect(plan.channels.reduce((a, c) => a + c.budget_share, 0)).toBe(100);
    expect(plan.channels.reduce((a, c) => a + c.monthly_amount, 0)).toBe(7777);
    expect(plan.monthly_budget).toBe(7777);
    expect(plan.horizon_months).toBe(2);
    expect(plan.frameworks_applied.map((f) => f.framework)).toEqual(['7Ps', 'AARRR']);
  });

  it("another organization's marketing sessions and plans answer 404", async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'marketing_strategy' });
    const { outputId } = await run(t, user.cookie, sessionId, { tool: 'quick_plan' });
    const other = await t.createUser({ organizationName: 'Elsewhere Inc' });
    const runs = await t.request(`/api/v1/agent-sessions/${sessionId}/runs`, {
      cookie: other.cookie,
      body: { tool: 'quick_plan' },
    });
    expect(runs.status).toBe(404);
    const output = await t.request(`/api/v1/outputs/${outputId}`, { cookie: other.cookie });
    expect(output.status).toBe(404);
    const list = await t.request('/api/v1/outputs?output_type=marketing_plan', {
      cookie: other.cookie,
    });
    expect(list.json.data).toEqual([]);
  });

  it('refuses a tool of another agent with a 4xx', async () => {
    const sessionId = await newSession(t, user.cookie, { agent_type: 'marketing_strategy' });
    const res = await t.request(`/api/v1/agent-sessions/${sessionId}/runs`, {
      cookie: user.cookie,
      body: { tool: 'swot' },
    });
    expect(res.status).toBe(400);
  });
});
