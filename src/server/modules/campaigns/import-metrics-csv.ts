import type { MetricsImportResult } from '@/shared/campaign-metrics';
import { MetricsCsvError, parseMetricsCsv as readMetricsCsv } from '@/shared/metrics-csv';
import type { DailyMetricInput, MetricsWriteMode } from '@/shared/campaigns';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  assertCanEditCampaigns,
  campaignNotFound,
  inCampaignTx,
  lockCampaign,
  logCampaignActivity,
  type CampaignCaller,
} from './queries';
import { recordMetricsIngested, upsertDailyMetrics } from './save-daily-metrics';
import { isUuid } from '../../lib/uuid';

/**
 * Reads a metrics CSV (ours, or a Google Ads or Meta Ads export: see shared/metrics-csv); a
 * file it refuses answers 400 with its message. Any problem refuses the whole file.
 */
export function parseMetricsCsv(
  csv: string,
  opts: { campaignName?: string } = {},
): DailyMetricInput[] {
  try {
    return readMetricsCsv(csv, opts);
  } catch (error) {
    if (error instanceof MetricsCsvError) throw new AppError('validation_error', error.message);
    throw error;
  }
}

/**
 * Imports a metrics CSV into the campaign: every row or none, each day merged (a column the
 * file lacks or a cell it leaves empty keeps the stored figure) or, with mode replace, replaced.
 */
export function importMetricsCsv(
  db: Db,
  opts: { caller: CampaignCaller; campaignId: string; csv: string; mode: MetricsWriteMode },
): Promise<MetricsImportResult> {
  const { caller, campaignId, mode } = opts;
  if (!isUuid(campaignId)) return Promise.reject(campaignNotFound());
  return inCampaignTx(db, caller, async (tx) => {
    await assertCanEditCampaigns(tx, caller);
    const campaign = await lockCampaign(tx, caller.orgId, campaignId);
    const rows = parseMetricsCsv(opts.csv, { campaignName: campaign.name });
    const { spent_cents } = await upsertDailyMetrics(tx, {
      caller,
      campaignId,
      rows,
      mode,
      source: 'import',
    });
    await recordMetricsIngested(tx, {
      caller,
      campaign,
      source: 'csv',
      rows,
      spentCents: spent_cents,
    });
    await logCampaignActivity(tx, {
      caller,
      campaignId,
      clientId: campaign.client_id,
      action: 'metrics.imported',
    });
    const dates = rows.map((row) => row.date).sort();
    return {
      imported: rows.length,
      spent_cents,
      first_date: dates[0]!,
      last_date: dates[dates.length - 1]!,
    };
  });
}
