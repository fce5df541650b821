import { describe, expect, it } from 'vitest';
import { summarizeMetrics } from './campaign-metrics';
import type { DailyMetric } from './campaigns';
import {
  addDays,
  ANOMALY_RULE,
  budgetPacing,
  campaignsInPeriod,
  compareChannels,
  comparePeriods,
  detectAnomalies,
  detectCampaignAnomalies,
  lastDays,
  median,
  medianAbsoluteDeviation,
  mergeDaily,
  metricChange,
  periodTrend,
  rankCampaigns,
  UNASSIGNED_CHANNEL,
} from './performance-analysis';
import type { CampaignPerformance } from './performance';

const day = (date: string, over: Partial<DailyMetric> = {}): DailyMetric => ({
  date,
  impressions: 10_000,
  clicks: 200,
  conversions: 10,
  spend_cents: 50_000,
  revenue_cents: 150_000,
  ...over,
});

/** `n` steady days from 2026-03-01 with a little noise, so the MAD is not zero. */
const steady = (n: number, start = '2026-03-01') =>
  Array.from({ length: n }, (_, i) =>
    day(addDays(start, i), {
      clicks: 200 + (i % 3) * 5,
      spend_cents: 50_000 + (i % 4) * 1_000,
      conversions: 10 + (i % 2),
    }),
  );

const campaign = (over: Partial<CampaignPerformance> = {}): CampaignPerformance => {
  const daily = over.daily ?? [];
  return {
    id: 'c1',
    name: 'Spring Launch',
    status: 'active',
    client_id: null,
    archived: false,
    channels: ['Google Ads'],
    primary_channel: 'Google Ads',
    budget_cents: null,
    spent_cents: daily.reduce((s, d) => s + d.spend_cents, 0),
    start_date: null,
    end_date: null,
    daily,
    totals: summarizeMetrics(daily),
    ...over,
  };
};

describe('median and MAD', () => {
  it('take the middle value and the middle absolute deviation', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
    expect(medianAbsoluteDeviation([1, 2, 3, 4, 100])).toBe(1);
  });
});

describe('period over period', () => {
  it('compares the last N days with the N before, from summarizeMetrics', () => {
    const daily = [
      day('2026-03-01', { clicks: 100 }),
      day('2026-03-02', { clicks: 100 }),
      day('2026-03-03', { clicks: 150 }),
      day('2026-03-04', { clicks: 150 }),
    ];
    const trend = periodTrend(daily, 2)!;
    expect(trend.current).toMatchObject({ from: '2026-03-03', to: '2026-03-04', days: 2 });
    expect(trend.previous).toMatchObject({ from: '2026-03-01', to: '2026-03-02' });
    expect(trend.current.totals).toEqual(summarizeMetrics(daily.slice(2)));
    const clicks = trend.changes.find((c) => c.metric === 'clicks')!;
    expect(clicks).toMatchObject({
      current: 300,
      previous: 200,
      change_percentage: 50,
      direction: 'up',
      improved: true,
    });
    expect(trend.has_previous).toBe(true);
  });

  it('marks a CPA rise as worse and spend as neutral; no base is no percentage', () => {
    expect(metricChange('cpa_cents', 600, 500)).toMatchObject({ direction: 'up', improved: false });
    expect(metricChange('spend_cents', 600, 500)).toMatchObject({ improved: null });
    expect(metricChange('clicks', 5, 0)).toMatchObject({
      change_percentage: null,
      direction: 'up',
    });
    expect(metricChange('ctr', 2, 2.005)).toMatchObject({ direction: 'flat', improved: null });
  });

  it('says when there is no previous period, and gives null for an empty series', () => {
    const cmp = comparePeriods([day('2026-03-10')], '2026-03-10', '2026-03-10');
    expect(cmp.has_previous).toBe(false);
    expect(cmp.changes.every((c) => c.change_percentage === null)).toBe(true);
    expect(periodTrend([], 7)).toBeNull();
  });
});

describe('anomaly detection', () => {
  it('states its rule', () => {
    expect(ANOMALY_RULE).toMatch(/3 scaled median absolute deviations/);
    expect(ANOMALY_RULE).toMatch(/14 recorded days/);
  });

  it('flags a spend spike, a CTR drop, a CPA spike and a zero-conversion day on a constructed series', () => {
    const base = steady(14);
    const series = [
      ...base,
      day('2026-03-15', { spend_cents: 150_000, conversions: 10 }), // spend ×3, CPA ×3
      day('2026-03-16', { clicks: 50 }), // CTR 0.5% against ~2%
      day('2026-03-17', { conversions: 0 }), // spend, no conversions
    ];
    const found = detectAnomalies(series);
    expect(found.map((a) => `${a.date} ${a.kind}`)).toEqual([
      '2026-03-15 spend_spike',
      '2026-03-15 cpa_spike',
      '2026-03-16 ctr_drop',
      '2026-03-17 zero_conversions',
    ]);
    const ctr = found.find((a) => a.kind === 'ctr_drop')!;
    expect(ctr.value).toBe(0.5);
    expect(ctr.baseline).toBe(2.05);
    expect(ctr.deviations).toBeGreaterThan(3);
    expect(ctr.change_percentage).toBeLessThan(-20);
  });

  it('never flags a day with fewer than 7 prior days, nor steady noise', () => {
    const early = [...steady(6), day('2026-03-07', { spend_cents: 900_000 })];
    expect(detectAnomalies(early)).toEqual([]);
    expect(detectAnomalies(steady(30))).toEqual([]);
    const later = [...steady(7), day('2026-03-08', { spend_cents: 900_000 })];
    expect(detectAnomalies(later).map((a) => a.kind)).toContain('spend_spike');
  });

  it('needs the 20% distance too when the series is flat (MAD 0)', () => {
    const flat = Array.from({ length: 10 }, (_, i) => day(addDays('2026-03-01', i)));
    const small = [...flat, day('2026-03-11', { spend_cents: 55_000 })];
    expect(detectAnomalies(small)).toEqual([]);
    const big = [...flat, day('2026-03-11', { spend_cents: 70_000 })];
    expect(detectAnomalies(big)[0]).toMatchObject({ kind: 'spend_spike', deviations: null });
  });

  it('runs per campaign and keeps only the period', () => {
    const a = campaign({
      id: 'a',
      name: 'A',
      daily: [...steady(14), day('2026-03-15', { clicks: 40 })],
    });
    const b = campaign({ id: 'b', name: 'B', daily: steady(20) });
    const all = detectCampaignAnomalies([a, b]);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ campaign_id: 'a', campaign_name: 'A', kind: 'ctr_drop' });
    expect(detectCampaignAnomalies([a, b], '2026-03-16')).toEqual([]);
  });
});

describe('budget pacing', () => {
  const daily = Array.from({ length: 10 }, (_, i) =>
    day(addDays('2026-03-01', i), { spend_cents: 10_000 }),
  );

  it('projects the end spend at the last 7 days’ rate and gives a verdict', () => {
    const p = budgetPacing(
      campaign({
        daily,
        budget_cents: 300_000,
        start_date: '2026-03-01',
        end_date: '2026-03-30',
      }),
      '2026-03-10',
    );
    expect(p).toMatchObject({
      spent_cents: 100_000,
      spent_percentage: 33.3,
      days_total: 30,
      days_elapsed: 10,
      days_remaining: 20,
      elapsed_percentage: 33.3,
      daily_rate_cents: 10_000,
      projected_spend_cents: 300_000,
      projected_percentage: 100,
      verdict: 'on_track',
    });
    const over = budgetPacing(
      campaign({ daily, budget_cents: 150_000, start_date: '2026-03-01', end_date: '2026-03-30' }),
      '2026-03-10',
    );
    expect(over.verdict).toBe('over');
  });

  it('handles no budget, no dates and zero spend', () => {
    expect(budgetPacing(campaign({ daily }), '2026-03-10')).toMatchObject({
      verdict: 'no_budget',
      spent_percentage: null,
      budget_cents: null,
    });
    expect(budgetPacing(campaign({ daily, budget_cents: 0 }), '2026-03-10').verdict).toBe(
      'no_budget',
    );
    expect(budgetPacing(campaign({ daily, budget_cents: 500_000 }), '2026-03-10')).toMatchObject({
      verdict: 'no_dates',
      spent_percentage: 20,
      projected_spend_cents: null,
      elapsed_percentage: null,
    });
    const idle = budgetPacing(
      campaign({ budget_cents: 100_000, start_date: '2026-03-01', end_date: '2026-03-31' }),
      '2026-03-10',
    );
    expect(idle).toMatchObject({
      spent_cents: 0,
      daily_rate_cents: 0,
      projected_spend_cents: 0,
      verdict: 'under',
    });
  });

  it('counts nothing elapsed before the start and everything after the end', () => {
    const c = campaign({ budget_cents: 100_000, start_date: '2026-04-01', end_date: '2026-04-10' });
    expect(budgetPacing(c, '2026-03-20')).toMatchObject({ days_elapsed: 0, elapsed_percentage: 0 });
    expect(budgetPacing(c, '2026-05-01')).toMatchObject({
      days_remaining: 0,
      elapsed_percentage: 100,
    });
  });
});

describe('channels and campaigns', () => {
  const a = campaign({
    id: 'a',
    name: 'A',
    daily: [day('2026-03-01', { revenue_cents: 200_000 })],
  });
  const b = campaign({
    id: 'b',
    name: 'B',
    channels: ['Email', 'Google Ads'],
    primary_channel: 'Email',
    daily: [day('2026-03-01', { spend_cents: 100_000, conversions: 5 })],
  });
  const c = campaign({ id: 'c', name: 'C', channels: [], primary_channel: null, daily: [] });

  it('adds each campaign to its primary channel only', () => {
    const channels = compareChannels([a, b, c]);
    expect(channels.map((x) => x.channel)).toEqual(['Email', 'Google Ads', UNASSIGNED_CHANNEL]);
    expect(channels[0]!.totals).toEqual(summarizeMetrics(b.daily));
    expect(channels[1]).toMatchObject({ campaign_count: 1, campaigns: ['A'] });
  });

  it('ranks by ROAS and CTR highest first, CPA lowest first, missing values last', () => {
    expect(rankCampaigns([b, c, a], 'roas').map((r) => r.campaign_id)).toEqual(['a', 'b', 'c']);
    expect(rankCampaigns([b, c, a], 'cpa_cents').map((r) => [r.rank, r.campaign_id])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ]);
  });

  it('recomputes totals for a period and merges days by date', () => {
    const [inPeriod] = campaignsInPeriod([a], '2026-03-02');
    expect(inPeriod!.totals).toEqual(summarizeMetrics([]));
    const merged = mergeDaily([a.daily, b.daily]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.spend_cents).toBe(150_000);
  });
});

describe('the brief and the period', () => {
  it('reads back the brief it writes and refuses what it cannot read', async () => {
    const { formatPerformanceBrief, parsePerformanceBrief, isIsoDate, resolvePeriod } =
      await import('./performance-intelligence');
    const custom = { period: 'custom' as const, from: '2026-03-01', to: '2026-03-31' };
    expect(
      parsePerformanceBrief(formatPerformanceBrief({ selection: custom, rankBy: 'ctr' })).brief,
    ).toEqual({ selection: custom, rankBy: 'ctr' });
    expect(parsePerformanceBrief(null).brief).toEqual({
      selection: { period: 'last_30' },
      rankBy: 'roas',
    });
    expect(parsePerformanceBrief('Period: last week.').error).toMatch(/Period must read/);
    expect(parsePerformanceBrief('Rank by: clicks.').error).toMatch(/Rank by/);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    const recorded = { from: '2026-01-01', to: '2026-03-31' };
    expect(resolvePeriod({ period: 'last_7' }, recorded)).toEqual({
      from: '2026-03-25',
      to: '2026-03-31',
      days: 7,
    });
    expect(resolvePeriod({ period: 'all' }, recorded)).toEqual({ ...recorded, days: 90 });
    expect(resolvePeriod({ period: 'last_30' }, null)).toBeNull();
  });
});

describe('lastDays', () => {
  it('spans the given number of days, today included', () => {
    expect(lastDays(30, new Date('2026-11-24T10:00:00Z'))).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
    });
    expect(lastDays(1, new Date('2026-03-01T00:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
  });
});
