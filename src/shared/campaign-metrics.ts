/** A campaign's performance: daily rows and the totals derived from them (API and pages). */
import type { DailyMetric } from './campaigns';

export type CampaignMetricTotals = {
  impressions: number;
  clicks: number;
  conversions: number;
  spend_cents: number;
  revenue_cents: number;
  /** Click-through rate in percent: clicks / impressions × 100 (2.5 means 2.5%). */
  ctr: number | null;
  /** Conversion rate in percent: conversions / clicks × 100. */
  conversion_rate: number | null;
  /** Cost per acquisition in cents: spend / conversions. */
  cpa_cents: number | null;
  /** Return on ad spend as a multiple: revenue / spend (3.2 means $3.20 back per $1). */
  roas: number | null;
  /** Return on investment in percent: (revenue − spend) / spend × 100. */
  roi_percentage: number | null;
};

export type CampaignMetrics = {
  daily: DailyMetric[];
  totals: CampaignMetricTotals;
  budget_cents: number | null;
  spent_cents: number;
};

export type MetricsIngestResult = { upserted: number; spent_cents: number };
export type MetricsImportResult = {
  imported: number;
  spent_cents: number;
  first_date: string;
  last_date: string;
};

/** The CSV import's columns (header names, case-insensitive); spend and revenue are in dollars. */
export const METRICS_CSV_COLUMNS = [
  'date',
  'impressions',
  'clicks',
  'conversions',
  'spend',
  'revenue',
] as const;
export const METRICS_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** A ratio, or null when its denominator is 0 (nothing to divide by is not 0%). */
const ratio = (numerator: number, denominator: number, scale = 1) =>
  denominator > 0 ? round2((numerator / denominator) * scale) : null;

export function summarizeMetrics(daily: DailyMetric[]): CampaignMetricTotals {
  const sum = (key: 'impressions' | 'clicks' | 'conversions' | 'spend_cents' | 'revenue_cents') =>
    daily.reduce((total, day) => total + day[key], 0);
  const impressions = sum('impressions');
  const clicks = sum('clicks');
  const conversions = sum('conversions');
  const spend = sum('spend_cents');
  const revenue = sum('revenue_cents');
  return {
    impressions,
    clicks,
    conversions,
    spend_cents: spend,
    revenue_cents: revenue,
    ctr: ratio(clicks, impressions, 100),
    conversion_rate: ratio(conversions, clicks, 100),
    cpa_cents: conversions > 0 ? Math.round(spend / conversions) : null,
    roas: ratio(revenue, spend),
    roi_percentage: ratio(revenue - spend, spend, 100),
  };
}
