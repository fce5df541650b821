import { describe, expect, it } from 'vitest';
import { summarizeMetrics } from './campaign-metrics';
import type { DailyMetric } from './campaigns';
import { addDays } from './performance-analysis';
import type { CampaignPerformance } from './performance';
import {
  allocateBudget,
  campaignRoi,
  channelRoi,
  expectedRevenue,
  marginAdjusted,
  optimizationSuggestions,
  runScenario,
  shareWithBounds,
  spendBaselines,
  type SpendBaseline,
} from './roi-math';

function campaign(
  id: string,
  channel: string | null,
  days: number,
  spend: number,
  roas: number,
  opts: Partial<CampaignPerformance> = {},
): CampaignPerformance {
  const daily: DailyMetric[] = Array.from({ length: days }, (_, i) => ({
    date: addDays('2026-01-01', i),
    impressions: 1000,
    clicks: 50,
    conversions: 2,
    spend_cents: spend,
    revenue_cents: spend * roas,
  }));
  return {
    id,
    name: `Campaign ${id}`,
    status: 'active',
    client_id: null,
    archived: false,
    channels: channel ? [channel] : [],
    primary_channel: channel,
    budget_cents: null,
    spent_cents: spend * days,
    start_date: null,
    end_date: null,
    daily,
    totals: summarizeMetrics(daily),
    ...opts,
  };
}

const base = (id: string, roas: number, daily: number): SpendBaseline => ({
  campaign_id: id,
  campaign_name: id,
  channel: 'Email',
  roas,
  daily_spend_cents: daily,
});

describe('ROI', () => {
  it('per campaign equals summarizeMetrics and spend against budget', () => {
    const c = campaign('a', 'Email', 10, 1000, 3, { budget_cents: 20_000 });
    const roi = campaignRoi(c);
    expect(roi).toMatchObject({
      spend_cents: 10_000,
      revenue_cents: 30_000,
      profit_cents: 20_000,
      roi_percentage: 200,
      roas: 3,
      budget_used_percentage: 50,
      remaining_cents: 10_000,
      cpa_cents: 500,
    });
  });

  it('per primary channel adds the campaigns up', () => {
    const list = [
      campaign('a', 'Email', 10, 1000, 3),
      campaign('b', 'Email', 10, 1000, 1),
      campaign('c', null, 10, 500, 2),
    ];
    const channels = channelRoi(list);
    expect(channels[0]).toMatchObject({
      channel: 'Email',
      campaigns: 2,
      spend_cents: 20_000,
      revenue_cents: 40_000,
      roas: 2,
      roi_percentage: 100,
    });
    expect(channels[1]!.channel).toBe('No channel');
  });

  it('on a gross margin with its break-even ROAS', () => {
    expect(marginAdjusted(30_000, 10_000, 40)).toEqual({
      gross_profit_cents: 12_000,
      margin_roi_percentage: 20,
      break_even_roas: 2.5,
    });
  });
});

describe('budget allocator', () => {
  it('shares in proportion to the weights inside floors and caps, summing to the total', () => {
    expect(shareWithBounds(100, [1, 1], [0, 0], [100, 100])).toEqual([50, 50]);
    // b would get 90 but is capped at 60; a gets the rest.
    expect(shareWithBounds(100, [1, 9], [0, 0], [100, 60])).toEqual([40, 60]);
    // a would get 10 but has a floor of 25.
    expect(shareWithBounds(100, [1, 9], [25, 0], [100, 100])).toEqual([25, 75]);
  });

  it('fixes only one side per round, so a cap and a floor together still add up to the total', () => {
    // The demo's shape: one campaign at ROAS 1.5 spends most, one at ROAS 15.46 little.
    const shares = shareWithBounds(9216, [1.05, 10.82], [3650.5, 957.5], [14602, 3830]);
    expect(shares).toEqual([9216 - 3830, 3830]);
    const a = allocateBudget(
      [base('big', 1.5, 730_100), base('small', 15.46, 191_500)],
      921_600,
      1,
    );
    expect(a.rows.map((r) => r.proposed_cents)).toEqual([921_600 - 383_000, 383_000]);
    expect(a.rows[1]!.change_percentage).toBe(100);
  });

  it('moves budget towards the higher marginal ROAS with floors of 50% and caps of 200%', () => {
    const a = allocateBudget([base('low', 1, 1000), base('high', 5, 1000)], 60_000, 30);
    const [low, high] = a.rows;
    expect(low!.current_cents).toBe(30_000);
    expect(low!.marginal_roas).toBe(0.7);
    expect(high!.marginal_roas).toBe(3.5);
    // Proportional: 10 000 and 50 000; low is floored at 50% of its 30 000 share.
    expect(low!.proposed_cents).toBe(15_000);
    expect(high!.proposed_cents).toBe(45_000);
    expect(a.totals.proposed_cents).toBe(60_000);
    expect(high!.expected_revenue_cents).toBe(Math.round(30_000 * 5 * 1.5 ** 0.7));
    expect(a.totals.expected_revenue_cents).toBeGreaterThan(a.totals.current_revenue_cents);
  });

  it('keeps whole cents adding up to an odd total', () => {
    const a = allocateBudget([base('a', 2, 333), base('b', 2, 333), base('c', 2, 334)], 100_001, 7);
    expect(a.rows.reduce((s, r) => s + r.proposed_cents, 0)).toBe(100_001);
  });

  it('never raises a campaign above the daily limit of its decision, leaving the rest unallocated', () => {
    // Both lose money (0.86× and 0.9×): fixed at today's rate, neither may take a larger budget.
    const limits = new Map([
      ['a', 1000],
      ['b', 1000],
    ]);
    const a = allocateBudget([base('a', 0.86, 1000), base('b', 0.9, 1000)], 90_000, 30, limits);
    expect(a.rows.map((r) => r.proposed_cents)).toEqual([30_000, 30_000]);
    expect(a.totals.unallocated_cents).toBe(30_000);
    // A paused campaign gets nothing; its share goes to the other within its cap.
    const paused = allocateBudget(
      [base('a', 0.3, 1000), base('b', 3, 1000)],
      60_000,
      30,
      new Map([['a', 0]]),
    );
    expect(paused.rows.map((r) => r.proposed_cents)).toEqual([0, 60_000]);
    expect(paused.totals.unallocated_cents).toBe(0);
  });

  it('suggests budget-neutral moves with their expected effect', () => {
    const a = allocateBudget([base('low', 1, 1000), base('high', 5, 1000)], 60_000, 30);
    const s = optimizationSuggestions(a);
    expect(s.map((x) => [x.campaign_id, x.action])).toEqual([
      ['high', 'increase'],
      ['low', 'decrease'],
    ]);
    expect(s[0]!.expected_revenue_change_cents).toBe(
      a.rows[1]!.expected_revenue_cents - a.rows[1]!.current_revenue_cents,
    );
  });
});

describe('scenarios', () => {
  it('applies diminishing returns: doubling spend gives 2^0.7 the revenue', () => {
    expect(expectedRevenue(10_000, 3, 20_000)).toBe(Math.round(30_000 * 2 ** 0.7));
    expect(expectedRevenue(10_000, 3, 0)).toBe(0);
  });

  it('changes campaigns and channels, a campaign change overriding its channel', () => {
    const baselines = [base('a', 2, 1000), { ...base('b', 4, 500), channel: 'Search' }];
    const r = runScenario(
      baselines,
      [
        { target_type: 'channel', target: 'email', change_percentage: 50 },
        { target_type: 'campaign', target: 'a', change_percentage: -20 },
        { target_type: 'channel', target: 'Search', change_percentage: 100 },
      ],
      30,
    );
    expect(r.rows[0]).toMatchObject({
      change_percentage: -20,
      base_spend_cents: 30_000,
      base_revenue_cents: 60_000,
      spend_cents: 24_000,
      revenue_cents: Math.round(60_000 * 0.8 ** 0.7),
    });
    expect(r.rows[1]).toMatchObject({ change_percentage: 100, spend_cents: 30_000 });
    expect(r.totals.spend_change_cents).toBe(24_000 + 30_000 - 45_000);
    expect(r.totals.profit_change_cents).toBe(
      r.totals.revenue_cents - r.totals.spend_cents - (120_000 - 45_000),
    );
  });

  it('baselines: the last 28 days spend rate, campaigns without recent spend left out', () => {
    const running = campaign('run', 'Email', 60, 1000, 3);
    const ended = campaign('old', 'Email', 10, 1000, 3);
    const archived = campaign('arch', 'Email', 60, 1000, 3, { archived: true });
    const { baselines, excluded } = spendBaselines(
      [running, ended, archived],
      addDays('2026-01-01', 59),
    );
    expect(baselines).toEqual([
      {
        campaign_id: 'run',
        campaign_name: 'Campaign run',
        channel: 'Email',
        roas: 3,
        daily_spend_cents: 1000,
      },
    ]);
    expect(excluded.map((e) => e.reason)).toEqual(['no spend in the last 28 days', 'archived']);
  });
});
