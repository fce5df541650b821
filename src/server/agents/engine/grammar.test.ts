import { describe, expect, it } from 'vitest';
import { grammarFindings } from './grammar';

describe('grammar findings (Harper, offline)', () => {
  it('flags a wrong article, a sentence without a capital and a doubled full stop', async () => {
    const findings = await grammarFindings(
      'A E-commerce trend fits. and aims to grow subscriptions below 6%..',
    );
    const kinds = findings.map((f) => f.kind);
    expect(kinds).toContain('Capitalization');
    expect(findings.some((f) => /article/i.test(f.message))).toBe(true);
    expect(findings.some((f) => f.excerpt.includes('6%..'))).toBe(true);
  });

  it('leaves clean text and the organization’s own names alone', async () => {
    expect(
      await grammarFindings(
        'Northwind Roasters sells single-origin coffee to home baristas in Leeds.',
        ['Northwind Roasters'],
      ),
    ).toEqual([]);
  });
});
