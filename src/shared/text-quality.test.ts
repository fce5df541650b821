import { describe, expect, it } from 'vitest';
import { pastedFields, repeatedSequences, wordsOf } from './text-quality';

describe('text quality', () => {
  it('reads words without case or punctuation', () => {
    expect(wordsOf('Grow subscriptions by 25%, fast. It’s £14!')).toEqual([
      'grow',
      'subscriptions',
      'by',
      '25%',
      'fast',
      'its',
      '£14',
    ]);
  });

  it('finds a six-word run said twice, once, however long the run', () => {
    const text =
      'Northwind Roasters is a specialty coffee roaster in Leeds. Northwind Roasters is a specialty coffee roaster in Leeds, again.';
    expect(repeatedSequences(text)).toEqual([
      'northwind roasters is a specialty coffee roaster in leeds',
    ]);
    expect(repeatedSequences('One two three four five six. Seven eight nine ten.')).toEqual([]);
    // Overlapping occurrences inside one run are not a repetition.
    expect(repeatedSequences('a a a a a a a')).toEqual([]);
  });

  it('finds a long field pasted whole, not a short one repeated', () => {
    const description =
      'Northwind Roasters is a specialty coffee roaster selling single-origin beans and subscriptions online across the UK.';
    const text = `Positioning: ${description} We work differently.`;
    expect(pastedFields(text, { description, city: 'Leeds' })).toEqual(['description']);
    expect(pastedFields('Coffee for Leeds.', { description, city: 'Leeds' })).toEqual([]);
  });
});
