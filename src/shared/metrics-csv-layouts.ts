/**
 * The CSV layouts the metrics import recognises by their header: our own (date, impressions,
 * clicks, conversions, spend, revenue), a Google Ads report (Day, Campaign, Impr., Clicks,
 * Cost, Conversions, Conv. value, under the title and date-range rows Google puts first)
 * and a Meta Ads Manager export (Reporting starts/ends or Day, Campaign name, Impressions,
 * Link clicks or Clicks (all), Amount spent (XXX), Results or Purchases, Purchase conversion
 * value). Money columns are read as dollars of the account's currency.
 */
import { METRICS_CSV_COLUMNS } from '@/shared/campaign-metrics';

export type MetricField = (typeof METRICS_CSV_COLUMNS)[number];
type Matcher = string | RegExp;

export type CsvLayout = {
  id: 'native' | 'google_ads' | 'meta_ads';
  /** How the layout is named in messages (null: ours). */
  label: string | null;
  /** Whether a header row (lowercased, trimmed cells) is this layout's. */
  recognises: (names: string[]) => boolean;
  /** Each field's accepted header names, the first as it is named in messages. */
  fields: Record<MetricField, Matcher[]>;
  campaign?: Matcher[];
  /** The last day of a row's range, when the layout has one (Meta's Reporting ends). */
  dateEnd?: Matcher[];
  /** Whether decimal counts (Google's 3.00 conversions) are accepted and rounded. */
  decimalCounts: boolean;
};

export const NATIVE_LAYOUT: CsvLayout = {
  id: 'native',
  label: null,
  recognises: (names) => METRICS_CSV_COLUMNS.some((column) => names.includes(column)),
  fields: Object.fromEntries(METRICS_CSV_COLUMNS.map((c) => [c, [c]])) as Record<
    MetricField,
    Matcher[]
  >,
  decimalCounts: false,
};

export const GOOGLE_ADS_LAYOUT: CsvLayout = {
  id: 'google_ads',
  label: 'Google Ads',
  recognises: (names) =>
    names.includes('impr.') ||
    names.includes('conv. value') ||
    (names.includes('day') && names.includes('cost')),
  fields: {
    date: ['Day', 'date'],
    impressions: ['Impr.', 'impressions'],
    clicks: ['Clicks'],
    conversions: ['Conversions'],
    spend: ['Cost'],
    revenue: ['Conv. value', 'total conv. value', 'conversion value'],
  },
  campaign: ['Campaign'],
  decimalCounts: true,
};

const AMOUNT_SPENT = /^amount spent(?: \([a-z]{3}\))?$/;
export const META_ADS_LAYOUT: CsvLayout = {
  id: 'meta_ads',
  label: 'Meta Ads',
  recognises: (names) =>
    names.some((name) => AMOUNT_SPENT.test(name)) || names.includes('reporting starts'),
  fields: {
    date: ['Day', 'reporting starts'],
    impressions: ['Impressions'],
    clicks: ['Link clicks', 'clicks (all)'],
    conversions: ['Results', 'purchases'],
    spend: ['Amount spent (USD)', AMOUNT_SPENT],
    revenue: [
      'Purchase conversion value',
      'purchases conversion value',
      'website purchases conversion value',
    ],
  },
  campaign: ['Campaign name'],
  dateEnd: ['Reporting ends'],
  decimalCounts: true,
};

/** The ads layouts, looked for in the first rows (their exports put titles above the header). */
export const ADS_LAYOUTS = [META_ADS_LAYOUT, GOOGLE_ADS_LAYOUT];
export const ADS_HEADER_SEARCH_ROWS = 10;

/** The column index of the first header name that matches, or -1. */
export function findColumn(names: string[], matchers: Matcher[]): number {
  for (const matcher of matchers) {
    const index = names.findIndex((name) =>
      typeof matcher === 'string' ? name === matcher.toLowerCase() : matcher.test(name),
    );
    if (index >= 0) return index;
  }
  return -1;
}

/** How a layout's field is named in a message: its first header name. */
export const columnLabel = (layout: CsvLayout, field: MetricField) => {
  const first = layout.fields[field][0]!;
  return typeof first === 'string' ? first : first.source;
};

export const expectedColumns = (layout: CsvLayout) =>
  [
    columnLabel(layout, 'date'),
    ...(layout.campaign ? [String(layout.campaign[0])] : []),
    ...METRICS_CSV_COLUMNS.filter((c) => c !== 'date').map((c) => columnLabel(layout, c)),
  ].join(', ');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * An ads export's day as YYYY-MM-DD: 2026-11-03 as is, or Google's "Nov 3, 2026" and
 * "November 3, 2026". Anything else is left for the date check to refuse.
 */
export function normalizeAdsDate(raw: string): string {
  const named = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})$/.exec(raw);
  if (named) {
    const month = MONTHS.indexOf(named[1]!.toLowerCase());
    if (month >= 0)
      return `${named[3]}-${String(month + 1).padStart(2, '0')}-${named[2]!.padStart(2, '0')}`;
  }
  return raw;
}
