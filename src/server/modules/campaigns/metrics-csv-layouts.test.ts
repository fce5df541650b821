import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMetricsCsv } from './import-metrics-csv';

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const refusal = (csv: string, opts?: { campaignName?: string }) => {
  try {
    parseMetricsCsv(csv, opts);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the CSV to be refused');
};

describe('metrics CSV layouts', () => {
  it('reads a Google Ads report under its title rows, with thousands separators, "--" and totals rows', () => {
    expect(parseMetricsCsv(fixture('google-ads-campaign-report.csv'))).toEqual([
      {
        date: '2026-11-01',
        impressions: 12_345,
        clicks: 678,
        conversions: 12,
        spend_cents: 123_456,
        revenue_cents: 456_789,
      },
      {
        date: '2026-11-02',
        impressions: 9876,
        clicks: 543,
        conversions: 10,
        spend_cents: 98_765,
        revenue_cents: 321_000,
      },
      {
        date: '2026-11-03',
        impressions: 10_000,
        clicks: 0,
        conversions: 0,
        spend_cents: 0,
        revenue_cents: 0,
      },
    ]);
  });

  it("keeps the campaign's own rows of a Google Ads export with several campaigns", () => {
    const rows = parseMetricsCsv(fixture('google-ads-two-campaigns.csv'), {
      campaignName: 'brand search',
    });
    expect(rows.map((r) => [r.date, r.impressions, r.spend_cents])).toEqual([
      ['2026-11-01', 2000, 5000],
      ['2026-11-02', 2100, 5250],
    ]);
    expect(refusal(fixture('google-ads-two-campaigns.csv'), { campaignName: 'Other' })).toBe(
      'The file has rows for 2 campaigns (Spring Sale, Brand Search) and none is named "Other": export this campaign alone, or name the campaign as in Google Ads',
    );
  });

  it('names the missing column of a recognised but incomplete export', () => {
    expect(refusal(fixture('google-ads-no-conv-value.csv'))).toBe(
      'This looks like a Google Ads export, but its header has no "Conv. value" column (expected Day, Campaign, Impr., Clicks, Conversions, Cost, Conv. value)',
    );
    expect(refusal(fixture('meta-ads-no-revenue.csv'))).toBe(
      'This looks like a Meta Ads export, but its header has no "Purchase conversion value" column (expected Day, Campaign name, Impressions, Link clicks, Results, Amount spent (USD), Purchase conversion value)',
    );
  });

  it('reads a Meta Ads export by reporting day, in any account currency, empty results as 0', () => {
    expect(parseMetricsCsv(fixture('meta-ads-daily.csv'))).toEqual([
      {
        date: '2026-11-01',
        impressions: 15_234,
        clicks: 412,
        conversions: 14,
        spend_cents: 31_045,
        revenue_cents: 129_000,
      },
      {
        date: '2026-11-02',
        impressions: 13_001,
        clicks: 380,
        conversions: 0,
        spend_cents: 29_810,
        revenue_cents: 0,
      },
    ]);
    expect(parseMetricsCsv(fixture('meta-ads-day-column.csv'))).toEqual([
      {
        date: '2026-11-05',
        impressions: 5000,
        clicks: 120,
        conversions: 3,
        spend_cents: 7550,
        revenue_cents: 21_000,
      },
    ]);
  });

  it('refuses a Meta Ads row that covers more than one day', () => {
    expect(refusal(fixture('meta-ads-weekly.csv'))).toBe(
      'Row 2: the row covers 2026-11-01 to 2026-11-07; export with a daily breakdown (Breakdown: By time, Day)',
    );
  });

  it('keeps the message for an unknown layout and reads our own as before', () => {
    expect(refusal('Week,Views\n2026-11-01,3\n')).toBe(
      'The first row must be a header naming the columns date, impressions, clicks, conversions, spend, revenue',
    );
    expect(
      parseMetricsCsv('date,impressions,clicks,conversions,spend,revenue\n2026-01-05,1,1,1,1.50,3'),
    ).toEqual([
      {
        date: '2026-01-05',
        impressions: 1,
        clicks: 1,
        conversions: 1,
        spend_cents: 150,
        revenue_cents: 300,
      },
    ]);
    expect(
      refusal('date,impressions,clicks,conversions,spend,revenue\n2026-01-05,1,1,1.5,1,1'),
    ).toBe('Row 2: "1.5" is not a valid number for conversions');
  });
});
