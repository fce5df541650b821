import { describe, expect, it } from 'vitest';
import type { DailyMetric } from './campaigns';
import { FORECAST_WINDOW_DAYS, forecastMetrics, forecastValues, trailingValues } from './forecast';
import { addDays } from './performance-analysis';

const day = (date: string, spend: number, revenue = spend * 3): DailyMetric => ({
  date,
  impressions: 100,
  clicks: 10,
  conversions: 1,
  spend_cents: spend,
  revenue_cents: revenue,
});

const series = (n: number, f: (i: number) => number, start = '2026-01-01') =>
  Array.from({ length: n }, (_, i) => day(addDays(start, i), f(i)));

describe('forecast', () => {
  it('follows an exact linear trend with a zero-width band', () => {
    const f = forecastValues(
      Array.from({ length: 28 }, (_, i) => 1000 + 10 * i),
      7,
    );
    expect(f.method).toBe('linear_trend');
    expect(f.slope_per_day).toBe(10);
    expect(f.residual_sd).toBe(0);
    expect(f.daily.map((p) => p.value)).toEqual([1280, 1290, 1300, 1310, 1320, 1330, 1340]);
    expect(f.daily.every((p) => p.low === p.value && p.high === p.value)).toBe(true);
    expect(f.total.value).toBe(1280 + 1290 + 1300 + 1310 + 1320 + 1330 + 1340);
  });

  it('uses the trailing mean when there is no significant trend', () => {
    const values = Array.from({ length: 28 }, (_, i) => (i % 2 === 0 ? 900 : 1100));
    const f = forecastValues(values, 10);
    expect(f.method).toBe('trailing_mean');
    expect(f.window_mean).toBe(1000);
    expect(f.daily.every((p) => p.value === 1000)).toBe(true);
    // The 80% band: ± 1.2816 × s × √(1 + 1/n + (x − x̄)²/Sxx), widening with the horizon.
    const s = Math.sqrt((28 * 100 ** 2) / 27);
    const n = 28;
    const xbar = 13.5;
    const sxx = values.reduce((a, _, x) => a + (x - xbar) ** 2, 0);
    const spread = 1.2816 * s * Math.sqrt(1 + 1 / n + (28 - xbar) ** 2 / sxx);
    expect(f.daily[0]!.high).toBe(Math.round(1000 + spread));
    const widths = f.daily.map((p) => p.high - p.low);
    expect(widths.every((w, i) => i === 0 || w >= widths[i - 1]!)).toBe(true);
    expect(widths.at(-1)!).toBeGreaterThan(widths[0]!);
  });

  it('uses the mean with fewer than 14 days even on a trend', () => {
    const f = forecastValues([100, 200, 300, 400, 500], 3);
    expect(f.method).toBe('trailing_mean');
    expect(f.daily[0]!.value).toBe(300);
  });

  it('never forecasts below zero', () => {
    const f = forecastValues(
      Array.from({ length: 28 }, (_, i) => 2800 - 100 * i),
      30,
    );
    expect(f.method).toBe('linear_trend');
    expect(f.daily.at(-1)!.value).toBe(0);
    expect(f.daily.every((p) => p.low >= 0)).toBe(true);
  });

  it('reads the last 28 calendar days, a day without metrics as 0', () => {
    const daily = [...series(40, () => 500), day('2026-02-15', 700)];
    const w = trailingValues(daily, 'spend_cents')!;
    expect(w.values).toHaveLength(FORECAST_WINDOW_DAYS);
    expect(w.to).toBe('2026-02-15');
    expect(w.values.at(-1)).toBe(700);
    expect(w.values.filter((v) => v === 0)).toHaveLength(5); // Feb 10-14 missing
  });

  it('forecasts spend and revenue from the day after the last recorded day', () => {
    const f = forecastMetrics(
      series(28, () => 1000),
      14,
    );
    expect(f.period).toEqual({ from: '2026-01-29', to: '2026-02-11' });
    expect(f.spend.daily).toHaveLength(14);
    expect(f.spend.total.value).toBe(14_000);
    expect(f.revenue.total.value).toBe(42_000);
    expect(f.roas).toBe(3);
    expect(f.interval_percent).toBe(80);
  });

  it('answers an empty forecast without metrics', () => {
    const f = forecastMetrics([], 30);
    expect(f.period).toBeNull();
    expect(f.spend.daily).toEqual([]);
    expect(f.roas).toBeNull();
  });
});
