import { describe, expect, it } from 'vitest';
import { grammarFindings, grammarFindingsEach } from './grammar';

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

  it('reads an amount in Canadian or Australian dollars as an amount, and still points into the text', async () => {
    for (const amount of ['CA$4,000', 'A$4,000', '€4,000'])
      expect(await grammarFindings(`It ends near 157% of its ${amount} budget.`)).toEqual([]);
    const [finding] = await grammarFindings('It spent CA$4,000 on ads.. It ends soon.');
    expect(finding?.excerpt).toContain('CA$4,000');
  });

  it('gives each text its own findings when several are linted in one pass', async () => {
    const [clean, faulty, alsoClean] = await grammarFindingsEach([
      'Kettle & Crane roasts coffee in Bristol.',
      'The plan is ready. and it starts in March.',
      'Subscribers pause instead of cancelling.',
    ]);
    expect(clean).toEqual([]);
    expect(alsoClean).toEqual([]);
    expect(faulty!.map((f) => f.kind)).toContain('Capitalization');
    expect(faulty!.every((f) => f.excerpt.includes('and it starts'))).toBe(true);
  });

  it('reads nothing across a blank line, so a text’s findings do not depend on its neighbours', async () => {
    expect(await grammarFindings('We sell a apple.')).not.toEqual([]);
    expect(await grammarFindings('We sell a\n\napple.')).toEqual([]);
    const [alone] = await grammarFindingsEach(['The plan is ready. and it starts in March.']);
    const [, beside] = await grammarFindingsEach([
      'We sell a',
      'The plan is ready. and it starts in March.',
    ]);
    expect(beside).toEqual(alone);
  });

  it('filters a text linted before by the own words of each caller', async () => {
    const text = 'The team is cobranding this quarter.';
    expect((await grammarFindings(text)).map((f) => f.kind)).toEqual(['Typo']);
    expect(await grammarFindings(text, ['cobranding'])).toEqual([]);
    expect((await grammarFindings(text)).map((f) => f.kind)).toEqual(['Typo']);
  });

  it('leaves out sentence-length (readability) lints: they judge style, not grammar', async () => {
    const long = `Kettle & Crane ${'sends fresh coffee to home brewers and '.repeat(12)}keeps them.`;
    expect((await grammarFindings(long, ['Kettle', 'Crane'])).map((f) => f.kind)).not.toContain(
      'Readability',
    );
  });

  it('knows the marketing words Harper takes for typos, and “day one” is not a brand', async () => {
    expect(
      await grammarFindings(
        'Two campaigns are underspending and one is overspending. Reply to every comment on day one. Write the preheader and do not overclaim.',
      ),
    ).toEqual([]);
  });
});
