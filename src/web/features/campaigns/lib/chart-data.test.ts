import { describe, expect, it } from 'vitest';
import type { DailyMetric } from '@/shared/campaigns';
import { cumulativeSpend, weekStart, weeklyRoi } from './chart-data';

const day = (date: string, spend_cents: number, revenue_cents = 0): DailyMetric => ({
  date,
  impressions: 0,
  clicks: 0,
  conversions: 0,
  spend_cents,
  revenue_cents,
});

describe('chart data', () => {
  it('accumulates spend in dollars with the budget and the even pace', () => {
    const points = cumulativeSpend(
      [day('2026-03-01', 1000), day('2026-03-02', 2550)],
      10_000,
      '2026-03-01',
      '2026-03-10',
    );
    expect(points).toEqual([
      { date: '2026-03-01', spend: 10, budget: 100, pace: 10 },
      { date: '2026-03-02', spend: 35.5, budget: 100, pace: 20 },
    ]);
    expect(cumulativeSpend([day('2026-03-01', 1000)], null, null, null)[0]).toEqual({
      date: '2026-03-01',
      spend: 10,
      budget: null,
      pace: null,
    });
  });

  it('groups days into weeks starting on Monday with their ROI', () => {
    expect(weekStart('2026-03-01')).toBe('2026-02-23'); // a Sunday
    expect(weekStart('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(
      weeklyRoi([
        day('2026-03-01', 10_000, 25_000),
        day('2026-03-02', 10_000, 5_000),
        day('2026-03-03', 0, 5_000),
      ]),
    ).toEqual([
      { week: '2026-02-23', revenue: 250, spend: 100, roi: 150 },
      { week: '2026-03-02', revenue: 100, spend: 100, roi: 0 },
    ]);
  });
});
