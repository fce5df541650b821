import { describe, expect, it } from 'vitest';
import { METRICS_CSV_EXAMPLE, METRICS_CSV_TEMPLATE, previewMetricsCsv } from './metrics-csv';

describe('previewMetricsCsv', () => {
  it('reads the example, in dollars to cents and in date order', () => {
    const preview = previewMetricsCsv(METRICS_CSV_EXAMPLE);
    expect(preview.problems).toEqual([]);
    expect(preview.rows[0]).toEqual({
      date: '2026-03-02',
      impressions: 12500,
      clicks: 310,
      conversions: 14,
      spend_cents: 42050,
      revenue_cents: 126000,
    });
  });

  it('accepts columns in any order and case, thousands separators and a dollar sign', () => {
    const preview = previewMetricsCsv(
      'Revenue,Spend,Date,Clicks,Impressions,Conversions\n"$1,200.50",$30,2026-01-02,5,"1,000",\n',
    );
    expect(preview.rows).toEqual([
      {
        date: '2026-01-02',
        impressions: 1000,
        clicks: 5,
        spend_cents: 3000,
        revenue_cents: 120050,
      },
    ]);
  });

  it('leaves out the figures a file does not carry (no column, an empty cell), as the import keeps them', () => {
    const preview = previewMetricsCsv('date,clicks,spend\n2026-01-02,3,\n2026-01-03,,4');
    expect(preview.problems).toEqual([]);
    expect(preview.rows).toStrictEqual([
      {
        date: '2026-01-02',
        impressions: undefined,
        clicks: 3,
        conversions: undefined,
        spend_cents: undefined,
        revenue_cents: undefined,
      },
      {
        date: '2026-01-03',
        impressions: undefined,
        clicks: undefined,
        conversions: undefined,
        spend_cents: 400,
        revenue_cents: undefined,
      },
    ]);
  });

  it('names missing columns, bad rows and repeated days by their spreadsheet row', () => {
    expect(previewMetricsCsv('clicks,spend\n3,1').problems).toEqual([
      'The header is missing the column date',
    ]);
    expect(previewMetricsCsv('date,notes\n2026-01-01,x').problems).toEqual([
      'The header names only the date: add at least one of impressions, clicks, conversions, spend, revenue',
    ]);
    expect(previewMetricsCsv(METRICS_CSV_TEMPLATE).problems).toEqual([
      'The file has no rows of data under its header',
    ]);
    const preview = previewMetricsCsv(
      'date,impressions,clicks,conversions,spend,revenue\n2026-02-30,1,1,1,1,1\n2026-03-01,ten,1,1,1,1\n2026-03-02,1,1,1,1,1\n2026-03-02,1,1,1,-4,1',
    );
    expect(preview.problems).toEqual([
      'Row 2: "2026-02-30" is not a date like 2026-03-31',
      'Row 3: "ten" is not a valid number for impressions',
      'Row 5: 2026-03-02 is already on row 4',
    ]);
  });
});

describe('previewMetricsCsv: ads exports', () => {
  it('previews a Google Ads report as the server reads it, and names what a Meta export lacks', () => {
    const google = [
      'Campaign report',
      '"Nov 1, 2026 - Nov 2, 2026"',
      'Day,Campaign,Impr.,Clicks,Cost,Conversions,Conv. value',
      '2026-11-02,Spring,"1,100",55,110.00,3.00,330.00',
      '2026-11-01,Spring,"1,000",50,"1,000.50",2.00,300.00',
      'Total: Account,--,"2,100",105,"1,110.50",5.00,630.00',
    ].join('\n');
    const preview = previewMetricsCsv(google, 'Spring');
    expect(preview.problems).toEqual([]);
    expect(preview.rows.map((r) => [r.date, r.impressions, r.spend_cents])).toEqual([
      ['2026-11-01', 1000, 100_050],
      ['2026-11-02', 1100, 11_000],
    ]);
    const meta = previewMetricsCsv(
      'Reporting starts,Reporting ends,Campaign name,Impressions,Amount spent (USD),Results,Purchase conversion value\n2026-11-01,2026-11-01,A,1,1,1,1',
    );
    expect(meta.problems).toEqual([
      'This looks like a Meta Ads export, but its header has no "Link clicks" column (expected Day, Campaign name, Impressions, Link clicks, Results, Amount spent (USD), Purchase conversion value)',
    ]);
  });
});
