/**
 * The organization's CTR, conversion rate, CPA and ROAS, computed from its daily metrics by
 * the one performance loader (the campaign analytics page's `summarizeMetrics`), set against
 * its industry's ranges of the knowledge base. The benchmarks page and the agent's
 * 'benchmarks' tool both read this, so they state the same figures.
 */
import { sql } from 'drizzle-orm';
import type { BenchmarkComparison } from '@/shared/competitive-intelligence';
import { queryRows, type Tx } from '../../db/client';
import { BENCHMARK_SOURCE, benchmarkRows } from '../../agents/knowledge/benchmarks';
import { knowledgeFor } from '../../agents/knowledge/industries';
import { loadPerformance } from '../performance/load-performance';

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
    rows: benchmarkRows(industry, totals),
    source: BENCHMARK_SOURCE,
  };
}
