import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatRelativeTime, formatMoney } from './format';
import { csvValue, displayValue } from './analytics';
import { formatBenchmarkValue } from './competitive-intelligence';

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

describe('formatMoney (money in cents, USD without decimals)', () => {
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
});
