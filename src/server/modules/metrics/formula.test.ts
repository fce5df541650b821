import { describe, expect, it } from 'vitest';
import { compileFormula, evaluateFormula } from './formula';

const scope = {
  impressions: 10_000,
  clicks: 200,
  conversions: 10,
  spend: 500,
  revenue: 1500,
  ctr: 2,
  conversion_rate: 5,
  cpa: 50,
  roas: 3,
  roi: 200,
};
const value = async (
  formula: string,
  s: Partial<typeof scope> | Record<string, number | null> = {},
) => evaluateFormula(await compileFormula(formula), { ...scope, ...s } as typeof scope);

describe('custom metric formulas', () => {
  it('evaluates the allowed operators and functions', async () => {
    expect(await value('(revenue - spend) / spend')).toBe(2);
    expect(await value('-clicks + 2 * (conversions + 1)')).toBe(-178);
    expect(await value('min(ctr, conversion_rate, 4)')).toBe(2);
    expect(await value('max(roas, 1)')).toBe(3);
    expect(await value('abs(spend - revenue)')).toBe(1000);
    expect(await value('round(revenue / 7)')).toBe(214);
    expect(await value('clicks / impressions * 100')).toBe(2);
    expect(await value('1 / 3')).toBe(0.3333);
  });

  it('gives null, never Infinity or NaN, for a division by zero or an undefined ratio', async () => {
    expect(await value('revenue / spend', { spend: 0 })).toBeNull();
    expect(await value('0 / 0')).toBeNull();
    expect(await value('cpa * 2', { cpa: null })).toBeNull();
    expect(await value('1e308 * 10')).toBeNull();
  });

  it('refuses everything else, naming it', async () => {
    const refusal = (formula: string) =>
      compileFormula(formula).then(
        () => 'accepted',
        (error: Error) => error.message,
      );
    expect(await refusal('')).toBe('Write a formula');
    expect(await refusal('2 ^ 3')).toMatch(/^"\^" is not allowed: use numbers, impressions, /);
    expect(await refusal('clicks % 2')).toMatch(/^"%" is not allowed/);
    expect(await refusal('import("fs")')).toMatch(/^""" is not allowed/);
    expect(await refusal('evaluate(1)')).toMatch(/^The function "evaluate" is not allowed/);
    expect(await refusal('pi')).toMatch(/^Unknown name "pi"/);
    expect(await refusal('__proto__')).toMatch(/^Unknown name "__proto__"/);
    expect(await refusal('true')).toMatch(/^"true" is not allowed|^Unknown name "true"/);
    expect(await refusal('abs(1, 2)')).toBe('abs() takes one value');
    expect(await refusal('max()')).toBe('max() needs at least one value');
    expect(await refusal('x => 1')).toMatch(/^"=" is not allowed/);
  });
});
