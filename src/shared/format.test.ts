import { describe, expect, it } from 'vitest';
import {
  currencyName,
  currencyChoices,
  currencySymbol,
  dollarsToCents,
  formatCompactMoney,
  formatMoney,
  formatMoneyUnits,
  formatRelativeTime,
} from './format';
import { budgetLabel } from './quick-start';
import { csvHeader, csvValue, displayValue } from './analytics';
import { formatBenchmarkRange, formatBenchmarkValue } from './competitive-intelligence';

describe('formatRelativeTime (seed 000 §4)', () => {
  const now = new Date('2025-10-14T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1m ago'],
    [59 * 60 + 59, '59m ago'],
    [60 * 60, '1h ago'],
    [23 * 3600 + 3599, '23h ago'],
    [24 * 3600, '1d ago'],
    [45 * 86_400, '45d ago'],
  ])('%i seconds ago → %s', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(expected);
  });

  it('reads ISO strings and treats a future time as just now', () => {
    expect(formatRelativeTime('2025-10-14T11:55:00Z', now)).toBe('5m ago');
    expect(formatRelativeTime(new Date(now.getTime() + 60_000), now)).toBe('just now');
  });
});

describe('formatMoney (money in cents, USD by default, without decimals)', () => {
  it.each([
    [123_456, '$1,235'],
    [0, '$0'],
    [null, '$0'],
    [undefined, '$0'],
    [49, '$0'],
    [50, '$1'],
    [100_000_000, '$1,000,000'],
  ])('%s cents → %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('converts dollars to cents without floating-point drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0)).toBe(0);
  });
});

describe('money elsewhere reads through formatMoney (seed 000 §9: no decimals)', () => {
  it('in the analytics report tables and the PDF, while the CSV keeps the cents', () => {
    const column = { key: 'spend_cents', label: 'Spend', format: 'cents' } as const;
    const row = { name: 'Email', spend_cents: 931_680 };
    expect(displayValue(column, row)).toBe('$9,317');
    expect(csvValue(column, row)).toBe('9316.80');
  });

  it('in the competitive benchmarks', () => {
    expect(formatBenchmarkValue('cents', 2102)).toBe('$21');
    expect(formatBenchmarkValue('percent', 2.345)).toBe('2.35%');
  });

  it("keeps the knowledge base's money ranges in US dollars, and says so in another currency", () => {
    expect(formatBenchmarkRange('cents', 2500, 6000, 'USD')).toBe('$25–$60');
    expect(formatBenchmarkRange('cents', 2500, 6000, 'GBP')).toBe('$25–$60 in US dollars');
    expect(formatBenchmarkRange('percent', 1.5, 3.5, 'GBP')).toBe('1.5%–3.5%');
  });
});

describe('currencyName', () => {
  it('names a currency as a sentence does', () => {
    expect(['USD', 'EUR', 'GBP', 'CAD', 'AUD'].map(currencyName)).toEqual([
      'US dollars',
      'euros',
      'British pounds',
      'Canadian dollars',
      'Australian dollars',
    ]);
  });
});

describe("formatMoney in the organization's currency", () => {
  it.each([
    ['EUR', 123_456, '€1,235'],
    ['GBP', 123_456, '£1,235'],
    ['CAD', 123_456, 'CA$1,235'],
    ['AUD', 50, 'A$1'],
    ['USD', 100_000_000, '$1,000,000'],
  ])('%s: %s cents → %s', (currency, cents, expected) => {
    expect(formatMoney(cents, currency)).toBe(expected);
  });

  it('shows whole units, chart axes and the sign of a budget input in the same currency', () => {
    expect(formatMoneyUnits(1200.4, 'EUR')).toBe('€1,200');
    expect(formatCompactMoney(12_500, 'EUR')).toBe('€12.5K');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol()).toBe('$');
  });

  it('reads a malformed code as USD rather than failing the page', () => {
    expect(formatMoney(1000, 'euro')).toBe('$10');
  });

  it('offers the short list, plus an organization’s own code outside it', () => {
    expect(currencyChoices('EUR')).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD']);
    expect(currencyChoices('CHF')).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF']);
  });

  it('labels the Quick Start budget bands in it', () => {
    expect(budgetLabel('1000-5000')).toBe('$1,000 – $5,000');
    expect(budgetLabel('1000-5000', 'EUR')).toBe('€1,000 – €5,000');
    expect(budgetLabel('20000+', 'GBP')).toBe('£20,000+');
  });

  it('in the analytics tables, the CSV headers and the benchmarks', () => {
    const column = { key: 'spend_cents', label: 'Spend', format: 'cents' } as const;
    expect(displayValue(column, { name: 'Email', spend_cents: 931_680 }, 'EUR')).toBe('€9,317');
    expect(csvHeader(column, 'EUR')).toBe('Spend (EUR)');
    expect(formatBenchmarkValue('cents', 2102, 'GBP')).toBe('£21');
  });
});
