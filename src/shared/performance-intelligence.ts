/**
 * The Performance Intelligence agent's contract: its tools and output schemas, the brief a
 * run is given (campaign by the session, period and ranking in the message), the overview
 * the dashboard reads (`GET /performance-intelligence/overview`) and how both are built
 * from `loadPerformance` with the analyses of ./performance-analysis.
 */
import { z } from 'zod';
import { recommendationItemSchema, sourceSchema } from './agent-runs';
import { summarizeMetrics } from './campaign-metrics';
import { dailyMetricSchema, type DailyMetric } from './campaigns';
import {
  addDays,
  ANOMALY_KINDS,
  ANOMALY_RULE,
  budgetPacing,
  campaignsInPeriod,
  CHANNEL_ATTRIBUTION_NOTE,
  compareChannels,
  comparePeriods,
  daysBetween,
  daysBetweenDates,
  detectCampaignAnomalies,
  PACING_RULE,
  PACING_VERDICTS,
  rankCampaigns,
  RANKING_METRICS,
  TREND_METRICS,
  type RankingMetric,
} from './performance-analysis';
import { metricTotalsSchema, type PerformanceData } from './performance';

// ---------------------------------------------------------------------------------------------
// Periods

export const PERFORMANCE_PERIODS = ['last_7', 'last_30', 'last_90', 'all'] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];
export const DEFAULT_PERFORMANCE_PERIOD: PerformancePeriod = 'last_30';
export const PERIOD_DAYS: Record<Exclude<PerformancePeriod, 'all'>, number> = {
  last_7: 7,
  last_30: 30,
  last_90: 90,
};
export const PERIOD_LABELS: Record<PerformancePeriod, string> = {
  last_7: 'Last 7 days of data',
  last_30: 'Last 30 days of data',
  last_90: 'Last 90 days of data',
  all: 'All recorded days',
};
/** The longest custom period, in days. */
export const MAX_PERIOD_DAYS = 731;

/** What the user chose: a preset (ending on the last recorded day) or two dates. */
export type PeriodSelection =
  { period: PerformancePeriod } | { period: 'custom'; from: string; to: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const PERFORMANCE_MESSAGES = {
  badDate: 'Use a date like 2026-01-31',
  bothDates: 'Give both from and to for a custom period',
  fromAfterTo: 'The period must start on or before its end (from ≤ to)',
  tooLong: `A period can be at most ${MAX_PERIOD_DAYS} days`,
  periodAndDates: 'Give either a period or from and to, not both',
  badPeriod: `Period must be one of ${PERFORMANCE_PERIODS.join(', ')}`,
  badBrief:
    'Period must read "last 7 days", "last 30 days", "last 90 days", "all recorded days" or "YYYY-MM-DD to YYYY-MM-DD"',
  campaignNotFound: 'Campaign not found',
  unknownRanking: `Rank by must be one of ROAS, CPA, CTR`,
} as const;

/** A custom period's problem, or null when it is valid. */
export function customPeriodError(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return PERFORMANCE_MESSAGES.badDate;
  if (from > to) return PERFORMANCE_MESSAGES.fromAfterTo;
  if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS) return PERFORMANCE_MESSAGES.tooLong;
  return null;
}

export type ResolvedPeriod = { from: string; to: string; days: number };

/** The dates a selection covers; presets end on the last recorded day. Null without data. */
export function resolvePeriod(
  selection: PeriodSelection,
  recorded: { from: string; to: string } | null,
): ResolvedPeriod | null {
  if (selection.period === 'custom') {
    const { from, to } = selection;
    return { from, to, days: daysBetween(from, to) + 1 };
  }
  if (!recorded) return null;
  if (selection.period === 'all')
    return { ...recorded, days: daysBetween(recorded.from, recorded.to) + 1 };
  const days = PERIOD_DAYS[selection.period];
  return { from: addDays(recorded.to, -(days - 1)), to: recorded.to, days };
}

export function describeSelection(selection: PeriodSelection): string {
  return selection.period === 'custom'
    ? `${selection.from} to ${selection.to}`
    : PERIOD_LABELS[selection.period];
}

/** The selection as query parameters of the figures' APIs and of the pages' addresses. */
export function selectionParams(selection: PeriodSelection): Record<string, string> {
  return selection.period === 'custom'
    ? { from: selection.from, to: selection.to }
    : { period: selection.period };
}

// ---------------------------------------------------------------------------------------------
// A run's brief (the message): "Period: last 30 days. Rank by: ROAS."

export const RANKING_LABELS: Record<RankingMetric, string> = {
  roas: 'ROAS',
  cpa_cents: 'CPA',
  ctr: 'CTR',
};

export type PerformanceBrief = { selection: PeriodSelection; rankBy: RankingMetric };

const BRIEF_PERIOD_TEXT: Record<PerformancePeriod, string> = {
  last_7: 'last 7 days',
  last_30: 'last 30 days',
  last_90: 'last 90 days',
  all: 'all recorded days',
};

export function formatPerformanceBrief(brief: {
  selection: PeriodSelection;
  rankBy?: RankingMetric | undefined;
  note?: string | undefined;
}): string {
  const period =
    brief.selection.period === 'custom'
      ? `${brief.selection.from} to ${brief.selection.to}`
      : BRIEF_PERIOD_TEXT[brief.selection.period];
  return [
    `Period: ${period}.`,
    brief.rankBy ? `Rank by: ${RANKING_LABELS[brief.rankBy]}.` : '',
    brief.note?.trim() ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The brief of a run's message: an error when it names a period or ranking it cannot read. */
export function parsePerformanceBrief(
  message: string | null | undefined,
): { brief: PerformanceBrief; error: null } | { brief: null; error: string } {
  const text = message ?? '';
  let selection: PeriodSelection = { period: DEFAULT_PERFORMANCE_PERIOD };
  const period = /period:\s*([^.\n]*)/i.exec(text)?.[1]?.trim().toLowerCase();
  if (period !== undefined) {
    const preset = (Object.keys(BRIEF_PERIOD_TEXT) as PerformancePeriod[]).find(
      (p) => BRIEF_PERIOD_TEXT[p] === period,
    );
    const range = /^(\S+)\s+to\s+(\S+)$/.exec(period);
    if (preset) selection = { period: preset };
    else if (range) {
      const error = customPeriodError(range[1]!, range[2]!);
      if (error) return { brief: null, error };
      selection = { period: 'custom', from: range[1]!, to: range[2]! };
    } else return { brief: null, error: PERFORMANCE_MESSAGES.badBrief };
  }
  let rankBy: RankingMetric = 'roas';
  const rank = /rank by:\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase();
  if (rank !== undefined) {
    const found = RANKING_METRICS.find((m) => RANKING_LABELS[m] === rank);
    if (!found) return { brief: null, error: PERFORMANCE_MESSAGES.unknownRanking };
    rankBy = found;
  }
  return { brief: { selection, rankBy }, error: null };
}

// ---------------------------------------------------------------------------------------------
// Shared zod shapes of the analyses

const nullableNumber = z.number().nullable();

export const periodSchema = z.object({ from: z.string(), to: z.string(), days: z.number() });

export const metricChangeSchema = z.object({
  metric: z.enum(TREND_METRICS),
  current: nullableNumber,
  previous: nullableNumber,
  change_percentage: nullableNumber,
  direction: z.enum(['up', 'down', 'flat']),
  improved: z.boolean().nullable(),
});

export const trendSchema = z.object({
  previous: z.object({ from: z.string(), to: z.string() }),
  has_previous: z.boolean(),
  previous_totals: metricTotalsSchema,
  changes: z.array(metricChangeSchema),
});
export type PerformanceTrend = z.infer<typeof trendSchema>;

export const anomalySchema = z.object({
  date: z.string(),
  kind: z.enum(ANOMALY_KINDS),
  metric: z.enum(['spend_cents', 'cpa_cents', 'ctr', 'conversions']),
  value: z.number(),
  baseline: z.number(),
  deviations: nullableNumber,
  change_percentage: nullableNumber,
  campaign_id: z.string().nullable(),
  campaign_name: z.string().nullable(),
});

export const pacingSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  budget_cents: nullableNumber,
  spent_cents: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  spent_percentage: nullableNumber,
  elapsed_percentage: nullableNumber,
  days_total: nullableNumber,
  days_elapsed: nullableNumber,
  days_remaining: nullableNumber,
  daily_rate_cents: z.number(),
  projected_spend_cents: nullableNumber,
  projected_percentage: nullableNumber,
  verdict: z.enum(PACING_VERDICTS),
});

export const channelSchema = z.object({
  channel: z.string(),
  campaign_count: z.number(),
  campaigns: z.array(z.string()),
  totals: metricTotalsSchema,
});

export const rankedCampaignSchema = z.object({
  rank: z.number(),
  campaign_id: z.string(),
  campaign_name: z.string(),
  primary_channel: z.string().nullable(),
  totals: metricTotalsSchema,
});

export const performanceScopeSchema = z.object({
  campaign_id: z.string().nullable(),
  /** "All campaigns" or the campaign's name. */
  label: z.string(),
});

// ---------------------------------------------------------------------------------------------
// The overview (dashboard, and every tool's facts)

export const overviewCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  archived: z.boolean(),
  primary_channel: z.string().nullable(),
  totals: metricTotalsSchema,
});

export const performanceOverviewSchema = z.object({
  scope: performanceScopeSchema,
  /** First and last day with metrics in the scope (any period), or null when none. */
  recorded_period: z.object({ from: z.string(), to: z.string() }).nullable(),
  selection: z.string(),
  period: periodSchema.nullable(),
  has_metrics: z.boolean(),
  totals: metricTotalsSchema,
  trend: trendSchema.nullable(),
  daily: z.array(dailyMetricSchema),
  anomaly_rule: z.string(),
  anomalies: z.array(anomalySchema),
  pacing_rule: z.string(),
  pacing: z.array(pacingSchema),
  channel_note: z.string(),
  channels: z.array(channelSchema),
  campaigns: z.array(overviewCampaignSchema),
  today: z.string(),
});
export type PerformanceOverview = z.infer<typeof performanceOverviewSchema>;

/**
 * The overview of `data` (loadPerformance over every day of the scope) for a period:
 * totals, trend against the days just before, daily series, anomalies dated in the period
 * (each judged against its own campaign's prior days), pacing (whole campaign to date),
 * channels and campaigns over the period.
 */
export function buildPerformanceOverview(
  data: PerformanceData,
  opts: {
    selection: PeriodSelection;
    campaign: { id: string; name: string } | null;
    today: string;
  },
): PerformanceOverview {
  const period = resolvePeriod(opts.selection, data.period);
  const from = period?.from ?? null;
  const to = period?.to ?? null;
  const daily: DailyMetric[] = period ? daysBetweenDates(data.daily, from, to) : [];
  const comparison = period ? comparePeriods(data.daily, period.from, period.to) : null;
  const inPeriod = period ? campaignsInPeriod(data.campaigns, from, to) : [];
  return {
    scope: {
      campaign_id: opts.campaign?.id ?? null,
      label: opts.campaign?.name ?? 'All campaigns',
    },
    recorded_period: data.period,
    selection: describeSelection(opts.selection),
    period,
    has_metrics: data.period !== null,
    totals: summarizeMetrics(daily),
    trend: comparison
      ? {
          previous: { from: comparison.previous.from, to: comparison.previous.to },
          has_previous: comparison.has_previous,
          previous_totals: comparison.previous.totals,
          changes: comparison.changes,
        }
      : null,
    daily,
    anomaly_rule: ANOMALY_RULE,
    anomalies: period ? detectCampaignAnomalies(data.campaigns, from, to) : [],
    pacing_rule: PACING_RULE,
    pacing: data.campaigns.filter((c) => !c.archived).map((c) => budgetPacing(c, opts.today)),
    channel_note: CHANNEL_ATTRIBUTION_NOTE,
    channels: period ? compareChannels(inPeriod) : [],
    campaigns: (period ? inPeriod : data.campaigns).map((c) => ({
      id: c.id,
      name: c.name,
      status: c.status,
      archived: c.archived,
      primary_channel: c.primary_channel,
      totals: period ? c.totals : summarizeMetrics([]),
    })),
    today: opts.today,
  };
}

/** The campaigns of an overview ranked by a metric (campaign comparison). */
export const rankOverviewCampaigns = (overview: PerformanceOverview, by: RankingMetric) =>
  rankCampaigns(
    overview.campaigns.filter((c) => c.totals.impressions > 0 || c.totals.spend_cents > 0),
    by,
  );

// ---------------------------------------------------------------------------------------------
// The tools and their outputs

export const PERFORMANCE_TOOL_IDS = [
  'anomaly_detection',
  'budget_pacing',
  'channel_comparison',
  'campaign_comparison',
  'performance_report',
] as const;
export type PerformanceToolId = (typeof PERFORMANCE_TOOL_IDS)[number];
/** The tools with a page of their own at /performance-intelligence/tool/{toolId}. */
export const PERFORMANCE_PAGE_TOOLS = [
  'anomaly_detection',
  'budget_pacing',
  'channel_comparison',
  'campaign_comparison',
] as const satisfies readonly PerformanceToolId[];
export const isPerformancePageTool = (
  id: string | undefined,
): id is (typeof PERFORMANCE_PAGE_TOOLS)[number] =>
  PERFORMANCE_PAGE_TOOLS.includes(id as (typeof PERFORMANCE_PAGE_TOOLS)[number]);

export const PERFORMANCE_OUTPUT_TYPES: Record<PerformanceToolId, string> = {
  anomaly_detection: 'performance_anomalies',
  budget_pacing: 'performance_pacing',
  channel_comparison: 'performance_channels',
  campaign_comparison: 'performance_campaigns',
  performance_report: 'performance_report',
};

export const PERFORMANCE_TOOL_INFO: Record<
  PerformanceToolId,
  { label: string; description: string; rankable?: true }
> = {
  anomaly_detection: {
    label: 'Anomaly detection',
    description:
      'Flags the days whose spend, CPA, CTR or conversions broke from their recent pattern, by a stated rule, and what to check.',
  },
  budget_pacing: {
    label: 'Budget pacing',
    description:
      'Spend against budget and the elapsed share of each campaign’s dates, the projected end spend at the current rate, and a verdict.',
  },
  channel_comparison: {
    label: 'Channel comparison',
    description:
      'CTR, conversion rate, CPA and ROAS per primary channel, and where the next dollar should go.',
  },
  campaign_comparison: {
    label: 'Campaign comparison',
    description:
      'Campaigns ranked by ROAS, CPA or CTR over the period, with what the leaders do differently.',
    rankable: true,
  },
  performance_report: {
    label: 'Performance report',
    description:
      'KPIs, trends against the previous period, anomalies, pacing and what to change, overall or for one campaign.',
  },
};

const text = z.string().min(1);

/** Every output: the figures' scope and period, the narrative around them, and sources. */
const base = {
  summary: text,
  scope: performanceScopeSchema,
  period: periodSchema.nullable(),
  /** What the figures mean, each naming the figure it rests on. */
  insights: z.array(text),
  recommendations: z.array(recommendationItemSchema).min(1),
  sources: z.array(sourceSchema),
  assumptions: z.array(z.string()),
};

export const anomalyOutputSchema = z.object({
  ...base,
  rule: text,
  days_checked: z.number(),
  anomalies: z.array(anomalySchema),
});
export type AnomalyOutput = z.infer<typeof anomalyOutputSchema>;

export const pacingOutputSchema = z.object({
  ...base,
  rule: text,
  today: z.string(),
  pacing: z.array(pacingSchema),
});
export type PacingOutput = z.infer<typeof pacingOutputSchema>;

export const channelOutputSchema = z.object({
  ...base,
  note: text,
  channels: z.array(channelSchema),
});
export type ChannelOutput = z.infer<typeof channelOutputSchema>;

export const campaignComparisonOutputSchema = z.object({
  ...base,
  rank_by: z.enum(RANKING_METRICS),
  rankings: z.array(rankedCampaignSchema),
});
export type CampaignComparisonOutput = z.infer<typeof campaignComparisonOutputSchema>;

export const performanceReportSchema = z.object({
  ...base,
  totals: metricTotalsSchema,
  trend: trendSchema.nullable(),
  anomaly_rule: text,
  anomalies: z.array(anomalySchema),
  pacing: z.array(pacingSchema),
  channel_note: text,
  channels: z.array(channelSchema),
  top_campaigns: z.array(rankedCampaignSchema),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;
