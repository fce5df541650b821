import { describe, expect, it } from 'vitest';
import { summarizeMetrics, type CampaignMetrics } from '@/shared/campaign-metrics';
import type { DailyMetric } from '@/shared/campaigns';
import { buildCampaign } from '../testing/campaign-factory';
import { addDays } from './format';
import { computeInsights } from './insights';

const day = (date: string, overrides: Partial<DailyMetric> = {}): DailyMetric => ({
  date,
  impressions: 1000,
  clicks: 20,
  conversions: 2,
  spend_cents: 10_000,
  revenue_cents: 30_000,
  ...overrides,
});

const metricsOf = (
  daily: DailyMetric[],
  budget_cents: number | null = 500_000,
): CampaignMetrics => ({
  daily,
  totals: summarizeMetrics(daily),
  budget_cents,
  spent_cents: daily.reduce((sum, d) => sum + d.spend_cents, 0),
});

const byId = (insights: ReturnType<typeof computeInsights>, id: string) =>
  insights.find((insight) => insight.id === id);

describe('computeInsights', () => {
  const campaign = buildCampaign({
    start_date: '2026-03-01',
    end_date: '2026-03-30',
    status: 'active',
  });

  it('warns when spend runs ahead of the schedule, with the projected overspend', () => {
    // 10 of 30 days elapsed, $3,000 of $5,000 spent: $9,000 projected.
    const daily = Array.from({ length: 10 }, (_, i) =>
      day(addDays('2026-03-01', i), { spend_cents: 30_000 }),
    );
    const pacing = byId(computeInsights(campaign, metricsOf(daily), '2026-03-10'), 'budget-pacing');
    expect(pacing).toMatchObject({ tone: 'warning', title: 'Spending ahead of pace' });
    expect(pacing?.detail).toContain('60% of the budget spent on day 10 of 30');
    expect(pacing?.detail).toContain('$9,000');
  });

  it('calls an overspent budget critical and puts it first', () => {
    const daily = [
      day('2026-03-01', { spend_cents: 400_000 }),
      day('2026-03-02', { spend_cents: 200_000 }),
    ];
    const [first] = computeInsights(campaign, metricsOf(daily), '2026-03-02');
    expect(first).toMatchObject({ id: 'budget-pacing', tone: 'critical', title: 'Over budget' });
    expect(first?.detail).toContain('$1,000 over');
  });

  it('says the budget is on pace when spend follows the calendar', () => {
    const daily = Array.from({ length: 15 }, (_, i) =>
      day(addDays('2026-03-01', i), { spend_cents: 16_667 }),
    );
    expect(
      byId(computeInsights(campaign, metricsOf(daily), '2026-03-15'), 'budget-pacing'),
    ).toMatchObject({ tone: 'good', title: 'Budget on pace' });
  });

  it('names the best and the weakest day', () => {
    const daily = [
      day('2026-03-01', { conversions: 2, spend_cents: 10_000 }),
      day('2026-03-02', { conversions: 9, spend_cents: 12_000 }),
      day('2026-03-03', { conversions: 0, spend_cents: 15_000 }),
    ];
    const insights = computeInsights(campaign, metricsOf(daily), '2026-03-03');
    expect(byId(insights, 'best-day')?.title).toBe('Best day: Mar 2, 2026');
    expect(byId(insights, 'worst-day')?.title).toBe('Weakest day: Mar 3, 2026');
    expect(byId(insights, 'worst-day')?.detail).toContain('0 conversions from $150 spend');
  });

  it('compares the CTR of the last 7 days with the 7 before', () => {
    const daily = Array.from({ length: 14 }, (_, i) =>
      day(addDays('2026-03-01', i), { clicks: i < 7 ? 30 : 15 }),
    );
    const trend = byId(computeInsights(campaign, metricsOf(daily), '2026-03-14'), 'ctr-trend');
    expect(trend).toMatchObject({ tone: 'warning', title: 'Click-through rate down 50%' });
    expect(trend?.detail).toContain('1.50% over the last 7 days against 3.00% the 7 days before');
  });

  it('says when there is not enough data for a trend, rather than inventing one', () => {
    const trend = byId(
      computeInsights(campaign, metricsOf([day('2026-03-01')]), '2026-03-02'),
      'ctr-trend',
    );
    expect(trend?.title).toBe('Not enough data for a CTR trend');
  });

  it('lists the missing fields that weaken the plan', () => {
    const sparse = buildCampaign({
      objectives: null,
      goals: [],
      budget_cents: null,
      content_pillars: [],
    });
    const plan = byId(computeInsights(sparse, metricsOf([], null), '2026-03-02'), 'plan');
    expect(plan).toMatchObject({ tone: 'warning', title: '4 gaps in the plan' });
    expect(plan?.detail).toContain('Missing: objectives, goals, budget, content pillars.');
  });

  it('flags an active campaign past its end date and stale data', () => {
    const daily = [day('2026-03-01'), day('2026-03-02')];
    const insights = computeInsights(campaign, metricsOf(daily), '2026-04-15');
    expect(byId(insights, 'status')?.title).toBe('Past its end date but still active');
    expect(byId(insights, 'freshness')?.title).toBe('No data since Mar 2, 2026');
  });
});
