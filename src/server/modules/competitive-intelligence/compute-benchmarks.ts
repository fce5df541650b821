/**
 * The organization's CTR, conversion rate, CPA and ROAS, computed from its daily metrics by
 * the one performance loader (the campaign analytics page's `summarizeMetrics`), set against
 * its industry's ranges of the knowledge base. The benchmarks page and the agent's
 * 'benchmarks' tool both read this, so they state the same figures.
 */
import { sql } from 'drizzle-orm';
import {
  BENCHMARK_METRIC_INFO,
  BENCHMARK_METRICS,
  benchmarkVerdict,
  type BenchmarkComparison,
  type BenchmarkMetric,
} from '@/shared/competitive-intelligence';
import type { CampaignMetricTotals } from '@/shared/campaign-metrics';
import { queryRows, type Tx } from '../../db/client';
import { BENCHMARK_SOURCE, INDUSTRY_BENCHMARKS } from '../../agents/knowledge/benchmarks';
import { knowledgeFor } from '../../agents/knowledge/industries';
import { loadPerformance } from '../performance/load-performance';

const VALUE_OF: Record<BenchmarkMetric, (t: CampaignMetricTotals) => number | null> = {
  ctr: (t) => t.ctr,
  conversion_rate: (t) => t.conversion_rate,
  cpa: (t) => t.cpa_cents,
  roas: (t) => t.roas,
};

export async function computeBenchmarks(
  tx: Tx,
  orgId: string,
  scope: { campaignId?: string | null; clientId?: string | null } = {},
): Promise<BenchmarkComparison> {
  // An agency's client campaign is compared with the client's industry, not the agency's.
  const [business] = await queryRows<{ industry: string | null }>(
    tx,
    scope.campaignId || scope.clientId
      ? sql`select coalesce(cl.industry, b.industry) as industry
            from organizations o
            left join business_contexts b on b.org_id = o.id
            left join clients cl on cl.org_id = o.id and cl.id = coalesce(
              ${scope.clientId ?? null}::uuid,
              (select c.client_id from campaigns c where c.id = ${scope.campaignId ?? null}::uuid))
            where o.id = ${orgId}::uuid`
      : sql`select industry from business_contexts where org_id = ${orgId}::uuid`,
  );
  const raw = business?.industry?.trim() || null;
  const industry = knowledgeFor(raw).industry;
  const ranges = INDUSTRY_BENCHMARKS[industry];
  const performance = await loadPerformance(tx, orgId, {
    campaignId: scope.campaignId,
    clientId: scope.clientId,
  });
  const { totals } = performance;
  return {
    industry,
    industry_known: Boolean(raw) && industry !== 'Other',
    period: performance.period,
    campaigns_with_metrics: performance.campaigns.filter((c) => c.daily.length > 0).length,
    totals: {
      impressions: totals.impressions,
      clicks: totals.clicks,
      conversions: totals.conversions,
      spend_cents: totals.spend_cents,
      revenue_cents: totals.revenue_cents,
    },
    rows: BENCHMARK_METRICS.map((metric) => {
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
    }),
    source: BENCHMARK_SOURCE,
  };
}
