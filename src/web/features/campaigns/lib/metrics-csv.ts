import Papa from 'papaparse';
import { METRICS_CSV_COLUMNS } from '@/shared/campaign-metrics';
import { METRICS_IMPORT_MAX_ROWS, type DailyMetricInput } from '@/shared/campaigns';
import { adsLayoutOf, MetricsCsvError, parseMetricsCsv } from '@/shared/metrics-csv';

type Column = (typeof METRICS_CSV_COLUMNS)[number];

/** The import template: the header the server expects. */
export const METRICS_CSV_TEMPLATE = `${METRICS_CSV_COLUMNS.join(',')}\n`;

export const METRICS_CSV_EXAMPLE = [
  METRICS_CSV_COLUMNS.join(','),
  '2026-03-02,12500,310,14,420.50,1260.00',
  '2026-03-03,11800,296,11,398.75,990.00',
].join('\n');

export type CsvPreview = { rows: DailyMetricInput[]; problems: string[]; totalProblems: number };

const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const MAX_PROBLEMS_SHOWN = 5;

// An empty cell is not carried (undefined): the import keeps the stored figure, as the server does.
const count = (raw: string) => {
  const value = THOUSANDS.test(raw) ? raw.replace(/,/g, '') : raw;
  if (value === '') return undefined;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
};

const cents = (raw: string) => {
  const unsigned = raw.replace(/^\$\s*/, '');
  const value = THOUSANDS.test(unsigned) ? unsigned.replace(/,/g, '') : unsigned;
  if (value === '') return undefined;
  return /^\d+(?:\.\d*)?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
};

const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/**
 * Reads the file in the browser to preview it and point at problems before anything is sent.
 * It follows the server's rules (header names in any order and case, the date and any of the
 * figures, a missing column or an empty cell not carried, "$1,234.50" accepted), but the
 * server remains the judge: it validates again on import.
 */
export function previewMetricsCsv(text: string, campaignName?: string): CsvPreview {
  // A Google Ads or Meta Ads export: read as the server will read it (its first problem).
  if (adsLayoutOf(text)) {
    try {
      const rows = parseMetricsCsv(text, { campaignName });
      return {
        rows: rows.sort((a, b) => a.date.localeCompare(b.date)),
        problems: [],
        totalProblems: 0,
      };
    } catch (error) {
      if (!(error instanceof MetricsCsvError)) throw error;
      return { rows: [], problems: [error.message], totalProblems: 1 };
    }
  }
  const problems: string[] = [];
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data.map((cells) => cells.map((cell) => cell.trim()));
  if (!header) return { rows: [], problems: ['The file is empty'], totalProblems: 1 };

  const names = header.map((cell) => cell.toLowerCase());
  const missing = METRICS_CSV_COLUMNS.filter((column) => !names.includes(column));
  const figures = METRICS_CSV_COLUMNS.filter((column) => column !== 'date');
  const headerProblem =
    missing.length === METRICS_CSV_COLUMNS.length
      ? `The first row must be a header naming the columns ${METRICS_CSV_COLUMNS.join(', ')}`
      : missing.includes('date')
        ? 'The header is missing the column date'
        : missing.length === figures.length
          ? `The header names only the date: add at least one of ${figures.join(', ')}`
          : null;
  if (headerProblem) return { rows: [], problems: [headerProblem], totalProblems: 1 };
  if (body.length === 0)
    return {
      rows: [],
      problems: ['The file has no rows of data under its header'],
      totalProblems: 1,
    };
  if (body.length > METRICS_IMPORT_MAX_ROWS) {
    return {
      rows: [],
      problems: [
        `The file has ${body.length} rows of data; the maximum is ${METRICS_IMPORT_MAX_ROWS} per import`,
      ],
      totalProblems: 1,
    };
  }

  const at = Object.fromEntries(
    METRICS_CSV_COLUMNS.map((column) => [column, names.indexOf(column)]),
  ) as Record<Column, number>;
  const seen = new Map<string, number>();
  let totalProblems = 0;
  const problem = (message: string) => {
    totalProblems += 1;
    if (problems.length < MAX_PROBLEMS_SHOWN) problems.push(message);
  };
  const rows: DailyMetricInput[] = [];
  body.forEach((cells, index) => {
    const row = index + 2; // as in a spreadsheet: the header is row 1
    const cell = (column: Column) => cells[at[column]] ?? '';
    const date = cell('date');
    if (!isCalendarDay(date))
      return problem(`Row ${row}: "${date || '(empty)'}" is not a date like 2026-03-31`);
    const earlier = seen.get(date);
    if (earlier) return problem(`Row ${row}: ${date} is already on row ${earlier}`);
    seen.set(date, row);
    const metric: DailyMetricInput = {
      date,
      impressions: count(cell('impressions')),
      clicks: count(cell('clicks')),
      conversions: count(cell('conversions')),
      spend_cents: cents(cell('spend')),
      revenue_cents: cents(cell('revenue')),
    };
    const bad = (
      ['impressions', 'clicks', 'conversions', 'spend_cents', 'revenue_cents'] as const
    ).find((key) => Number.isNaN(metric[key]));
    if (bad) {
      const column: Column =
        bad === 'spend_cents' ? 'spend' : bad === 'revenue_cents' ? 'revenue' : bad;
      return problem(`Row ${row}: "${cell(column)}" is not a valid number for ${column}`);
    }
    rows.push(metric);
  });
  return { rows: rows.sort((a, b) => a.date.localeCompare(b.date)), problems, totalProblems };
}
