/**
 * The organization's performance as every agent and page reads it (see
 * src/server/modules/performance/load-performance.ts): per campaign and overall, from the
 * daily metrics, with the totals of `summarizeMetrics`.
 */
import { z } from 'zod';
import type { CampaignMetricTotals } from './campaign-metrics';
import type { DailyMetric } from './campaigns';

export type CampaignPerformance = {
  id: string;
  name: string;
  status: string;
  client_id: string | null;
  archived: boolean;
  channels: string[];
  /**
   * Metrics are recorded per campaign, not per channel: a campaign's figures count towards
   * its first (primary) channel in every per-channel view (decision 023).
   */
  primary_channel: string | null;
  budget_cents: number | null;
  spent_cents: number;
  start_date: string | null;
  end_date: string | null;
  daily: DailyMetric[];
  totals: CampaignMetricTotals;
};

export type PerformanceData = {
  /** First and last day with metrics, or null when nothing was recorded. */
  period: { from: string; to: string } | null;
  campaigns: CampaignPerformance[];
  /** Every campaign's metrics of a date added up, in date order. */
  daily: DailyMetric[];
  totals: CampaignMetricTotals;
  /** The organization's currency, for the amounts texts built on these figures state. */
  currency?: string;
};

/** The totals as an answer's zod contract (for OpenAPI and the web's types). */
export const metricTotalsSchema = z.object({
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
