/**
 * Reading a metrics CSV, the same in the browser (its preview) and on the server (the import):
 * ours, or a Google Ads or Meta Ads export recognised by its header (metrics-csv-layouts).
 */
import Papa from 'papaparse';
import { METRICS_CSV_COLUMNS } from './campaign-metrics';
import { METRICS_IMPORT_MAX_ROWS, type DailyMetricInput } from './campaigns';
import {
  ADS_HEADER_SEARCH_ROWS,
  ADS_LAYOUTS,
  columnLabel,
  expectedColumns,
  findColumn,
  NATIVE_LAYOUT,
  normalizeAdsDate,
  type CsvLayout,
  type MetricField,
} from './metrics-csv-layouts';

type Column = string;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '0001-01-01') return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A file the import refuses, with the message for the person who chose it. */
export class MetricsCsvError extends Error {}
const invalid = (message: string) => new MetricsCsvError(message);
const EXPECTED = METRICS_CSV_COLUMNS.join(', ');
const FIGURES = METRICS_CSV_COLUMNS.filter((column) => column !== 'date').join(', ');
const shown = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);
const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
/** Google Ads writes "--" for a figure it has none of. */
const NONE = new Set(['', '--', '-']);

/** A whole count such as 1200 or 1,200 (with `decimals`, 3.00 or 2.5 rounded); empty is 0. */
function parseCount(raw: string, row: number, column: Column, decimals = false): number {
  const value = THOUSANDS.test(raw) ? raw.replace(/,/g, '') : raw;
  if (NONE.has(value)) return 0;
  if (/^-\d/.test(value))
    throw invalid(`Row ${row}: ${column} cannot be negative ("${shown(raw)}")`);
  const count = /^\d+$/.test(value)
    ? Number(value)
    : decimals && /^\d+\.\d+$/.test(value)
      ? Math.round(Number(value))
      : NaN;
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
  if (NONE.has(value)) return 0;
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

type CsvRecord = { cells: string[]; row: number };

/** The layout and header row: an ads export's header in its first rows, else ours in row 1. */
export function findHeader(records: CsvRecord[]): { layout: CsvLayout; index: number } {
  for (const [index, record] of records.slice(0, ADS_HEADER_SEARCH_ROWS).entries()) {
    const names = record.cells.map((cell) => cell.toLowerCase());
    const layout = ADS_LAYOUTS.find((candidate) => candidate.recognises(names));
    if (layout) return { layout, index };
  }
  return { layout: NATIVE_LAYOUT, index: 0 };
}

/**
 * Reads a metrics CSV: ours (a header row naming date and any of impressions, clicks,
 * conversions, spend and revenue, in any order and case, extra columns ignored, then one row
 * per day; a figure without a column or with an empty cell is left out of the row), or
 * a Google Ads or Meta Ads export recognised by its header. Rows are numbered as in a
 * spreadsheet (the first line is row 1). Any problem refuses the whole file. An ads export
 * with several campaigns keeps the rows of the one named `campaignName`.
 */
export function parseMetricsCsv(
  csv: string,
  opts: { campaignName?: string } = {},
): DailyMetricInput[] {
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
  if (!records[0]) throw invalid('The CSV file is empty');
  const { layout, index } = findHeader(records);
  const header = records[index]!;
  const names = header.cells.map((cell) => cell.toLowerCase());
  const at = Object.fromEntries(
    METRICS_CSV_COLUMNS.map((field) => [field, findColumn(names, layout.fields[field])]),
  ) as Record<MetricField, number>;
  const missing = METRICS_CSV_COLUMNS.filter((field) => at[field] < 0);
  if (layout.label) {
    if (missing.length)
      throw invalid(
        `This looks like a ${layout.label} export, but its header has no ${missing
          .map((field) => `"${columnLabel(layout, field)}"`)
          .join(
            ', ',
          )} column${missing.length > 1 ? 's' : ''} (expected ${expectedColumns(layout)})`,
      );
  } else {
    if (missing.length === METRICS_CSV_COLUMNS.length) {
      throw invalid(`The first row must be a header naming the columns ${EXPECTED}`);
    }
    // Our own file may carry some figures only (issue 26, hole 8): those it lacks are not
    // written, so a day already stored keeps them.
    if (at.date < 0) throw invalid(`The header is missing the column date (expected ${EXPECTED})`);
    if (missing.length === METRICS_CSV_COLUMNS.length - 1)
      throw invalid(`The header names only the date: add at least one of ${FIGURES}`);
  }
  const campaignAt = layout.campaign ? findColumn(names, layout.campaign) : -1;
  const endAt = layout.dateEnd ? findColumn(names, layout.dateEnd) : -1;
  let body = records.slice(index + 1);
  if (layout.label) {
    // Google closes with "Total: …" rows; a row without a day is a summary, not a day.
    body = body.filter(
      ({ cells }) =>
        !/^total\b/i.test(cells[0] ?? '') &&
        !/^total\b/i.test(cells[campaignAt] ?? '') &&
        (cells[at.date] ?? '') !== '',
    );
    const campaigns = [...new Set(body.map(({ cells }) => cells[campaignAt] ?? ''))].filter(
      Boolean,
    );
    if (campaignAt >= 0 && campaigns.length > 1) {
      const wanted = (opts.campaignName ?? '').trim().toLowerCase();
      body = body.filter(({ cells }) => (cells[campaignAt] ?? '').toLowerCase() === wanted);
      if (body.length === 0)
        throw invalid(
          `The file has rows for ${campaigns.length} campaigns (${campaigns.slice(0, 5).join(', ')}${
            campaigns.length > 5 ? ', …' : ''
          }) and none is named "${opts.campaignName ?? ''}": export this campaign alone, or name the campaign as in ${layout.label}`,
        );
    }
  }
  if (body.length === 0) throw invalid('The CSV file has no rows of data under its header');
  if (body.length > METRICS_IMPORT_MAX_ROWS) {
    throw invalid(
      `The file has ${body.length} rows of data; the maximum is ${METRICS_IMPORT_MAX_ROWS} per import`,
    );
  }

  const label = (field: MetricField) => (layout.label ? columnLabel(layout, field) : field);
  const rows = body.map(({ cells, row }): DailyMetricInput => {
    const cell = (field: MetricField) => cells[at[field]] ?? '';
    /**
     * In our own file a figure without a column or with an empty cell is not carried (the
     * stored one stays); an ads export states every figure, its empty cells meaning none.
     */
    const carried = (field: MetricField) =>
      layout.label !== null || (at[field] >= 0 && cell(field) !== '');
    const count = (field: MetricField, decimals = false) =>
      carried(field) ? parseCount(cell(field), row, label(field), decimals) : undefined;
    const dollars = (field: MetricField) =>
      carried(field) ? parseDollars(cell(field), row, label(field)) : undefined;
    const date = layout.label ? normalizeAdsDate(cell('date')) : cell('date');
    if (!date) throw invalid(`Row ${row}: the date is missing`);
    if (endAt >= 0) {
      const end = normalizeAdsDate(cells[endAt] ?? '');
      if (end && end !== date)
        throw invalid(
          `Row ${row}: the row covers ${date} to ${end}; export with a daily breakdown (Breakdown: By time, Day)`,
        );
    }
    return {
      date,
      impressions: count('impressions'),
      clicks: count('clicks'),
      conversions: count('conversions', layout.decimalCounts),
      spend_cents: dollars('spend'),
      revenue_cents: dollars('revenue'),
    };
  });
  const seen = new Map<string, number>();
  rows.forEach((parsedRow, i) => {
    const label = `Row ${body[i]!.row}`;
    if (!isCalendarDate(parsedRow.date))
      throw invalid(`${label}: "${parsedRow.date}" is not a valid date (use YYYY-MM-DD)`);
    const first = seen.get(parsedRow.date);
    if (first !== undefined)
      throw invalid(
        `${label}: the date ${parsedRow.date} appears more than once (also Row ${body[first]!.row})`,
      );
    seen.set(parsedRow.date, i);
  });
  return rows;
}

/** Whether the file's header is a Google Ads or Meta Ads export's (its label), or null. */
export function adsLayoutOf(csv: string): string | null {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  for (const cells of parsed.data.slice(0, ADS_HEADER_SEARCH_ROWS)) {
    const names = cells.map((cell) => cell.trim().toLowerCase());
    const layout = ADS_LAYOUTS.find((candidate) => candidate.recognises(names));
    if (layout) return layout.label;
  }
  return null;
}
