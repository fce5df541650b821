/**
 * Metrics (seed 000 §2.1 /metrics): the real-time events, the series of a campaign, a client
 * or the organization, custom metrics (a formula over the series) and saved reports.
 * Totals and ratios always come from summarizeMetrics, so a figure is the same number here
 * as on a campaign's page.
 */
import { z } from 'zod';
import type { CampaignMetricTotals } from './campaign-metrics';
import { DEFAULT_CURRENCY } from './format';
import { formatMetricValue, TREND_METRICS, type TrendMetric } from './performance-analysis';

export { METRICS_FEATURE } from './unlocks';

export const dailyPointSchema = z.object({
  date: z.string(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  spend_cents: z.number(),
  revenue_cents: z.number(),
});

export const totalsSchema = z.object({
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  spend_cents: z.number(),
  revenue_cents: z.number(),
  ctr: z.number().nullable(),
  conversion_rate: z.number().nullable(),
  cpa_cents: z.number().nullable(),
  roas: z.number().nullable(),
  roi_percentage: z.number().nullable(),
});

/** One ingest or import, as the stream sends it (its SSE id is `id`). */
export const metricEventSchema = z.object({
  id: z.number(),
  campaign_id: z.string(),
  campaign_name: z.string(),
  client_id: z.string().nullable(),
  source: z.enum(['ingest', 'import']),
  rows: z.array(dailyPointSchema),
  created_at: z.string(),
});
export type MetricEvent = z.infer<typeof metricEventSchema>;
/** The SSE event name of a metric event. */
export const METRIC_EVENT_NAME = 'metrics';

export const customMetricValueSchema = z.object({
  id: z.string(),
  name: z.string(),
  formula: z.string(),
  /** null when undefined for the period (a division by zero). */
  value: z.number().nullable(),
});
export type CustomMetricValue = z.infer<typeof customMetricValueSchema>;

export const metricsSeriesSchema = z.object({
  scope: z.object({
    kind: z.enum(['organization', 'campaign', 'client']),
    id: z.string().nullable(),
    name: z.string(),
  }),
  from: z.string(),
  to: z.string(),
  daily: z.array(dailyPointSchema),
  totals: totalsSchema,
  custom: z.array(customMetricValueSchema),
});
export type MetricsSeries = z.infer<typeof metricsSeriesSchema>;

/** The names a custom metric's formula may use: the stored series and the standard ratios. */
export const FORMULA_IDENTIFIERS = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  conversions: 'Conversions',
  spend: 'Spend (dollars)',
  revenue: 'Revenue (dollars)',
  ctr: 'CTR (percent)',
  conversion_rate: 'Conversion rate (percent)',
  cpa: 'CPA (dollars)',
  roas: 'ROAS (multiple)',
  roi: 'ROI (percent)',
} as const;
export type FormulaIdentifier = keyof typeof FORMULA_IDENTIFIERS;
export const FORMULA_FUNCTIONS = ['min', 'max', 'abs', 'round'] as const;

/** The values a formula sees for a period's totals (money in dollars, as people write it). */
export function formulaScope(
  totals: CampaignMetricTotals,
): Record<FormulaIdentifier, number | null> {
  return {
    impressions: totals.impressions,
    clicks: totals.clicks,
    conversions: totals.conversions,
    spend: totals.spend_cents / 100,
    revenue: totals.revenue_cents / 100,
    ctr: totals.ctr,
    conversion_rate: totals.conversion_rate,
    cpa: totals.cpa_cents === null ? null : totals.cpa_cents / 100,
    roas: totals.roas,
    roi: totals.roi_percentage,
  };
}

export const customMetricSchema = z.object({
  id: z.string(),
  name: z.string(),
  formula: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomMetric = z.infer<typeof customMetricSchema>;

export const customMetricInputSchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'Give the metric a name' })
    .max(80, { error: 'The name can be at most 80 characters' }),
  formula: z
    .string({ error: 'formula is required' })
    .trim()
    .min(1, { error: 'Write a formula' })
    .max(500, { error: 'The formula can be at most 500 characters' }),
  description: z
    .string()
    .trim()
    .max(500, { error: 'The description can be at most 500 characters' })
    .nullish(),
});
export type CustomMetricInput = z.infer<typeof customMetricInputSchema>;

export const formulaPreviewSchema = z.object({
  value: z.number().nullable(),
  from: z.string(),
  to: z.string(),
});

/** The standard figures a report can show, in display order. */
export const REPORT_METRICS = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  conversions: 'Conversions',
  spend_cents: 'Spend',
  revenue_cents: 'Revenue',
  ctr: 'CTR',
  conversion_rate: 'Conversion rate',
  cpa_cents: 'CPA',
  roas: 'ROAS',
  roi_percentage: 'ROI',
} as const;
export type ReportMetric = keyof typeof REPORT_METRICS;
export const REPORT_METRIC_KEYS = Object.keys(REPORT_METRICS) as ReportMetric[];
export const CUSTOM_METRIC_PREFIX = 'custom:';

export const REPORT_GROUPINGS = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  campaign: 'Campaign',
  client: 'Client',
} as const;
export type ReportGrouping = keyof typeof REPORT_GROUPINGS;
export const REPORT_PERIODS = {
  last_7: 'Last 7 days',
  last_30: 'Last 30 days',
  last_90: 'Last 90 days',
  custom: 'Custom dates',
} as const;
export type ReportPeriod = keyof typeof REPORT_PERIODS;
export const REPORT_DELIVERIES = {
  none: 'No e-mail',
  weekly: 'Weekly',
  monthly: 'Monthly',
} as const;
export type ReportDelivery = keyof typeof REPORT_DELIVERIES;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const keys = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const metricReportInputSchema = z
  .object({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, { error: 'Give the report a name' })
      .max(120, { error: 'The name can be at most 120 characters' }),
    metrics: z
      .array(z.string())
      .min(1, { error: 'Choose at least one metric' })
      .max(20, { error: 'Choose at most 20 metrics' }),
    grouping: z.enum(keys(REPORT_GROUPINGS), {
      error: `grouping must be one of ${Object.keys(REPORT_GROUPINGS).join(', ')}`,
    }),
    period: z.enum(keys(REPORT_PERIODS), {
      error: `period must be one of ${Object.keys(REPORT_PERIODS).join(', ')}`,
    }),
    period_from: z.string().regex(isoDate, { error: 'period_from must be YYYY-MM-DD' }).nullish(),
    period_to: z.string().regex(isoDate, { error: 'period_to must be YYYY-MM-DD' }).nullish(),
    campaign_ids: z
      .array(z.uuid({ error: 'campaign_ids must be campaign ids' }))
      .max(50)
      .default([]),
    client_id: z.uuid({ error: 'client_id must be a client id' }).nullish(),
    channel: z.string().trim().min(1).max(80).nullish(),
    delivery: z
      .enum(keys(REPORT_DELIVERIES), { error: 'delivery must be none, weekly or monthly' })
      .default('none'),
    recipients: z.array(z.string().min(1)).max(50).default([]),
  })
  .superRefine((input, ctx) => {
    if (input.period === 'custom') {
      if (!input.period_from || !input.period_to) {
        ctx.addIssue({
          code: 'custom',
          path: ['period_from'],
          message: 'A custom period needs a start and an end date',
        });
      } else if (input.period_from > input.period_to) {
        ctx.addIssue({
          code: 'custom',
          path: ['period_to'],
          message: 'The end date must be on or after the start date',
        });
      }
    }
    if (input.delivery !== 'none' && input.recipients.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['recipients'],
        message: 'Choose at least one teammate to e-mail the report to',
      });
    }
  });
export type MetricReportInput = z.input<typeof metricReportInputSchema>;

export const metricReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  metrics: z.array(z.string()),
  grouping: z.enum(keys(REPORT_GROUPINGS)),
  period: z.enum(keys(REPORT_PERIODS)),
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
  campaign_ids: z.array(z.string()),
  client_id: z.string().nullable(),
  channel: z.string().nullable(),
  delivery: z.enum(keys(REPORT_DELIVERIES)),
  recipients: z.array(z.string()),
  next_send_at: z.string().nullable(),
  last_sent_at: z.string().nullable(),
  /** Why the last due e-mail was not sent (its author lost access); null once one is sent. */
  delivery_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MetricReport = z.infer<typeof metricReportSchema>;

export const reportColumnSchema = z.object({ key: z.string(), label: z.string() });
export const reportRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Keyed by column key; null when undefined (a ratio over 0). */
  values: z.record(z.string(), z.number().nullable()),
});
export const reportResultSchema = z.object({
  report: metricReportSchema,
  from: z.string(),
  to: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  totals: z.record(z.string(), z.number().nullable()),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

export const METRICS_MESSAGES = {
  campaignNotFound: 'Campaign not found',
  clientNotFound: 'Client not found',
  customMetricNotFound: 'Custom metric not found',
  reportNotFound: 'Report not found',
  duplicateName: 'A custom metric with this name already exists',
  formulaEmpty: 'Write a formula',
} as const;

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A report or tile figure as shown: the standard figures as the performance pages show them
 * (formatMetricValue), ROI in percent, a custom metric with up to 2 decimals; null is "—".
 */
export function formatReportValue(
  key: string,
  value: number | null | undefined,
  currency: string = DEFAULT_CURRENCY,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if ((TREND_METRICS as readonly string[]).includes(key))
    return formatMetricValue(key as TrendMetric, value, currency);
  if (key === 'roi_percentage') return `${value.toFixed(2)}%`;
  return number.format(value);
}
