import { describe, expect, it } from 'vitest';
import { compareToBaseline, emptyCounts } from './baseline';

describe('findings ratchet', () => {
  it('fails a count above its baseline and points out a count below it', () => {
    const counts = {
      strategy: { ...emptyCounts(), grammar: 12, repetition: 3 },
      content: { ...emptyCounts(), sources: 1 },
    };
    const baseline = {
      strategy: { ...emptyCounts(), grammar: 10, repetition: 5 },
      content: { ...emptyCounts(), sources: 1 },
    };
    const { over, under } = compareToBaseline(counts, baseline);
    expect(over).toEqual([{ agent: 'strategy', kind: 'grammar', count: 12, allowed: 10 }]);
    expect(under).toEqual([{ agent: 'strategy', kind: 'repetition', count: 3, allowed: 5 }]);
  });

  it('allows nothing to an agent or kind the baseline does not list', () => {
    const { over } = compareToBaseline({ persona: { ...emptyCounts(), pasted: 1 } }, {});
    expect(over).toEqual([{ agent: 'persona', kind: 'pasted', count: 1, allowed: 0 }]);
  });
});
