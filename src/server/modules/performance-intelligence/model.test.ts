/**
 * The model path of a Performance Intelligence tool against a local OpenAI-compatible
 * server that answers with wrong figures: the saved output keeps the model's narrative
 * and carries the figures computed from the data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ANOMALY_RULE } from '@/shared/performance-analysis';
import {
  anomalyOutputSchema,
  formatPerformanceBrief,
  type AnomalyOutput,
} from '@/shared/performance-intelligence';
import { withTenant } from '../../db/tenant';
import { loadPerformanceFacts } from '../../agents/performance-intelligence/facts';
import { findTool } from '../../agents/registry';
import { createModelTestApp, type FakeModel } from '../../testing/fake-model';
import type { TestApp } from '../../testing/test-app';
import { groundedUser, runTool } from '../agent-sessions/test-helpers';

/** Schema-valid, and wrong in every figure. */
const WRONG: AnomalyOutput = {
  summary: 'CTR was 99% and nothing else happened.',
  scope: { campaign_id: null, label: 'Somebody else' },
  period: { from: '2020-01-01', to: '2020-01-02', days: 2 },
  insights: ['Harbor Roasters should look at the Tuesday creative before the weekend push.'],
  recommendations: [
    {
      title: 'Rotate the Instagram creative',
      detail: 'The spring subscription ad has run unchanged for three weeks.',
      priority: 'high',
    },
  ],
  sources: [],
  assumptions: [],
  rule: 'Any day the model dislikes.',
  days_checked: 999,
  anomalies: [
    {
      date: '2020-01-02',
      kind: 'spend_spike',
      metric: 'spend_cents',
      value: 123_456,
      baseline: 1,
      deviations: 42,
      change_percentage: 9999,
      campaign_id: null,
      campaign_name: 'Invented',
    },
  ],
};

describe('performance intelligence on the model path', () => {
  let t: TestApp;
  let model: FakeModel;
  let close: () => Promise<void>;
  let user: Awaited<ReturnType<typeof groundedUser>>;

  beforeAll(async () => {
    ({ t, model, close } = await createModelTestApp({
      answer: WRONG,
      text: 'Looking at the figures.',
    }));
    user = await groundedUser(t);
    const rows = Array.from({ length: 16 }, (_, i) => ({
      date: addDays('2026-02-01', i),
      impressions: 8_000,
      clicks: 160 + (i % 3) * 4,
      conversions: i === 15 ? 0 : 6 + (i % 2),
      spend_cents: 40_000 + (i % 4) * 500,
      revenue_cents: 110_000,
    }));
    const ingest = await t.request(`/api/v1/campaigns/${user.campaignId}/metrics`, {
      cookie: user.cookie,
      body: { rows },
    });
    expect(ingest.status).toBe(200);
  });
  afterAll(() => close());

  it('saves the computed figures, not the model’s, and keeps the model’s narrative', async () => {
    model.reset();
    const message = formatPerformanceBrief({ selection: { period: 'all' } });
    const { res, output, error } = await runTool(
      t,
      user.cookie,
      { agent_type: 'performance-intelligence', campaign_id: user.campaignId },
      { tool: 'anomaly_detection', message },
    );
    expect(res.status).toBe(200);
    expect(error).toBeUndefined();
    expect(output).toMatchObject({ engine: 'model', model: 'test-model' });
    const saved = anomalyOutputSchema.parse(output.content);

    // The figures are the data's.
    expect(saved.scope).toEqual({
      campaign_id: user.campaignId,
      label: 'Spring Subscription Push',
    });
    expect(saved.period).toEqual({ from: '2026-02-01', to: '2026-02-16', days: 16 });
    expect(saved.rule).toBe(ANOMALY_RULE);
    expect(saved.days_checked).toBe(16);
    expect(saved.anomalies).toEqual([
      expect.objectContaining({
        date: '2026-02-16',
        kind: 'zero_conversions',
        campaign_name: 'Spring Subscription Push',
      }),
    ]);
    expect(saved.summary).not.toContain('99%');
    expect(JSON.stringify(saved)).not.toContain('Invented');
    const facts = await withTenant(t.ctx.db, { orgId: user.orgId, userId: user.userId }, (tx) =>
      loadPerformanceFacts(tx, {
        orgId: user.orgId,
        campaignId: user.campaignId,
        clientId: null,
        message,
      }),
    );
    expect(
      findTool('performance-intelligence', 'anomaly_detection')!.verifyFigures!(facts, saved),
    ).toEqual([]);
    // The narrative is the model's.
    expect(saved.insights).toEqual(WRONG.insights);
    expect(saved.recommendations).toEqual(WRONG.recommendations);
    // The model was given the computed figures and the business context.
    const prompt = model.prompts().join('\n');
    expect(prompt).toContain('2026-02-16');
    expect(prompt).toContain('zero_conversions');
    expect(prompt).toContain('Harbor Roasters');
  });
});
