/**
 * The ROI calculator on the model path, against a local OpenAI-compatible server that
 * answers with wrong numbers: the saved output carries the figures computed in code, the
 * prompt carried them, and the narrative is the model's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roiAnalysisSchema, type RoiAnalysis } from '@/shared/roi-budget';
import { findTool } from '../../agents/registry';
import { loadRoiFacts } from '../../agents/roi-budget/facts';
import { withTenant } from '../../db/tenant';
import { createModelTestApp, type FakeModel } from '../../testing/fake-model';
import type { TestApp } from '../../testing/test-app';
import { runTool } from '../agent-sessions/test-helpers';
import { roiUser } from './testing';

const WRONG: RoiAnalysis = {
  summary: 'Harbor Roasters earns a 999% ROI across its campaigns, led by the email programme.',
  insights: ['Spring Subscription Push returns far more than the others.'],
  recommendations: ['Move budget from Holiday Gift Bundles to Wholesale Café Sampling.'],
  assumptions: ['ROI over every recorded day.'],
  figures: {
    period: { from: '2020-01-01', to: '2020-01-31' },
    campaign_id: null,
    margin_percentage: null,
    totals: {
      budget_cents: 1,
      spent_cents: 2,
      spend_cents: 3,
      revenue_cents: 4,
      profit_cents: 5,
      conversions: 6,
      roi_percentage: 999,
      roas: 42,
    },
    margin: null,
    campaigns: [],
    channels: [],
  },
};

describe('ROI & Budget on the model path', () => {
  let t: TestApp;
  let model: FakeModel;
  let close: () => Promise<void>;
  let user: Awaited<ReturnType<typeof roiUser>>;

  beforeAll(async () => {
    ({ t, model, close } = await createModelTestApp({ answer: WRONG }));
    user = await roiUser(t);
  });
  afterAll(() => close());

  it('saves the computed figures, not the model’s, and gave the model the figures', async () => {
    const { res, output, error } = await runTool(
      t,
      user.cookie,
      { agent_type: 'roi-budget' },
      { tool: 'roi_calculator' },
    );
    expect(res.status).toBe(200);
    expect(error).toBeUndefined();
    expect(output).toMatchObject({ engine: 'model', model: 'test-model' });
    const content = roiAnalysisSchema.parse(output.content);
    // The narrative is the model's …
    expect(content.summary).toBe(WRONG.summary);
    // … the figures are ours.
    const facts = await withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, (tx) =>
      loadRoiFacts('roi_calculator', tx, {
        orgId: user.orgId,
        campaignId: null,
        clientId: null,
        message: null,
      }),
    );
    expect(content.figures).toEqual(facts.figures);
    expect(content.figures.totals.roi_percentage).not.toBe(999);
    expect(content.figures.campaigns).toHaveLength(3);
    const problems = findTool('roi-budget', 'roi_calculator')!.verifyFigures!(facts, content);
    expect(problems.filter((p) => p.startsWith('figures'))).toEqual([]);
    // The prompt carried the computed figures.
    const prompt = model.lastPrompt();
    expect(prompt).toContain(`\\"roi_percentage\\":${facts.figures.totals.roi_percentage}`);
    expect(prompt).toContain('Wholesale Café Sampling');
  });
});
