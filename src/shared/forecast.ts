/**
 * Spend and revenue forward N days from the daily metrics (ROI & Budget agent, issue 8).
 * Pure: the same days give the same forecast on the server, in the agent and on the page.
 *
 * Method (FORECAST_METHOD below, shown on the page): the trailing window is the last
 * FORECAST_WINDOW_DAYS calendar days up to the last recorded day, a day without metrics
 * counting as 0. With at least FORECAST_MIN_TREND_POINTS days and a trend whose slope is at
 * least FORECAST_TREND_T standard errors from 0, the forecast is the ordinary least squares
 * line through those days; otherwise it is the window's mean. The band is an
 * FORECAST_INTERVAL_PERCENT% prediction interval: ± z × s × √(1 + 1/n + (x − x̄)² / Sxx),
 * s being the residual standard deviation of the chosen fit, so it widens with the horizon.
 */
import type { DailyMetric } from './campaigns';
import { addDays } from './performance-analysis';

export const FORECAST_WINDOW_DAYS = 28;
export const FORECAST_MIN_TREND_POINTS = 14;
/** How many standard errors the slope must be from 0 to be called a trend. */
export const FORECAST_TREND_T = 2;
export const FORECAST_INTERVAL_PERCENT = 80;
/** The two-sided 80% quantile of the normal distribution. */
const Z_80 = 1.2816;
export const FORECAST_MIN_HORIZON = 7;
export const FORECAST_MAX_HORIZON = 180;
export const FORECAST_DEFAULT_HORIZON = 30;

export const FORECAST_METHOD = `Each series (spend, revenue) is forecast from its last ${FORECAST_WINDOW_DAYS} calendar days up to the last recorded day (a day without metrics counts as 0). With at least ${FORECAST_MIN_TREND_POINTS} days and a trend whose slope is at least ${FORECAST_TREND_T} standard errors from zero, the forecast follows the ordinary least squares line through those days; otherwise it is the ${FORECAST_WINDOW_DAYS}-day mean. Forecasts never go below $0.`;
export const FORECAST_UNCERTAINTY = `The band is an ${FORECAST_INTERVAL_PERCENT}% prediction interval per day: the forecast ± 1.28 × the residual standard deviation × √(1 + 1/n + (day − mean day)² / Σ(day − mean day)²), so it widens the further ahead the day is. The total's range adds up the daily ends, a cautious range.`;

export type ForecastMethod = 'linear_trend' | 'trailing_mean';

export type ForecastPoint = { date: string; value: number; low: number; high: number };

export type SeriesForecast = {
  method: ForecastMethod;
  /** Days in the trailing window (0 when nothing was recorded). */
  points_used: number;
  /** Change per day in cents of the fitted line (0 for the mean). */
  slope_per_day: number;
  /** Residual standard deviation of the fit, in cents. */
  residual_sd: number;
  /** The mean of the trailing window, in cents per day. */
  window_mean: number;
  daily: ForecastPoint[];
  total: { value: number; low: number; high: number };
};

export type Forecast = {
  horizon_days: number;
  /** The trailing window the fits read, or null without metrics. */
  window: { from: string; to: string } | null;
  /** First and last forecast day. */
  period: { from: string; to: string } | null;
  spend: SeriesForecast;
  revenue: SeriesForecast;
  /** Forecast revenue / forecast spend over the horizon, 2 decimals; null without spend. */
  roas: number | null;
  interval_percent: number;
};

/** The window's values oldest first: the last `window` calendar days to the last recorded day. */
export function trailingValues(
  daily: readonly DailyMetric[],
  key: 'spend_cents' | 'revenue_cents',
  window = FORECAST_WINDOW_DAYS,
): { from: string; to: string; values: number[] } | null {
  if (daily.length === 0) return null;
  const sorted = [...daily].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0]!.date;
  const last = sorted[sorted.length - 1]!.date;
  const byDate = new Map<string, number>();
  for (const d of sorted) byDate.set(d.date, (byDate.get(d.date) ?? 0) + d[key]);
  const start = addDays(last, -(window - 1)) < first ? first : addDays(last, -(window - 1));
  const values: number[] = [];
  for (let date = start; date <= last; date = addDays(date, 1)) values.push(byDate.get(date) ?? 0);
  return { from: start, to: last, values };
}

/** One series forward `horizon` days after the window by the method above. */
export function forecastValues(values: readonly number[], horizon: number): SeriesForecast {
  const n = values.length;
  if (n === 0) {
    return {
      method: 'trailing_mean',
      points_used: 0,
      slope_per_day: 0,
      residual_sd: 0,
      window_mean: 0,
      daily: Array.from({ length: horizon }, () => ({ value: 0, low: 0, high: 0, date: '' })),
      total: { value: 0, low: 0, high: 0 },
    };
  }
  const xbar = (n - 1) / 2;
  const mean = values.reduce((a, v) => a + v, 0) / n;
  let sxx = 0;
  let sxy = 0;
  values.forEach((v, x) => {
    sxx += (x - xbar) ** 2;
    sxy += (x - xbar) * (v - mean);
  });
  const slope = sxx > 0 ? sxy / sxx : 0;
  const intercept = mean - slope * xbar;
  const sse = (fit: (x: number) => number) => values.reduce((a, v, x) => a + (v - fit(x)) ** 2, 0);
  const lineSse = sse((x) => intercept + slope * x);
  const lineSd = n > 2 ? Math.sqrt(lineSse / (n - 2)) : 0;
  const slopeSe = sxx > 0 && n > 2 ? lineSd / Math.sqrt(sxx) : Infinity;
  const trend =
    n >= FORECAST_MIN_TREND_POINTS &&
    slope !== 0 &&
    (slopeSe === 0 || Math.abs(slope) / slopeSe >= FORECAST_TREND_T);
  const fit = trend ? (x: number) => intercept + slope * x : () => mean;
  const sd = trend ? lineSd : n > 1 ? Math.sqrt(sse(() => mean) / (n - 1)) : 0;
  const daily: ForecastPoint[] = [];
  for (let h = 1; h <= horizon; h++) {
    const x = n - 1 + h;
    const value = Math.max(0, fit(x));
    const spread = Z_80 * sd * Math.sqrt(1 + 1 / n + (sxx > 0 ? (x - xbar) ** 2 / sxx : 0));
    daily.push({
      date: '',
      value: Math.round(value),
      low: Math.round(Math.max(0, value - spread)),
      high: Math.round(value + spread),
    });
  }
  const add = (k: 'value' | 'low' | 'high') => daily.reduce((a, p) => a + p[k], 0);
  return {
    method: trend ? 'linear_trend' : 'trailing_mean',
    points_used: n,
    slope_per_day: Math.round((trend ? slope : 0) * 100) / 100,
    residual_sd: Math.round(sd),
    window_mean: Math.round(mean),
    daily,
    total: { value: add('value'), low: add('low'), high: add('high') },
  };
}

/** Spend and revenue forward `horizon` days from the day after the last recorded day. */
export function forecastMetrics(daily: readonly DailyMetric[], horizon: number): Forecast {
  const spendWindow = trailingValues(daily, 'spend_cents');
  const revenueWindow = trailingValues(daily, 'revenue_cents');
  const spend = forecastValues(spendWindow?.values ?? [], horizon);
  const revenue = forecastValues(revenueWindow?.values ?? [], horizon);
  const last = spendWindow?.to ?? null;
  const dated = (series: SeriesForecast): SeriesForecast => ({
    ...series,
    daily: series.daily.map((p, i) => ({ ...p, date: last ? addDays(last, i + 1) : '' })),
  });
  return {
    horizon_days: horizon,
    window: spendWindow ? { from: spendWindow.from, to: spendWindow.to } : null,
    period: last ? { from: addDays(last, 1), to: addDays(last, horizon) } : null,
    spend: last ? dated(spend) : { ...spend, daily: [] },
    revenue: last ? dated(revenue) : { ...revenue, daily: [] },
    roas:
      spend.total.value > 0
        ? Math.round((revenue.total.value / spend.total.value) * 100) / 100
        : null,
    interval_percent: FORECAST_INTERVAL_PERCENT,
  };
}
