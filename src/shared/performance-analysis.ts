/**
 * Analyses of the organization's performance, pure functions over what `loadPerformance`
 * returns (src/server/modules/performance/load-performance.ts), every total computed with
 * `summarizeMetrics` so a figure here is the figure of the campaign analytics page.
 * Performance Intelligence states them; ROI & Budget and Quick Wins reuse them.
 *
 * Dates are calendar days (YYYY-MM-DD, UTC), like the daily metrics.
 */
import { summarizeMetrics, type CampaignMetricTotals } from './campaign-metrics';
import type { DailyMetric } from './campaigns';
import { DEFAULT_CURRENCY, formatDay, formatMoney } from './format';
import type { CampaignPerformance } from './performance';

// ---------------------------------------------------------------------------------------------
// Calendar days

const toTime = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);

/** Today's calendar day in UTC, the calendar the metrics use. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** Whole days from a to b (b − a). */
export const daysBetween = (a: string, b: string) =>
  Math.round((toTime(b) - toTime(a)) / 86_400_000);

export const addDays = (day: string, days: number) =>
  new Date(toTime(day) + days * 86_400_000).toISOString().slice(0, 10);

/** The last `days` days, today included (UTC, as the metrics are dated). */
export const lastDays = (days: number, now: Date = new Date()) => ({
  from: addDays(todayIso(now), -(days - 1)),
  to: todayIso(now),
});

/**
 * The periods a reader of a client's figures chooses from: the agency's client analytics and
 * the client's portal offer the same ones, computed by `lastDays`, so they agree to the cent.
 */
export const LAST_DAYS_PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
] as const;

/** The days of a series inside [from, to] (inclusive; an absent bound is open). */
export function daysBetweenDates(
  daily: readonly DailyMetric[],
  from?: string | null,
  to?: string | null,
): DailyMetric[] {
  return daily.filter((d) => (!from || d.date >= from) && (!to || d.date <= to));
}

/** Every campaign's days of one date added up, in date order. */
export function mergeDaily(series: readonly (readonly DailyMetric[])[]): DailyMetric[] {
  const merged = new Map<string, DailyMetric>();
  for (const daily of series)
    for (const d of daily) {
      const day = merged.get(d.date) ?? {
        date: d.date,
        impressions: 0,
        clicks: 0,
        conversions: 0,
        spend_cents: 0,
        revenue_cents: 0,
      };
      day.impressions += d.impressions;
      day.clicks += d.clicks;
      day.conversions += d.conversions;
      day.spend_cents += d.spend_cents;
      day.revenue_cents += d.revenue_cents;
      merged.set(d.date, day);
    }
  return [...merged.values()].sort((a, b) => a.date.localeCompare(b.date));
}

// ---------------------------------------------------------------------------------------------
// Metrics

export const TREND_METRICS = [
  'impressions',
  'clicks',
  'ctr',
  'conversions',
  'conversion_rate',
  'spend_cents',
  'cpa_cents',
  'revenue_cents',
  'roas',
] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

export const METRIC_LABELS: Record<TrendMetric, string> = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  ctr: 'CTR',
  conversions: 'Conversions',
  conversion_rate: 'Conversion rate',
  spend_cents: 'Spend',
  cpa_cents: 'CPA',
  revenue_cents: 'Revenue',
  roas: 'ROAS',
};

/**
 * Whether a rise is good news. Spend is neither (null): more spend is only good when the
 * return follows, which ROAS and CPA say.
 */
export const HIGHER_IS_BETTER: Record<TrendMetric, boolean | null> = {
  impressions: true,
  clicks: true,
  ctr: true,
  conversions: true,
  conversion_rate: true,
  spend_cents: null,
  cpa_cents: false,
  revenue_cents: true,
  roas: true,
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A metric's value as the pages show it (percent, cents, multiple), for texts and tables. */
export function formatMetricValue(
  metric: TrendMetric,
  value: number | null,
  currency: string = DEFAULT_CURRENCY,
): string {
  if (value === null || !Number.isFinite(value)) return '—';
  switch (metric) {
    case 'ctr':
    case 'conversion_rate':
      return `${value.toFixed(2)}%`;
    case 'roas':
      return `${value.toFixed(2)}×`;
    case 'spend_cents':
    case 'cpa_cents':
    case 'revenue_cents':
      return formatMoney(value, currency);
    default:
      return Math.round(value).toLocaleString('en-US');
  }
}

// ---------------------------------------------------------------------------------------------
// Period over period

export type TrendDirection = 'up' | 'down' | 'flat';

export type MetricChange = {
  metric: TrendMetric;
  current: number | null;
  previous: number | null;
  /** Percent change from the previous period, 1 decimal; null when there is no base. */
  change_percentage: number | null;
  direction: TrendDirection;
  /** True when the change is good news, false when bad, null when neutral or unknown. */
  improved: boolean | null;
};

export type PeriodWindow = { from: string; to: string; days: number; totals: CampaignMetricTotals };

export type PeriodComparison = {
  current: PeriodWindow;
  previous: PeriodWindow;
  /** False when the previous window holds no recorded day (nothing to compare with). */
  has_previous: boolean;
  changes: MetricChange[];
};

/** A change below this share (in percent) counts as flat. */
export const FLAT_CHANGE_PERCENTAGE = 1;

export function metricChange(
  metric: TrendMetric,
  current: number | null,
  previous: number | null,
): MetricChange {
  const change =
    current !== null && previous !== null && previous !== 0
      ? round1(((current - previous) / Math.abs(previous)) * 100)
      : null;
  const direction: TrendDirection =
    change === null
      ? current !== null && previous !== null && current !== previous
        ? current > previous
          ? 'up'
          : 'down'
        : 'flat'
      : Math.abs(change) < FLAT_CHANGE_PERCENTAGE
        ? 'flat'
        : change > 0
          ? 'up'
          : 'down';
  const better = HIGHER_IS_BETTER[metric];
  const improved = direction === 'flat' || better === null ? null : (direction === 'up') === better;
  return { metric, current, previous, change_percentage: change, direction, improved };
}

/**
 * The period [from, to] against the same number of days just before it (from − n … from − 1).
 * `daily` may hold days outside both windows; they are ignored.
 */
export function comparePeriods(
  daily: readonly DailyMetric[],
  from: string,
  to: string,
): PeriodComparison {
  const days = daysBetween(from, to) + 1;
  const prevTo = addDays(from, -1);
  const prevFrom = addDays(from, -days);
  const currentDays = daysBetweenDates(daily, from, to);
  const previousDays = daysBetweenDates(daily, prevFrom, prevTo);
  const current = summarizeMetrics(currentDays);
  const previous = summarizeMetrics(previousDays);
  return {
    current: { from, to, days, totals: current },
    previous: { from: prevFrom, to: prevTo, days, totals: previous },
    has_previous: previousDays.length > 0,
    changes: TREND_METRICS.map((m) =>
      metricChange(m, current[m], previousDays.length ? previous[m] : null),
    ),
  };
}

/**
 * The last `days` days (ending on `endDate`, or on the last recorded day) against the
 * `days` before them. Null when the series is empty and no end date is given.
 */
export function periodTrend(
  daily: readonly DailyMetric[],
  days: number,
  endDate?: string | null,
): PeriodComparison | null {
  const end = endDate ?? daily[daily.length - 1]?.date;
  if (!end) return null;
  const n = Math.max(1, Math.floor(days));
  return comparePeriods(daily, addDays(end, -(n - 1)), end);
}

// ---------------------------------------------------------------------------------------------
// Anomalies

export const ANOMALY_WINDOW_DAYS = 14;
export const ANOMALY_MIN_PRIOR_DAYS = 7;
export const ANOMALY_MAD_THRESHOLD = 3;
/** A deviation must also be at least this share (percent) of the baseline. */
export const ANOMALY_MIN_RELATIVE_PERCENTAGE = 20;
/** Scales a median absolute deviation to a standard deviation for normal data. */
export const MAD_SCALE = 1.4826;

/** The rule, as every page and report states it. */
export const ANOMALY_RULE =
  `A day is flagged when a metric is more than ${ANOMALY_MAD_THRESHOLD} scaled median absolute deviations ` +
  `(MAD × ${MAD_SCALE}) and more than ${ANOMALY_MIN_RELATIVE_PERCENTAGE}% away from the median of the ` +
  `${ANOMALY_WINDOW_DAYS} recorded days before it, with at least ${ANOMALY_MIN_PRIOR_DAYS} such days: ` +
  'spend and CPA spikes (above), CTR drops (below). A day with spend but no conversions is flagged ' +
  'when those prior days had a median of at least one conversion.';

/** The same rule in a client's words: what is flagged, not how it is computed. */
export const ANOMALY_RULE_PLAIN =
  'A day is flagged when spend or the cost per conversion jumps, the click-through rate falls, ' +
  `or spend buys no conversions, far outside the usual range of the ${ANOMALY_WINDOW_DAYS} days before it.`;

export const ANOMALY_KINDS = ['spend_spike', 'cpa_spike', 'ctr_drop', 'zero_conversions'] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

export const ANOMALY_LABELS: Record<AnomalyKind, string> = {
  spend_spike: 'Spend spike',
  cpa_spike: 'CPA spike',
  ctr_drop: 'CTR drop',
  zero_conversions: 'Zero-conversion day',
};

/** The kinds in a sentence, one and many: "1 CTR drop", "2 zero-conversion days". */
export const ANOMALY_NOUNS: Record<AnomalyKind, [string, string]> = {
  spend_spike: ['spend spike', 'spend spikes'],
  cpa_spike: ['CPA spike', 'CPA spikes'],
  ctr_drop: ['CTR drop', 'CTR drops'],
  zero_conversions: ['zero-conversion day', 'zero-conversion days'],
};

export type Anomaly = {
  date: string;
  kind: AnomalyKind;
  metric: 'spend_cents' | 'cpa_cents' | 'ctr' | 'conversions';
  value: number;
  /** The median of the prior days (the baseline). */
  baseline: number;
  /** How far from the baseline in scaled MADs, 1 decimal; null when the MAD is 0. */
  deviations: number | null;
  /** Percent away from the baseline, 1 decimal. */
  change_percentage: number | null;
  campaign_id: string | null;
  campaign_name: string | null;
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median absolute deviation (unscaled). */
export const medianAbsoluteDeviation = (values: readonly number[]) => {
  const m = median(values);
  return median(values.map((v) => Math.abs(v - m)));
};

type Baseline = { median: number; scaledMad: number };

const baselineOf = (values: readonly number[]): Baseline => ({
  median: median(values),
  scaledMad: medianAbsoluteDeviation(values) * MAD_SCALE,
});

/** Whether `value` breaks the rule against `b` on the given side. */
function breaks(value: number, b: Baseline, side: 'above' | 'below'): boolean {
  const distance = side === 'above' ? value - b.median : b.median - value;
  if (distance <= 0) return false;
  if (distance <= ANOMALY_MAD_THRESHOLD * b.scaledMad) return false;
  return b.median === 0 || distance > (Math.abs(b.median) * ANOMALY_MIN_RELATIVE_PERCENTAGE) / 100;
}

const dayRatios = (d: DailyMetric) => summarizeMetrics([d]);

function anomalyOf(
  day: DailyMetric,
  kind: AnomalyKind,
  metric: Anomaly['metric'],
  value: number,
  b: Baseline,
): Anomaly {
  return {
    date: day.date,
    kind,
    metric,
    value,
    baseline: round2(b.median),
    deviations: b.scaledMad > 0 ? round1(Math.abs(value - b.median) / b.scaledMad) : null,
    change_percentage:
      b.median !== 0 ? round1(((value - b.median) / Math.abs(b.median)) * 100) : null,
    campaign_id: null,
    campaign_name: null,
  };
}

/**
 * Every day of one series that breaks `ANOMALY_RULE`, in date order. Each day is compared
 * with the up to 14 recorded days before it; the first 7 days are never flagged.
 */
export function detectAnomalies(daily: readonly DailyMetric[]): Anomaly[] {
  const days = [...daily].sort((a, b) => a.date.localeCompare(b.date));
  const found: Anomaly[] = [];
  days.forEach((day, i) => {
    if (i < ANOMALY_MIN_PRIOR_DAYS) return;
    const prior = days.slice(Math.max(0, i - ANOMALY_WINDOW_DAYS), i);
    const today = dayRatios(day);

    const spend = baselineOf(prior.map((d) => d.spend_cents));
    if (breaks(day.spend_cents, spend, 'above'))
      found.push(anomalyOf(day, 'spend_spike', 'spend_cents', day.spend_cents, spend));

    const priorCtr = prior.map((d) => dayRatios(d).ctr).filter((v): v is number => v !== null);
    if (today.ctr !== null && priorCtr.length >= ANOMALY_MIN_PRIOR_DAYS) {
      const ctr = baselineOf(priorCtr);
      if (breaks(today.ctr, ctr, 'below'))
        found.push(anomalyOf(day, 'ctr_drop', 'ctr', today.ctr, ctr));
    }

    const priorCpa = prior
      .map((d) => dayRatios(d).cpa_cents)
      .filter((v): v is number => v !== null);
    if (today.cpa_cents !== null && priorCpa.length >= ANOMALY_MIN_PRIOR_DAYS) {
      const cpa = baselineOf(priorCpa);
      if (breaks(today.cpa_cents, cpa, 'above'))
        found.push(anomalyOf(day, 'cpa_spike', 'cpa_cents', today.cpa_cents, cpa));
    }

    const conversions = baselineOf(prior.map((d) => d.conversions));
    if (day.conversions === 0 && day.spend_cents > 0 && conversions.median >= 1)
      found.push(anomalyOf(day, 'zero_conversions', 'conversions', 0, conversions));
  });
  return found;
}

/**
 * Anomalies of each campaign's own series (a campaign's spike is not hidden by the others),
 * newest first, only those dated inside [from, to] when given. The prior days of a flagged
 * day may lie before `from`: pass the whole series and the period.
 */
export function detectCampaignAnomalies(
  campaigns: readonly Pick<CampaignPerformance, 'id' | 'name' | 'daily'>[],
  from?: string | null,
  to?: string | null,
): Anomaly[] {
  return campaigns
    .flatMap((c) =>
      detectAnomalies(c.daily).map((a) => ({ ...a, campaign_id: c.id, campaign_name: c.name })),
    )
    .filter((a) => (!from || a.date >= from) && (!to || a.date <= to))
    .sort(
      (a, b) =>
        b.date.localeCompare(a.date) ||
        (a.campaign_name ?? '').localeCompare(b.campaign_name ?? ''),
    );
}

/**
 * One line per anomaly, in words a client reads too: "Mar 14, 2026 · Spring Launch: CTR drop,
 * 0.80% against a median of 2.10% on the days before (-62%)". The rule's statistics (scaled
 * median absolute deviations) stay in `ANOMALY_RULE`, on the agency's side.
 */
export function describeAnomaly(a: Anomaly): string {
  const metric: TrendMetric = a.metric;
  const where = a.campaign_name ? ` · ${a.campaign_name}` : '';
  const change =
    a.change_percentage !== null
      ? ` (${a.change_percentage > 0 ? '+' : ''}${a.change_percentage}%)`
      : '';
  return `${formatDay(a.date)}${where}: ${ANOMALY_LABELS[a.kind]}, ${formatMetricValue(metric, a.value)} against a median of ${formatMetricValue(metric, a.baseline)} on the days before${change}`;
}

// ---------------------------------------------------------------------------------------------
// Budget pacing

/** Days of recorded spend the current daily rate is averaged over. */
export const PACING_RATE_DAYS = 7;
/** Projected spend within ±10% of the budget is on track. */
export const PACING_TOLERANCE_PERCENTAGE = 10;

export const PACING_VERDICTS = ['under', 'on_track', 'over', 'no_budget', 'no_dates'] as const;
export type PacingVerdict = (typeof PACING_VERDICTS)[number];

export const PACING_VERDICT_LABELS: Record<PacingVerdict, string> = {
  under: 'Underspending',
  on_track: 'On track',
  over: 'Overspending',
  no_budget: 'No budget set',
  no_dates: 'No start or end date',
};

export const PACING_RULE =
  `Spend is compared with the budget and the elapsed share of the campaign's dates. The current daily rate ` +
  `is the average spend of the last ${PACING_RATE_DAYS} recorded days; the projected end spend is what was spent ` +
  `plus that rate for every day left. Within ${PACING_TOLERANCE_PERCENTAGE}% of the budget is on track; below is ` +
  'underspending, above is overspending.';

export type BudgetPacing = {
  campaign_id: string;
  campaign_name: string;
  budget_cents: number | null;
  spent_cents: number;
  start_date: string | null;
  end_date: string | null;
  /** Spent over budget in percent, 1 decimal; null without a budget. */
  spent_percentage: number | null;
  /** Elapsed share of the campaign's days in percent, 1 decimal; null without both dates. */
  elapsed_percentage: number | null;
  days_total: number | null;
  days_elapsed: number | null;
  days_remaining: number | null;
  /** Average daily spend of the last recorded days, in cents (whole). */
  daily_rate_cents: number;
  /** Spent plus the daily rate for each remaining day; null without both dates. */
  projected_spend_cents: number | null;
  /** Projected over budget in percent, 1 decimal. */
  projected_percentage: number | null;
  verdict: PacingVerdict;
};

type PacingInput = Pick<
  CampaignPerformance,
  'id' | 'name' | 'budget_cents' | 'spent_cents' | 'start_date' | 'end_date' | 'daily'
>;

export function budgetPacing(campaign: PacingInput, today: string = todayIso()): BudgetPacing {
  const { budget_cents: budget, spent_cents: spent, start_date: start, end_date: end } = campaign;
  const recent = [...campaign.daily]
    .sort((a, b) => a.date.localeCompare(b.date))
    .filter((d) => d.date <= today)
    .slice(-PACING_RATE_DAYS);
  const rate = recent.length
    ? Math.round(recent.reduce((s, d) => s + d.spend_cents, 0) / recent.length)
    : 0;
  const hasBudget = budget !== null && budget > 0;
  const spentPct = hasBudget ? round1((spent / budget) * 100) : null;
  let daysTotal: number | null = null;
  let daysElapsed: number | null = null;
  let daysRemaining: number | null = null;
  let elapsedPct: number | null = null;
  let projected: number | null = null;
  if (start && end && end >= start) {
    daysTotal = daysBetween(start, end) + 1;
    daysElapsed = Math.min(daysTotal, Math.max(0, daysBetween(start, today) + 1));
    daysRemaining = daysTotal - daysElapsed;
    elapsedPct = round1((daysElapsed / daysTotal) * 100);
    projected = spent + rate * daysRemaining;
  }
  const projectedPct = hasBudget && projected !== null ? round1((projected / budget) * 100) : null;
  const verdict: PacingVerdict = !hasBudget
    ? 'no_budget'
    : projectedPct === null
      ? 'no_dates'
      : projectedPct > 100 + PACING_TOLERANCE_PERCENTAGE
        ? 'over'
        : projectedPct < 100 - PACING_TOLERANCE_PERCENTAGE
          ? 'under'
          : 'on_track';
  return {
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    budget_cents: hasBudget ? budget : null,
    spent_cents: spent,
    start_date: start,
    end_date: end,
    spent_percentage: spentPct,
    elapsed_percentage: elapsedPct,
    days_total: daysTotal,
    days_elapsed: daysElapsed,
    days_remaining: daysRemaining,
    daily_rate_cents: rate,
    projected_spend_cents: projected,
    projected_percentage: projectedPct,
    verdict,
  };
}

/** One sentence on a campaign's pacing, for reports. */
export function describePacing(p: BudgetPacing): string {
  const usd = (c: number) => formatMetricValue('spend_cents', c);
  if (p.verdict === 'no_budget')
    return `${p.campaign_name} has no budget set; ${usd(p.spent_cents)} spent so far.`;
  if (p.verdict === 'no_dates')
    return `${p.campaign_name} has spent ${usd(p.spent_cents)} of ${usd(p.budget_cents!)} (${p.spent_percentage}%), but without a start and end date its pace cannot be projected.`;
  return `${p.campaign_name} has spent ${usd(p.spent_cents)} of ${usd(p.budget_cents!)} (${p.spent_percentage}%) with ${p.elapsed_percentage}% of its days elapsed; at ${usd(p.daily_rate_cents)} a day it ends near ${usd(p.projected_spend_cents!)} (${p.projected_percentage}% of budget): ${PACING_VERDICT_LABELS[p.verdict].toLowerCase()}.`;
}

// ---------------------------------------------------------------------------------------------
// Channels and campaigns

/** The channel a campaign without channels counts towards. */
export const UNASSIGNED_CHANNEL = 'No channel';

export const CHANNEL_ATTRIBUTION_NOTE =
  "Metrics are recorded per campaign, not per channel: a campaign's figures count towards its first (primary) channel.";

export type ChannelPerformance = {
  channel: string;
  campaign_count: number;
  campaigns: string[];
  totals: CampaignMetricTotals;
};

/** Each primary channel's campaigns' days added up, by spend (highest first). */
export function compareChannels(
  campaigns: readonly Pick<CampaignPerformance, 'name' | 'primary_channel' | 'daily'>[],
): ChannelPerformance[] {
  const groups = new Map<string, { names: string[]; daily: DailyMetric[] }>();
  for (const c of campaigns) {
    const key = c.primary_channel ?? UNASSIGNED_CHANNEL;
    const g = groups.get(key) ?? { names: [], daily: [] };
    g.names.push(c.name);
    g.daily.push(...c.daily);
    groups.set(key, g);
  }
  return [...groups.entries()]
    .map(([channel, g]) => ({
      channel,
      campaign_count: g.names.length,
      campaigns: g.names,
      totals: summarizeMetrics(g.daily),
    }))
    .sort(
      (a, b) => b.totals.spend_cents - a.totals.spend_cents || a.channel.localeCompare(b.channel),
    );
}

export const RANKING_METRICS = ['roas', 'cpa_cents', 'ctr'] as const;
export type RankingMetric = (typeof RANKING_METRICS)[number];

export type RankedCampaign = {
  rank: number;
  campaign_id: string;
  campaign_name: string;
  primary_channel: string | null;
  totals: CampaignMetricTotals;
};

/**
 * Campaigns ranked by a metric: ROAS and CTR highest first, CPA lowest first; campaigns
 * without the metric (nothing to divide by) last, by name.
 */
export function rankCampaigns(
  campaigns: readonly Pick<CampaignPerformance, 'id' | 'name' | 'primary_channel' | 'totals'>[],
  by: RankingMetric,
): RankedCampaign[] {
  const ascending = by === 'cpa_cents';
  return [...campaigns]
    .sort((a, b) => {
      const x = a.totals[by];
      const y = b.totals[by];
      if (x === null && y === null) return a.name.localeCompare(b.name);
      if (x === null) return 1;
      if (y === null) return -1;
      return (ascending ? x - y : y - x) || a.name.localeCompare(b.name);
    })
    .map((c, i) => ({
      rank: i + 1,
      campaign_id: c.id,
      campaign_name: c.name,
      primary_channel: c.primary_channel,
      totals: c.totals,
    }));
}

/** Campaigns with their totals recomputed for [from, to] (the same days the pages read). */
export function campaignsInPeriod<T extends Pick<CampaignPerformance, 'daily' | 'totals'>>(
  campaigns: readonly T[],
  from?: string | null,
  to?: string | null,
): T[] {
  return campaigns.map((c) => {
    const daily = daysBetweenDates(c.daily, from, to);
    return { ...c, daily, totals: summarizeMetrics(daily) };
  });
}
