import { sql } from 'drizzle-orm';
import type { MetricsIngestResult } from '@/shared/campaign-metrics';
import type { DailyMetric } from '@/shared/campaigns';
import { queryRows, type Db, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordWebhookEvent } from '../webhooks/record-event';
import { recordMetricEvent } from '../metrics/metric-events';
import {
  assertCanEditCampaigns,
  campaignNotFound,
  inCampaignTx,
  isCalendarDate,
  lockCampaign,
  logCampaignActivity,
  type CampaignCaller,
} from './queries';
import { isUuid } from '../../lib/uuid';

/**
 * Refuses a batch with an impossible date or the same day twice (which one would win is a
 * guess). `label(i)` names the i-th row in the caller's terms, e.g. 'Row 3' for a CSV.
 */
export function assertDistinctDays(rows: DailyMetric[], label: (index: number) => string) {
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    if (!isCalendarDate(row.date)) {
      throw new AppError(
        'validation_error',
        `${label(index)}: "${row.date}" is not a valid date (use YYYY-MM-DD)`,
      );
    }
    const first = seen.get(row.date);
    if (first !== undefined) {
      throw new AppError(
        'validation_error',
        `${label(index)}: the date ${row.date} appears more than once (also ${label(first)})`,
      );
    }
    seen.set(row.date, index);
  });
}

/**
 * Upserts the days by date and sets the campaign's spent_cents to the sum of its days, in
 * the caller's transaction, with the campaign row locked so concurrent writes add up. The
 * write is announced to open /metrics/real-time pages (metric_events) on commit.
 */
export async function upsertDailyMetrics(
  tx: Tx,
  opts: {
    caller: CampaignCaller;
    campaignId: string;
    rows: DailyMetric[];
    source?: 'ingest' | 'import';
  },
): Promise<MetricsIngestResult> {
  const { caller, campaignId, rows } = opts;
  await tx.execute(sql`
    insert into campaign_daily_metrics
      (org_id, campaign_id, date, impressions, clicks, conversions, spend_cents, revenue_cents)
    select ${caller.orgId}::uuid, ${campaignId}::uuid, r.date, r.impressions, r.clicks, r.conversions,
      r.spend_cents, r.revenue_cents
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(date date, impressions bigint, clicks bigint, conversions bigint, spend_cents bigint, revenue_cents bigint)
    on conflict (campaign_id, date) do update set
      impressions = excluded.impressions, clicks = excluded.clicks, conversions = excluded.conversions,
      spend_cents = excluded.spend_cents, revenue_cents = excluded.revenue_cents, updated_at = now()`);
  const [campaign] = await queryRows<{ spent_cents: number }>(
    tx,
    sql`update campaigns set spent_cents = (
        select coalesce(sum(m.spend_cents), 0) from campaign_daily_metrics m where m.campaign_id = ${campaignId}::uuid
      )
      where id = ${campaignId}::uuid and org_id = ${caller.orgId}::uuid
      returning spent_cents::float8 as spent_cents`,
  );
  await recordMetricEvent(tx, {
    orgId: caller.orgId,
    campaignId,
    source: opts.source ?? 'ingest',
    rows,
  });
  return { upserted: rows.length, spent_cents: campaign?.spent_cents ?? 0 };
}

/** The `metrics.ingested` webhook event of a batch, in the batch's transaction. */
export function recordMetricsIngested(
  tx: Tx,
  opts: {
    caller: CampaignCaller;
    campaign: { id: string; client_id: string | null };
    source: 'api' | 'csv';
    rows: DailyMetric[];
    spentCents: number;
  },
): Promise<void> {
  const dates = opts.rows.map((row) => row.date).sort();
  return recordWebhookEvent(tx, opts.caller.orgId, 'metrics.ingested', {
    campaign_id: opts.campaign.id,
    client_id: opts.campaign.client_id,
    source: opts.source,
    days: opts.rows.length,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
    spent_cents: opts.spentCents,
  });
}

/** The authenticated ingest (session or bearer API key): days upserted by date. */
export function ingestDailyMetrics(
  db: Db,
  opts: { caller: CampaignCaller; campaignId: string; rows: DailyMetric[] },
): Promise<MetricsIngestResult> {
  const { caller, campaignId, rows } = opts;
  if (!isUuid(campaignId)) return Promise.reject(campaignNotFound());
  assertDistinctDays(rows, (index) => `rows[${index}]`);
  return inCampaignTx(db, caller, async (tx) => {
    await assertCanEditCampaigns(tx, caller);
    const campaign = await lockCampaign(tx, caller.orgId, campaignId);
    const result = await upsertDailyMetrics(tx, { caller, campaignId, rows });
    await recordMetricsIngested(tx, {
      caller,
      campaign,
      source: 'api',
      rows,
      spentCents: result.spent_cents,
    });
    await logCampaignActivity(tx, {
      caller,
      campaignId,
      clientId: campaign.client_id,
      action: 'metrics.imported',
    });
    return result;
  });
}
