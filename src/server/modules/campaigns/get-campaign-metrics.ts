import { sql } from 'drizzle-orm';
import { summarizeMetrics, type CampaignMetrics } from '@/shared/campaign-metrics';
import type { DailyMetric } from '@/shared/campaigns';
import { queryRows, type Db } from '../../db/client';
import { campaignNotFound, findCampaign, inCampaignTx, type CampaignCaller } from './queries';
import { isUuid } from '../../lib/uuid';

/** The campaign's days in date order, their totals and ratios, and its budget and spend. */
export function getCampaignMetrics(
  db: Db,
  opts: { caller: CampaignCaller; campaignId: string },
): Promise<CampaignMetrics> {
  const { caller, campaignId } = opts;
  if (!isUuid(campaignId)) return Promise.reject(campaignNotFound());
  return inCampaignTx(db, caller, async (tx) => {
    const campaign = await findCampaign(tx, caller.orgId, campaignId);
    if (!campaign) throw campaignNotFound();
    const daily = await queryRows<DailyMetric>(
      tx,
      sql`select date::text as date, impressions::float8 as impressions, clicks::float8 as clicks,
          conversions::float8 as conversions, spend_cents::float8 as spend_cents, revenue_cents::float8 as revenue_cents
        from campaign_daily_metrics
        where campaign_id = ${campaignId}::uuid and org_id = ${caller.orgId}::uuid
        order by date`,
    );
    return {
      daily,
      totals: summarizeMetrics(daily),
      budget_cents: campaign.budget_cents,
      spent_cents: campaign.spent_cents,
    };
  });
}
