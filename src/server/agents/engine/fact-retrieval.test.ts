import { describe, expect, it } from 'vitest';
import { retrieve, splitPassages, termsOf, type Passage } from './fact-retrieval';

const doc = (title: string, text: string): Passage[] =>
  splitPassages(text).map((t) => ({ text: t, source: { kind: 'document', id: title, title } }));

describe('fact retrieval for the offline chat', () => {
  it('meets plurals and drops stop words', () => {
    expect(termsOf('What are our prices and stories?')).toEqual(['price', 'story']);
  });

  it('splits text into sentence passages of bounded length', () => {
    const long = `${'Word '.repeat(100).trim()}. Second sentence here, long enough to count.`;
    const passages = splitPassages(long);
    expect(passages.every((p) => p.length <= 320)).toBe(true);
    expect(passages.at(-1)).toBe('Second sentence here, long enough to count.');
  });

  it('ranks the passage sharing the rarest words first, at most two from one source', () => {
    const passages = [
      ...doc('Pricing notes', 'Our prices rose in March. Customers compared prices with chains.'),
      ...doc(
        'Survey',
        'Customers praise the freshness guarantee. Shipping to Leeds is slow and customers notice it.',
      ),
    ];
    const found = retrieve(passages, 'Why is shipping to Leeds slow?');
    expect(found[0]?.text).toContain('Shipping to Leeds is slow');
    expect(found[0]?.source).toMatchObject({ title: 'Survey' });
    expect(retrieve(passages, 'Tell me about the weather in Oslo')).toEqual([]);
    expect(retrieve(passages, 'what is it?')).toEqual([]);
  });
});
