import { describe, expect, it } from 'vitest';
import { summarizeMetrics } from './campaign-metrics';
import {
  decideCampaign,
  decideCampaigns,
  describeDecision,
  withDecisions,
  type DecisionInput,
} from './campaign-decision';
import { addDays, budgetPacing } from './performance-analysis';
import type { CampaignPerformance } from './performance';

const TODAY = '2026-11-28';

/**
 * The coffee roaster of issue 27: 27 days at $40 a day returning 0.86×, dated to the end of
 * December on a $1,400 budget, so it is projected to spend 171% of it.
 */
function losingOverspender(over: Partial<CampaignPerformance> = {}): CampaignPerformance {
  const daily = Array.from({ length: 27 }, (_, i) => ({
    date: addDays('2026-11-02', i),
    impressions: 8_000,
    clicks: 160,
    conversions: 4,
    spend_cents: 4_000,
    revenue_cents: 3_440,
  }));
  return {
    id: 'autumn',
    name: 'Autumn Single Origin',
    status: 'active',
    client_id: null,
    archived: false,
    channels: ['Paid social'],
    primary_channel: 'Paid social',
    budget_cents: 140_000,
    spent_cents: 108_000,
    start_date: '2026-11-02',
    end_date: '2026-12-31',
    daily,
    totals: summarizeMetrics(daily),
    ...over,
  };
}

const input = (c: CampaignPerformance, over: Partial<DecisionInput> = {}): DecisionInput => ({
  id: c.id,
  name: c.name,
  totals: c.totals,
  pacing: budgetPacing(c, TODAY),
  asOf: TODAY,
  ...over,
});

describe('one decision per campaign', () => {
  it('slows a campaign at 0.86× pacing to 171% of its budget, never scales it', () => {
    const c = losingOverspender();
    const d = decideCampaign(input(c));
    expect(d).toMatchObject({
      action: 'slow',
      priority: 'high',
      roas: 0.86,
      projected_percentage: 171.4,
      target_daily_cents: 970,
      loss_cents: 108_000 - 92_880,
      overspend_cents: 240_000 - 140_000,
    });
    const advice = describeDecision(d);
    expect(advice.title).toBe('Slow Autumn Single Origin to $10 a day');
    expect(advice.detail).toContain('below break-even 1.00×');
    expect(advice.detail).not.toMatch(/scale|raise its budget/i);
  });

  it('tells a campaign whose budget is already spent to stop, never to slow to $0 a day', () => {
    const c = losingOverspender({ spent_cents: 150_000 });
    const d = decideCampaign(input(c));
    expect(d).toMatchObject({ action: 'slow', target_daily_cents: 0 });
    const advice = describeDecision(d);
    expect(advice.title).toBe('Stop Autumn Single Origin: its budget is spent');
    expect(advice.detail).toContain('Nothing is left of its budget for the');
    expect(`${advice.title} ${advice.detail}`).not.toContain('$0 a day');
  });

  it('fixes a losing campaign on pace, pauses one under half of break-even', () => {
    const c = losingOverspender({ budget_cents: 300_000 });
    expect(decideCampaign(input(c)).action).toBe('fix');
    const deep = decideCampaign(
      input(c, { totals: { spend_cents: 108_000, revenue_cents: 40_000, roas: 0.37 } }),
    );
    expect(deep.action).toBe('pause');
    expect(describeDecision(deep).title).toBe('Pause Autumn Single Origin');
  });

  it('scales only at twice break-even with budget to pace and no recent CPA spike', () => {
    const c = losingOverspender({ budget_cents: 300_000 });
    const strong = { spend_cents: 108_000, revenue_cents: 324_000, roas: 3 };
    expect(decideCampaign(input(c, { totals: strong })).action).toBe('scale');
    expect(
      decideCampaign(
        input(c, { totals: strong, anomalies: [{ date: '2026-11-27', kind: 'cpa_spike' }] }),
      ).action,
    ).toBe('hold');
    expect(
      decideCampaign(input(c, { totals: { ...strong, revenue_cents: 162_000, roas: 1.5 } })).action,
    ).toBe('hold');
    // With a 40% gross margin break-even is 2.50×: 3.00× is above it but not twice it.
    expect(decideCampaign(input(c, { totals: strong, breakEvenRoas: 2.5 })).action).toBe('hold');
  });

  it('a model’s advice that contradicts a decision gives way to it; other advice stays', () => {
    const slow = decideCampaign(input(losingOverspender()));
    const scale = decideCampaign(
      input(losingOverspender({ id: 'spring', name: 'Spring Push', budget_cents: 900_000 }), {
        totals: { spend_cents: 108_000, revenue_cents: 324_000, roas: 3 },
      }),
    );
    const model = [
      'Scale Autumn Single Origin: raise its budget in steps of 20%.',
      'Pause Spring Push while you test new creative.',
      'Raise Spring Push by 20% and watch CPA.',
      'Test a second channel beside Paid social.',
    ];
    const advice = (d: typeof slow) => describeDecision(d).title;
    expect(withDecisions(model, [slow, scale], (r) => r, advice)).toEqual([
      'Slow Autumn Single Origin to $10 a day',
      'Raise Spring Push by 20% and watch CPA.',
      'Test a second channel beside Paid social.',
    ]);
  });

  it('measures a campaign with no spend in the period, and skips archived ones', () => {
    const c = losingOverspender({ daily: [], totals: summarizeMetrics([]), spent_cents: 0 });
    expect(decideCampaign(input(c)).action).toBe('measure');
    expect(
      decideCampaigns([losingOverspender(), losingOverspender({ id: 'old', archived: true })], {
        today: TODAY,
      }).map((d) => d.campaign_id),
    ).toEqual(['autumn']);
  });
});
