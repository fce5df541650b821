/**
 * Analytics (seed 000 §2.1, issue 11 point 1): the organization's, a client's or a
 * campaign's performance over a period against the period before, its breakdowns and
 * reports. The figures are `buildPerformanceOverview`'s (the overview Performance
 * Intelligence and its agent state), so a figure is the same number on every page; this
 * module adds only what analytics shows beyond it: the per-client breakdown, the campaigns
 * that moved most, and the reports built from them.
 */
import { DEFAULT_CURRENCY, formatMoney } from './format';
import { z } from 'zod';
import { metricChangeSchema, performanceOverviewSchema } from './performance-intelligence';
import { metricTotalsSchema } from './performance';
import {
  METRIC_LABELS,
  TREND_METRICS,
  rankCampaigns,
  type TrendMetric,
} from './performance-analysis';
import type { CampaignMetricTotals } from './campaign-metrics';

export const ANALYTICS_SCOPES = ['org', 'client', 'campaign'] as const;
export type AnalyticsScopeType = (typeof ANALYTICS_SCOPES)[number];

export const REPORT_TYPES = [
  'channel-performance',
  'campaign-comparison',
  'period-over-period',
  'client-portfolio',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const isReportType = (value: string | undefined): value is ReportType =>
  REPORT_TYPES.includes(value as ReportType);

export const REPORT_INFO: Record<
  ReportType,
  { title: string; description: string; agencyOnly?: true }
> = {
  'channel-performance': {
    title: 'Channel performance',
    description:
      'Impressions, clicks, CTR, conversions, spend, CPA, revenue and ROAS per primary channel over the period.',
  },
  'campaign-comparison': {
    title: 'Campaign comparison',
    description: 'Every campaign with results in the period, side by side, ranked by ROAS.',
  },
  'period-over-period': {
    title: 'Period over period',
    description:
      'Each metric in the period against the same number of days just before it, with the change.',
  },
  'client-portfolio': {
    title: 'Client portfolio',
    description:
      'Each client’s results over the period and the change against the period before (agencies).',
    agencyOnly: true,
  },
};

export const ANALYTICS_MESSAGES = {
  unknownReport: (type: string) =>
    `Unknown report type "${type}": choose one of ${REPORT_TYPES.join(', ')}`,
  agencyOnly:
    'The client portfolio report is for agencies: a business without clients has no portfolio',
  campaignNotFound: 'Campaign not found',
  clientNotFound: 'Client not found',
  idRequired: 'Give the id of the client or campaign this scope is about',
  idWithOrg: 'The organization scope takes no id',
  sessionNotFound: 'Analysis session not found',
  noOwnClient: "The agency's own campaigns",
} as const;

// ---------------------------------------------------------------------------------------------
// The overview

export const analyticsScopeSchema = z.object({
  type: z.enum(ANALYTICS_SCOPES),
  id: z.string().nullable(),
  /** The organization's, client's or campaign's name. */
  label: z.string(),
});
export type AnalyticsScope = z.infer<typeof analyticsScopeSchema>;

/** One client's (or the agency's own campaigns', id null) figures over the period. */
export const clientBreakdownSchema = z.object({
  client_id: z.string().nullable(),
  client_name: z.string(),
  campaign_count: z.number(),
  totals: metricTotalsSchema,
  /** Against the period before; null when that period recorded nothing. */
  changes: z.array(metricChangeSchema).nullable(),
});
export type ClientBreakdown = z.infer<typeof clientBreakdownSchema>;

/** A campaign whose metric moved most against the period before (insights). */
export const moverSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  change: metricChangeSchema,
});
export type Mover = z.infer<typeof moverSchema>;

export const analyticsOverviewSchema = z.object({
  scope: analyticsScopeSchema,
  organization_type: z.enum(['SME', 'AGENCY']),
  /** Totals, trend, daily series, channels, campaigns, anomalies: Performance Intelligence's. */
  overview: performanceOverviewSchema,
  /** Agencies, organization or client scope: every client (empty otherwise). */
  clients: z.array(clientBreakdownSchema),
  movers: z.array(moverSchema),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

/** The metrics insights ranks movers on (spend is neither good nor bad news, so left out). */
export const MOVER_METRICS = [
  'revenue_cents',
  'conversions',
  'roas',
  'cpa_cents',
  'ctr',
  'clicks',
] as const satisfies readonly TrendMetric[];
export const MAX_MOVERS = 10;

// ---------------------------------------------------------------------------------------------
// Reports: a table every export (JSON, CSV, PDF) prints the same way

/** How a column's numbers read: counts, percent, cents (dollars), multiples, or per row. */
export const COLUMN_FORMATS = [
  'text',
  'count',
  'percent',
  'cents',
  'multiple',
  'row_metric',
] as const;
export type ColumnFormat = (typeof COLUMN_FORMATS)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  format: z.enum(COLUMN_FORMATS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);
export const reportRowSchema = z.record(z.string(), cell);
export type ReportRow = z.infer<typeof reportRowSchema>;

export const analyticsReportSchema = z.object({
  report_type: z.enum(REPORT_TYPES),
  title: z.string(),
  description: z.string(),
  scope: analyticsScopeSchema,
  selection: z.string(),
  period: z.object({ from: z.string(), to: z.string(), days: z.number() }).nullable(),
  previous_period: z.object({ from: z.string(), to: z.string() }).nullable(),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  /** The scope's totals over the period (the rows add up to it), or null (period over period). */
  total: reportRowSchema.nullable(),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

const METRIC_FORMAT: Record<TrendMetric, ColumnFormat> = {
  impressions: 'count',
  clicks: 'count',
  ctr: 'percent',
  conversions: 'count',
  conversion_rate: 'percent',
  spend_cents: 'cents',
  cpa_cents: 'cents',
  revenue_cents: 'cents',
  roas: 'multiple',
};

const metricColumns: ReportColumn[] = TREND_METRICS.map((m) => ({
  key: m,
  label: METRIC_LABELS[m],
  format: METRIC_FORMAT[m],
}));

const metricCells = (totals: CampaignMetricTotals): ReportRow =>
  Object.fromEntries(TREND_METRICS.map((m) => [m, totals[m]]));

/** A report of an analytics overview. The client portfolio is the caller's to refuse to SMEs. */
export function buildReport(a: AnalyticsOverview, type: ReportType): AnalyticsReport {
  const o = a.overview;
  const info = REPORT_INFO[type];
  const totalRow = (label: string): ReportRow => ({ name: label, ...metricCells(o.totals) });
  const base = {
    report_type: type,
    title: info.title,
    description: info.description,
    scope: a.scope,
    selection: o.selection,
    period: o.period,
    previous_period: o.trend?.previous ?? null,
  };
  switch (type) {
    case 'channel-performance':
      return {
        ...base,
        columns: [
          { key: 'name', label: 'Channel', format: 'text' },
          { key: 'campaign_count', label: 'Campaigns', format: 'count' },
          ...metricColumns,
        ],
        rows: o.channels.map((c) => ({
          name: c.channel,
          campaign_count: c.campaign_count,
          ...metricCells(c.totals),
        })),
        total: { ...totalRow('Total'), campaign_count: o.campaigns.length },
      };
    case 'campaign-comparison': {
      const active = o.campaigns.filter(
        (c) => c.totals.impressions > 0 || c.totals.spend_cents > 0,
      );
      const ranked = rankCampaigns(active, 'roas');
      return {
        ...base,
        columns: [
          { key: 'rank', label: 'Rank by ROAS', format: 'count' },
          { key: 'name', label: 'Campaign', format: 'text' },
          { key: 'channel', label: 'Primary channel', format: 'text' },
          ...metricColumns,
        ],
        rows: ranked.map((r) => ({
          rank: r.rank,
          campaign_id: r.campaign_id,
          name: r.campaign_name,
          channel: r.primary_channel,
          ...metricCells(r.totals),
        })),
        total: { rank: null, channel: null, ...totalRow('Total') },
      };
    }
    case 'period-over-period':
      return {
        ...base,
        columns: [
          { key: 'name', label: 'Metric', format: 'text' },
          { key: 'current', label: 'This period', format: 'row_metric' },
          { key: 'previous', label: 'Previous period', format: 'row_metric' },
          { key: 'change_percentage', label: 'Change (%)', format: 'percent' },
        ],
        rows: (o.trend?.changes ?? []).map((c) => ({
          metric: c.metric,
          name: METRIC_LABELS[c.metric],
          current: c.current,
          previous: o.trend?.has_previous ? c.previous : null,
          change_percentage: c.change_percentage,
        })),
        total: null,
      };
    case 'client-portfolio':
      return {
        ...base,
        columns: [
          { key: 'name', label: 'Client', format: 'text' },
          { key: 'campaign_count', label: 'Campaigns', format: 'count' },
          ...metricColumns,
          { key: 'revenue_change', label: 'Revenue change (%)', format: 'percent' },
        ],
        rows: a.clients.map((c) => ({
          client_id: c.client_id,
          name: c.client_name,
          campaign_count: c.campaign_count,
          ...metricCells(c.totals),
          revenue_change:
            c.changes?.find((ch) => ch.metric === 'revenue_cents')?.change_percentage ?? null,
        })),
        total: {
          ...totalRow('Total'),
          campaign_count: a.clients.reduce((s, c) => s + c.campaign_count, 0),
          revenue_change:
            o.trend?.changes.find((ch) => ch.metric === 'revenue_cents')?.change_percentage ?? null,
        },
      };
  }
}

const MONEY_METRICS = new Set<string>(['spend_cents', 'cpa_cents', 'revenue_cents']);
const PERCENT_METRICS = new Set<string>(['ctr', 'conversion_rate']);

/** The format a cell reads in: its column's, or for a per-row column its row's metric. */
export function cellFormat(column: ReportColumn, row: ReportRow): ColumnFormat {
  if (column.format !== 'row_metric') return column.format;
  const metric = String(row.metric ?? '');
  if (MONEY_METRICS.has(metric)) return 'cents';
  if (PERCENT_METRICS.has(metric)) return 'percent';
  return metric === 'roas' ? 'multiple' : 'count';
}

/** A cell as a CSV value: plain numbers, dollars with cents for money, empty for none. */
export function csvValue(column: ReportColumn, row: ReportRow): string {
  const value = row[column.key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return cellFormat(column, row) === 'cents' ? (value / 100).toFixed(2) : String(value);
}

/** A cell as the pages and the PDF print it. */
export function displayValue(column: ReportColumn, row: ReportRow, currency?: string): string {
  const value = row[column.key];
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  switch (cellFormat(column, row)) {
    case 'percent':
      return `${value.toFixed(2)}%`;
    case 'cents':
      // Money on screen and in the PDF has no decimals (seed 000 §9); the CSV keeps the cents.
      return formatMoney(value, currency);
    case 'multiple':
      return `${value.toFixed(2)}×`;
    case 'count':
      return Math.round(value).toLocaleString('en-US');
    default:
      return String(value);
  }
}

/** CSV column headers: money columns say their currency, as their values are whole units of it. */
export const csvHeader = (column: ReportColumn, currency: string = DEFAULT_CURRENCY) =>
  column.format === 'cents'
    ? `${column.label} (${currency})`
    : column.format === 'percent' && !column.label.includes('%')
      ? `${column.label} (%)`
      : column.label;

/** A number as a spreadsheet reads it: `-12`, `-0.5`, `-.5`, `3.25`, `-1e-7`. */
const PLAIN_NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * One CSV cell: quoted when needed. A cell a spreadsheet would run as a formula (one that starts
 * with =, +, @, a tab or a carriage return, or with - and is not a plain number, as
 * `-2+3+cmd|'/C calc'!A0` is not) is defused with a leading quote.
 */
export const csvCell = (value: string) => {
  const formula = /^[=+@\t\r]/.test(value) || (value.startsWith('-') && !PLAIN_NUMBER.test(value));
  const safe = formula ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The report as CSV: a header row, a row per line, then the total row when there is one. */
export function reportToCsv(report: AnalyticsReport, currency?: string): string {
  const lines = [report.columns.map((c) => csvCell(csvHeader(c, currency))).join(',')];
  for (const row of [...report.rows, ...(report.total ? [report.total] : [])])
    lines.push(report.columns.map((c) => csvCell(csvValue(c, row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export const reportFilename = (report: AnalyticsReport, ext: 'csv' | 'pdf') =>
  `${report.report_type}-${report.period ? `${report.period.from}-to-${report.period.to}` : 'no-data'}.${ext}`;
