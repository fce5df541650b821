/**
 * The plan tool on the model path, against a local OpenAI-compatible server: the model's
 * plan is saved and written as rows, with the campaign's dates and budget put back (the
 * model got them wrong on purpose) and the budget shares summing to 100.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignPlanSchema,
  type CampaignPlanContent,
  type PlanDetail,
} from '@/shared/campaign-planning';
import { createModelTestApp, type FakeModel } from '../../testing/fake-model';
import type { TestApp } from '../../testing/test-app';
import { CAMPAIGN, groundedUser, runTool } from '../agent-sessions/test-helpers';

const MODEL_PLAN: CampaignPlanContent = {
  summary:
    'A spring plan for Harbor Roasters to grow subscriptions among home espresso enthusiasts.',
  recommendations: [
    { title: 'Lead with Email', detail: 'Subscribers open e-mail.', priority: 'high' },
  ],
  sources: [{ kind: 'business_context', id: null, title: 'Harbor Roasters business context' }],
  assumptions: [],
  campaign_name: 'Some other campaign',
  starts_on: '2025-01-01',
  ends_on: '2027-12-31',
  budget: 999_999,
  phases: [
    {
      name: 'Warm up',
      goal: 'Get the list ready',
      starts_on: '2026-02-01',
      ends_on: '2026-03-20',
      tasks: [
        {
          title: 'Clean the subscriber list',
          description: 'Remove bounces before the launch e-mail.',
          channel: null,
          owner_role: 'Email marketer',
          due_date: '2026-02-10',
          budget_share: 0,
        },
        {
          title: 'Send the launch e-mail',
          description: 'Skip-or-swap offer to home espresso enthusiasts.',
          channel: 'Email',
          owner_role: 'Email marketer',
          due_date: '2026-03-15',
          budget_share: 30,
        },
      ],
    },
    {
      name: 'Push',
      goal: 'Instagram reach',
      starts_on: '2026-03-21',
      ends_on: '2026-06-30',
      tasks: [
        {
          title: 'Instagram reels',
          description: 'Three reels a week on the ritual of home espresso.',
          channel: 'Instagram',
          owner_role: 'Social media manager',
          due_date: '2026-07-15',
          budget_share: 30,
        },
      ],
    },
  ],
  kpis: [{ name: 'New subscriptions', target: '250 by the end of May' }],
};

describe('campaign plan on the model path', () => {
  let t: TestApp;
  let model: FakeModel;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, model, close } = await createModelTestApp({
      answer: MODEL_PLAN,
      text: 'Planning the spring campaign of Harbor Roasters.',
      timeoutMs: 3000,
    }));
  });
  afterAll(() => close());

  it("saves the model's plan with the campaign's own dates, budget and a 100% budget split", async () => {
    model.reset();
    const user = await groundedUser(t);
    const campaign = await t.request('/api/v1/campaigns', {
      cookie: user.cookie,
      body: {
        ...CAMPAIGN,
        name: 'Spring Dated Push',
        start_date: '2026-03-02',
        end_date: '2026-05-29',
      },
    });
    for (let i = 0; i < 2; i += 1)
      await t.request('/api/v1/campaigns', { cookie: user.cookie, body: { name: `Filler ${i}` } });
    const campaignId = campaign.json.data.id as string;
    const { res, chunks, output } = await runTool(
      t,
      user.cookie,
      { agent_type: 'campaign-planning', campaign_id: campaignId },
      { tool: 'campaign_plan' },
    );
    expect(res.status).toBe(200);
    expect(chunks.find((c) => c.type === 'error')).toBeUndefined();
    expect(output).toMatchObject({ engine: 'model', model: 'test-model' });
    const plan = campaignPlanSchema.parse(output.content);
    expect(plan).toMatchObject({
      campaign_name: 'Spring Dated Push',
      starts_on: '2026-03-02',
      ends_on: '2026-05-29',
      budget: 5000,
    });
    expect(plan.phases[0]!.starts_on).toBe('2026-03-02');
    expect(plan.phases[1]!.ends_on).toBe('2026-05-29');
    expect(plan.phases[1]!.tasks[0]!.due_date).toBe('2026-05-29');
    // Each channel takes the computed split's share (fit for growing subscription orders), not
    // the model's 30/30.
    expect(plan.phases.flatMap((p) => p.tasks).map((x) => x.budget_share)).toEqual([0, 57, 43]);

    const prompt = model.prompts().join('\n');
    expect(prompt).toContain('Email 57%, Instagram 43%');
    expect(prompt).toContain('2026-03-02');
    expect(prompt).toContain('is 5000 (whole units of USD');
    expect(prompt).toContain('home espresso enthusiasts');

    const plans = await t.request(`/api/v1/campaign-planning/plans?campaign_id=${campaignId}`, {
      cookie: user.cookie,
    });
    const detail = (
      await t.request(`/api/v1/campaign-planning/plans/${plans.json.data[0].id}`, {
        cookie: user.cookie,
      })
    ).json.data as PlanDetail;
    expect(detail.phases.map((p) => p.name)).toEqual(['Warm up', 'Push']);
    expect(detail.phases[1]!.tasks[0]).toMatchObject({
      title: 'Instagram reels',
      due_date: '2026-05-29',
    });
  });
});
