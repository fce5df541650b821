/**
 * The analytics computation: the organization's, a client's or a campaign's performance
 * over a period. It reads `loadPerformance` and builds `buildPerformanceOverview`, the very
 * two steps Performance Intelligence's `loadOverview` takes (agents/performance-intelligence/
 * facts.ts), so analytics, the agent and its dashboard state the same numbers; compute.test.ts
 * holds them to it. Per-client rows and movers are grouped from the same per-campaign series
 * and summed with `comparePeriods`/`summarizeMetrics`, so they add up to the totals.
 */
import { sql } from 'drizzle-orm';
import {
  ANALYTICS_MESSAGES,
  MAX_MOVERS,
  MOVER_METRICS,
  type AnalyticsOverview,
  type AnalyticsScopeType,
  type ClientBreakdown,
  type Mover,
} from '@/shared/analytics';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import type { CampaignPerformance } from '@/shared/performance';
import { comparePeriods, mergeDaily, todayIso } from '@/shared/performance-analysis';
import {
  buildPerformanceOverview,
  type PerformanceOverview,
  type PeriodSelection,
} from '@/shared/performance-intelligence';
import { queryRows, type Tx } from '../../db/client';
import { loadPerformance } from '../performance/load-performance';

export type AnalyticsQuery = {
  orgId: string;
  scope: { type: AnalyticsScopeType; id: string | null };
  selection: PeriodSelection;
  today?: string;
};

type ClientRow = { id: string; name: string };

/** Null when the client or campaign is not one the caller may see (RLS decides). */
export async function computeAnalytics(
  tx: Tx,
  q: AnalyticsQuery,
): Promise<AnalyticsOverview | null> {
  const [org] = await queryRows<{ name: string; type: 'SME' | 'AGENCY' }>(
    tx,
    sql`select name, type from organizations where id = ${q.orgId}::uuid`,
  );
  if (!org) return null;
  const clientId = q.scope.type === 'client' ? q.scope.id : null;
  const campaignId = q.scope.type === 'campaign' ? q.scope.id : null;
  const clients =
    org.type === 'AGENCY' || clientId
      ? await queryRows<ClientRow>(
          tx,
          sql`select id, name from clients
              where org_id = ${q.orgId}::uuid
                ${clientId ? sql`and id = ${clientId}::uuid` : sql`and archived_at is null`}
              order by name, id`,
        )
      : [];
  if (clientId && clients.length === 0) return null;

  const data = await loadPerformance(tx, q.orgId, { campaignId, clientId });
  const campaign = campaignId ? data.campaigns.find((c) => c.id === campaignId) : null;
  if (campaignId && !campaign) return null;
  const overview = buildPerformanceOverview(data, {
    selection: q.selection,
    campaign: campaign ? { id: campaign.id, name: campaign.name } : null,
    today: q.today ?? todayIso(),
  });
  const label = campaign?.name ?? (clientId ? clients[0]!.name : org.name);
  return {
    scope: { type: q.scope.type, id: q.scope.id, label },
    organization_type: org.type,
    overview: { ...overview, scope: { ...overview.scope, label } },
    clients:
      org.type === 'AGENCY' && !campaignId
        ? clientBreakdown(data.campaigns, clients, overview)
        : [],
    movers: campaignId ? [] : topMovers(data.campaigns, overview),
  };
}

/**
 * Each client's figures over the period, and the agency's own campaigns (no client) as a
 * row of their own when they have any, so the rows add up to the scope's totals.
 */
function clientBreakdown(
  campaigns: CampaignPerformance[],
  clients: ClientRow[],
  overview: PerformanceOverview,
): ClientBreakdown[] {
  const period = overview.period;
  const summarize = (id: string | null, name: string, own: CampaignPerformance[]) => {
    const comparison = period
      ? comparePeriods(mergeDaily(own.map((c) => c.daily)), period.from, period.to)
      : null;
    return {
      client_id: id,
      client_name: name,
      campaign_count: own.length,
      totals: comparison?.current.totals ?? summarizeMetrics([]),
      changes: comparison?.has_previous ? comparison.changes : null,
    };
  };
  const rows = clients.map((c) =>
    summarize(
      c.id,
      c.name,
      campaigns.filter((x) => x.client_id === c.id),
    ),
  );
  // Campaigns of no client, or of an archived one, still count towards the totals.
  const known = new Set(clients.map((c) => c.id));
  const unassigned = campaigns.filter((c) => c.client_id === null || !known.has(c.client_id));
  return unassigned.length
    ? [...rows, summarize(null, ANALYTICS_MESSAGES.noOwnClient, unassigned)]
    : rows;
}

/** The campaigns' largest changes against the period before (one per campaign and metric). */
function topMovers(campaigns: CampaignPerformance[], overview: PerformanceOverview): Mover[] {
  const period = overview.period;
  if (!period) return [];
  return campaigns
    .flatMap((c) => {
      const comparison = comparePeriods(c.daily, period.from, period.to);
      if (!comparison.has_previous) return [];
      return comparison.changes
        .filter(
          (ch) =>
            (MOVER_METRICS as readonly string[]).includes(ch.metric) &&
            ch.change_percentage !== null &&
            ch.direction !== 'flat',
        )
        .map((change) => ({ campaign_id: c.id, campaign_name: c.name, change }));
    })
    .sort(
      (a, b) =>
        Math.abs(b.change.change_percentage!) - Math.abs(a.change.change_percentage!) ||
        a.campaign_name.localeCompare(b.campaign_name),
    )
    .slice(0, MAX_MOVERS);
}
