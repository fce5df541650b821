/**
 * The one place the organization's own performance is read from its data: every campaign
 * with its daily metrics, budget and spend, and the totals derived with the same
 * `summarizeMetrics` the campaign analytics page uses. Performance Intelligence, ROI &
 * Budget, Benchmarks and Quick Wins compute their figures from this, so a figure is the
 * same number on every page. Runs inside the caller's tenant transaction (RLS applies).
 */
import { sql } from 'drizzle-orm';
import { summarizeMetrics } from '@/shared/campaign-metrics';
import type { DailyMetric } from '@/shared/campaigns';
import type { CampaignPerformance, PerformanceData } from '@/shared/performance';
import { mergeDaily } from '@/shared/performance-analysis';
import { queryRows, type Tx } from '../../db/client';
import { organizationCurrency } from '../organizations/organization-currency';

export type PerformanceQuery = {
  /** Only this campaign (still scoped to the organization by RLS and the org filter). */
  campaignId?: string | null | undefined;
  /** Only this client's campaigns. */
  clientId?: string | null | undefined;
  /** Inclusive ISO dates; absent means every recorded day. */
  from?: string | undefined;
  to?: string | undefined;
};

type CampaignRow = {
  id: string;
  name: string;
  status: string;
  client_id: string | null;
  marketing_channels: string[] | null;
  budget_cents: number | null;
  spent_cents: number;
  start_date: string | null;
  end_date: string | null;
  archived: boolean;
};

type DailyRow = DailyMetric & { campaign_id: string };

export async function loadPerformance(
  tx: Tx,
  orgId: string,
  query: PerformanceQuery = {},
): Promise<PerformanceData> {
  const campaignFilter = query.campaignId ? sql`and c.id = ${query.campaignId}::uuid` : sql``;
  const clientFilter = query.clientId ? sql`and c.client_id = ${query.clientId}::uuid` : sql``;
  const campaigns = await queryRows<CampaignRow>(
    tx,
    sql`select c.id, c.name, c.status, c.client_id, c.marketing_channels,
          c.budget_cents::float8 as budget_cents, c.spent_cents::float8 as spent_cents,
          c.start_date::text as start_date, c.end_date::text as end_date,
          (c.archived_at is not null) as archived
        from campaigns c
        where c.org_id = ${orgId}::uuid ${campaignFilter} ${clientFilter}
        order by c.created_at, c.id`,
  );
  const currency = await organizationCurrency(tx, orgId);
  if (campaigns.length === 0) return { ...emptyPerformance(), currency };
  const fromFilter = query.from ? sql`and m.date >= ${query.from}::date` : sql``;
  const toFilter = query.to ? sql`and m.date <= ${query.to}::date` : sql``;
  const days = await queryRows<DailyRow>(
    tx,
    sql`select m.campaign_id, m.date::text as date, m.impressions::float8 as impressions,
          m.clicks::float8 as clicks, m.conversions::float8 as conversions,
          m.spend_cents::float8 as spend_cents, m.revenue_cents::float8 as revenue_cents
        from campaign_daily_metrics m join campaigns c on c.id = m.campaign_id
        where m.org_id = ${orgId}::uuid ${campaignFilter} ${clientFilter} ${fromFilter} ${toFilter}
        order by m.date`,
  );
  const byCampaign = new Map<string, DailyMetric[]>();
  for (const { campaign_id, ...day } of days) {
    const list = byCampaign.get(campaign_id) ?? [];
    list.push(day);
    byCampaign.set(campaign_id, list);
  }
  const perCampaign: CampaignPerformance[] = campaigns.map((c) => {
    const daily = byCampaign.get(c.id) ?? [];
    const channels = c.marketing_channels ?? [];
    return {
      id: c.id,
      name: c.name,
      status: c.status,
      client_id: c.client_id,
      archived: c.archived,
      channels,
      primary_channel: channels[0] ?? null,
      budget_cents: c.budget_cents,
      spent_cents: c.spent_cents,
      start_date: c.start_date,
      end_date: c.end_date,
      daily,
      totals: summarizeMetrics(daily),
    };
  });
  const daily = mergeDaily([days]);
  return {
    period: daily.length ? { from: daily[0]!.date, to: daily[daily.length - 1]!.date } : null,
    campaigns: perCampaign,
    daily,
    totals: summarizeMetrics(daily),
    currency,
  };
}

function emptyPerformance(): PerformanceData {
  return { period: null, campaigns: [], daily: [], totals: summarizeMetrics([]) };
}
