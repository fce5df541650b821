import Papa from 'papaparse';
import { METRICS_CSV_COLUMNS, type MetricsImportResult } from '@/shared/campaign-metrics';
import { METRICS_IMPORT_MAX_ROWS, type DailyMetric } from '@/shared/campaigns';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  assertCanEditCampaigns,
  campaignNotFound,
  inCampaignTx,
  isUuid,
  lockCampaign,
  logCampaignActivity,
  type CampaignCaller,
} from './queries';
import { assertDistinctDays, upsertDailyMetrics } from './save-daily-metrics';

type Column = (typeof METRICS_CSV_COLUMNS)[number];

const invalid = (message: string) => new AppError('validation_error', message);
const EXPECTED = METRICS_CSV_COLUMNS.join(', ');
const shown = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);
const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** A whole count such as 1200 or 1,200; an empty cell is 0. */
function parseCount(raw: string, row: number, column: Column): number {
  const value = THOUSANDS.test(raw) ? raw.replace(/,/g, '') : raw;
  if (value === '') return 0;
  if (/^-\d/.test(value))
    throw invalid(`Row ${row}: ${column} cannot be negative ("${shown(raw)}")`);
  const count = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(count))
    throw invalid(`Row ${row}: "${shown(raw)}" is not a valid number for ${column}`);
  return count;
}

/**
 * Dollars such as 1234.56, $1,234.56 or 0.125 into cents, rounded half up on the decimal
 * digits themselves (no binary floating point: 1.005 is 101 cents). An empty cell is 0.
 */
function parseDollars(raw: string, row: number, column: Column): number {
  const unsigned = raw.replace(/^\$\s*/, '');
  const value = THOUSANDS.test(unsigned) ? unsigned.replace(/,/g, '') : unsigned;
  if (value === '') return 0;
  if (/^-\$?\d/.test(value))
    throw invalid(`Row ${row}: ${column} cannot be negative ("${shown(raw)}")`);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) throw invalid(`Row ${row}: "${shown(raw)}" is not a valid number for ${column}`);
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const cents =
    Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents))
    throw invalid(`Row ${row}: "${shown(raw)}" is too large for ${column}`);
  return cents;
}

/**
 * Reads a metrics CSV: a header row naming date, impressions, clicks, conversions, spend
 * and revenue (any order and case, extra columns ignored), then one row per day. Rows are
 * numbered as in a spreadsheet (the header is row 1). Any problem refuses the whole file.
 */
export function parseMetricsCsv(csv: string): DailyMetric[] {
  const text = csv.replace(/^\uFEFF/, '');
  if (!text.trim()) throw invalid('The CSV file is empty');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const broken = parsed.errors.find((error) => error.type !== 'Delimiter');
  if (broken) {
    const where = broken.row === undefined ? '' : `Row ${broken.row + 1}: `;
    throw invalid(`${where}${broken.message}`);
  }
  const records = parsed.data
    .map((cells, index) => ({ cells: cells.map((cell) => cell.trim()), row: index + 1 }))
    .filter((record) => record.cells.some((cell) => cell !== ''));
  const [header, ...body] = records;
  if (!header) throw invalid('The CSV file is empty');

  const names = header.cells.map((cell) => cell.toLowerCase());
  const missing = METRICS_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length === METRICS_CSV_COLUMNS.length) {
    throw invalid(`The first row must be a header naming the columns ${EXPECTED}`);
  }
  if (missing.length)
    throw invalid(
      `The header is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (expected ${EXPECTED})`,
    );
  if (body.length === 0) throw invalid('The CSV file has no rows of data under its header');
  if (body.length > METRICS_IMPORT_MAX_ROWS) {
    throw invalid(
      `The file has ${body.length} rows of data; the maximum is ${METRICS_IMPORT_MAX_ROWS} per import`,
    );
  }

  const at = Object.fromEntries(
    METRICS_CSV_COLUMNS.map((column) => [column, names.indexOf(column)]),
  ) as Record<Column, number>;
  const rows = body.map(({ cells, row }): DailyMetric => {
    const cell = (column: Column) => cells[at[column]] ?? '';
    const date = cell('date');
    if (!date) throw invalid(`Row ${row}: the date is missing`);
    return {
      date,
      impressions: parseCount(cell('impressions'), row, 'impressions'),
      clicks: parseCount(cell('clicks'), row, 'clicks'),
      conversions: parseCount(cell('conversions'), row, 'conversions'),
      spend_cents: parseDollars(cell('spend'), row, 'spend'),
      revenue_cents: parseDollars(cell('revenue'), row, 'revenue'),
    };
  });
  assertDistinctDays(rows, (index) => `Row ${body[index]!.row}`);
  return rows;
}

/** Imports a metrics CSV into the campaign: every row or none. */
export function importMetricsCsv(
  db: Db,
  opts: { caller: CampaignCaller; campaignId: string; csv: string },
): Promise<MetricsImportResult> {
  const { caller, campaignId } = opts;
  if (!isUuid(campaignId)) return Promise.reject(campaignNotFound());
  return inCampaignTx(db, caller, async (tx) => {
    await assertCanEditCampaigns(tx, caller);
    const campaign = await lockCampaign(tx, caller.orgId, campaignId);
    const rows = parseMetricsCsv(opts.csv);
    const { spent_cents } = await upsertDailyMetrics(tx, { caller, campaignId, rows });
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
