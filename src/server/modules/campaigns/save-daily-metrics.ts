import { sql } from 'drizzle-orm';
import type { MetricsIngestResult } from '@/shared/campaign-metrics';
import type { DailyMetric, DailyMetricInput, MetricsWriteMode } from '@/shared/campaigns';
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
export function assertDistinctDays(rows: DailyMetricInput[], label: (index: number) => string) {
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
 * The stored figure after a write: the row's when it carries one; otherwise, merging, the
 * day's stored figure (0 for a new day), and replacing, 0. The stored day is read in the same
 * statement, under the campaign row lock the callers hold, so no concurrent write slips between.
 */
const written = (figure: string, mode: MetricsWriteMode) =>
  mode === 'replace'
    ? sql.raw(`coalesce(r.${figure}, 0)`)
    : sql.raw(`coalesce(r.${figure}, m.${figure}, 0)`);

/**
 * Upserts the days by date (merging or replacing each stored day, see METRICS_WRITE_MODES)
 * and sets the campaign's spent_cents to the sum of its days, in the caller's transaction,
 * with the campaign row locked so concurrent writes add up. The write is announced to open
 * /metrics/real-time pages (metric_events) on commit with the days as they now stand.
 */
export async function upsertDailyMetrics(
  tx: Tx,
  opts: {
    caller: CampaignCaller;
    campaignId: string;
    rows: DailyMetricInput[];
    mode: MetricsWriteMode;
    source?: 'ingest' | 'import';
  },
): Promise<MetricsIngestResult> {
  const { caller, campaignId, rows, mode } = opts;
  const days = await queryRows<DailyMetric>(
    tx,
    sql`
    insert into campaign_daily_metrics
      (org_id, campaign_id, date, impressions, clicks, conversions, spend_cents, revenue_cents)
    select ${caller.orgId}::uuid, ${campaignId}::uuid, r.date, ${written('impressions', mode)},
      ${written('clicks', mode)}, ${written('conversions', mode)}, ${written('spend_cents', mode)},
      ${written('revenue_cents', mode)}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(date date, impressions bigint, clicks bigint, conversions bigint, spend_cents bigint, revenue_cents bigint)
    left join campaign_daily_metrics m on m.campaign_id = ${campaignId}::uuid and m.date = r.date
    on conflict (campaign_id, date) do update set
      impressions = excluded.impressions, clicks = excluded.clicks, conversions = excluded.conversions,
      spend_cents = excluded.spend_cents, revenue_cents = excluded.revenue_cents, updated_at = now()
    returning date::text as date, impressions::float8 as impressions,
      clicks::float8 as clicks, conversions::float8 as conversions,
      spend_cents::float8 as spend_cents, revenue_cents::float8 as revenue_cents`,
  );
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
    rows: days,
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
    rows: DailyMetricInput[];
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

/** The authenticated ingest (session or bearer API key): days merged or replaced by date. */
export function ingestDailyMetrics(
  db: Db,
  opts: {
    caller: CampaignCaller;
    campaignId: string;
    rows: DailyMetricInput[];
    mode: MetricsWriteMode;
  },
): Promise<MetricsIngestResult> {
  const { caller, campaignId, rows, mode } = opts;
  if (!isUuid(campaignId)) return Promise.reject(campaignNotFound());
  assertDistinctDays(rows, (index) => `rows[${index}]`);
  return inCampaignTx(db, caller, async (tx) => {
    await assertCanEditCampaigns(tx, caller);
    const campaign = await lockCampaign(tx, caller.orgId, campaignId);
    const result = await upsertDailyMetrics(tx, { caller, campaignId, rows, mode });
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
