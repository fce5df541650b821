/**
 * Performance benchmark ranges per industry of onboarding: click-through rate, conversion
 * rate, cost per acquisition and return on ad spend of paid search and social campaigns.
 * They are typical published ranges (industry benchmark reports of ad platforms and
 * agencies, 2023–2025), rounded and given as ranges on purpose: they say where a result
 * usually falls, they are not a target or a forecast.
 */
import type { CampaignMetricTotals } from '@/shared/campaign-metrics';
import {
  BENCHMARK_METRIC_INFO,
  BENCHMARK_METRICS,
  benchmarkVerdict,
  type BenchmarkMetric,
  type BenchmarkRow,
} from '@/shared/competitive-intelligence';
import type { Industry } from '@/shared/constants';

export type BenchmarkRange = { low: number; high: number };

export type IndustryBenchmarks = {
  /** Percent: clicks / impressions × 100. */
  ctr: BenchmarkRange;
  /** Percent: conversions / clicks × 100. */
  conversion_rate: BenchmarkRange;
  /** Cents: spend / conversions. */
  cpa: BenchmarkRange;
  /** Multiple: revenue / spend. */
  roas: BenchmarkRange;
};

export const BENCHMARK_SOURCE =
  'Typical published ranges for paid search and social campaigns (industry benchmark reports, 2023–2025), Stratagent knowledge base';

export const INDUSTRY_BENCHMARKS: Record<Industry, IndustryBenchmarks> = {
  'SaaS/Software': {
    ctr: { low: 2, high: 4 },
    conversion_rate: { low: 2, high: 5 },
    cpa: { low: 8_000, high: 20_000 },
    roas: { low: 2, high: 4 },
  },
  'E-commerce': {
    ctr: { low: 1.5, high: 3.5 },
    conversion_rate: { low: 2, high: 4 },
    cpa: { low: 2_500, high: 6_000 },
    roas: { low: 2.5, high: 4.5 },
  },
  'Professional Services': {
    ctr: { low: 2, high: 4.5 },
    conversion_rate: { low: 3, high: 7 },
    cpa: { low: 5_000, high: 15_000 },
    roas: { low: 2, high: 5 },
  },
  Manufacturing: {
    ctr: { low: 1.5, high: 3.5 },
    conversion_rate: { low: 2, high: 5 },
    cpa: { low: 6_000, high: 15_000 },
    roas: { low: 2, high: 4 },
  },
  Healthcare: {
    ctr: { low: 2.5, high: 4.5 },
    conversion_rate: { low: 3, high: 7 },
    cpa: { low: 4_000, high: 12_000 },
    roas: { low: 2, high: 4 },
  },
  Retail: {
    ctr: { low: 1.5, high: 3.5 },
    conversion_rate: { low: 2, high: 4 },
    cpa: { low: 2_000, high: 5_000 },
    roas: { low: 2.5, high: 4.5 },
  },
  'Financial Services': {
    ctr: { low: 2, high: 4 },
    conversion_rate: { low: 3, high: 6 },
    cpa: { low: 6_000, high: 18_000 },
    roas: { low: 2, high: 5 },
  },
  Education: {
    ctr: { low: 2.5, high: 5 },
    conversion_rate: { low: 3, high: 7 },
    cpa: { low: 4_000, high: 11_000 },
    roas: { low: 2, high: 4 },
  },
  'Non-profit': {
    ctr: { low: 3, high: 5.5 },
    conversion_rate: { low: 2, high: 5 },
    cpa: { low: 2_000, high: 6_000 },
    roas: { low: 1.5, high: 3 },
  },
  Other: {
    ctr: { low: 1.5, high: 4 },
    conversion_rate: { low: 2, high: 5 },
    cpa: { low: 3_000, high: 10_000 },
    roas: { low: 2, high: 4 },
  },
};

const VALUE_OF: Record<BenchmarkMetric, (t: CampaignMetricTotals) => number | null> = {
  ctr: (t) => t.ctr,
  conversion_rate: (t) => t.conversion_rate,
  cpa: (t) => t.cpa_cents,
  roas: (t) => t.roas,
};

/**
 * The organization's ad figures set against its industry's ranges for the same figures of
 * paid search and social campaigns: like with like (an ad's conversions per click are never
 * set against a store's or a website's conversion rate). The benchmarks page, the
 * benchmarks tool and Performance Intelligence all read this.
 */
export function benchmarkRows(industry: Industry, totals: CampaignMetricTotals): BenchmarkRow[] {
  const ranges = INDUSTRY_BENCHMARKS[industry];
  return BENCHMARK_METRICS.map((metric) => {
    const value = VALUE_OF[metric](totals);
    const { low, high } = ranges[metric];
    return {
      metric,
      ...BENCHMARK_METRIC_INFO[metric],
      value,
      low,
      high,
      verdict: benchmarkVerdict(value, low, high),
    };
  });
}
