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
    expect(over).toEqual([{ agent: 'strategy', kind: 'grammar', count: 12, allowed: 11 }]);
    expect(under).toEqual([{ agent: 'strategy', kind: 'repetition', count: 3, allowed: 5 }]);
  });

  it('lets a count drift 3 % above a non-zero baseline, never above zero', () => {
    const baseline = { content: { ...emptyCounts(), repetition: 340, grammar: 0 } };
    const within = { content: { ...emptyCounts(), repetition: 351 } };
    expect(compareToBaseline(within, baseline).over).toEqual([]);
    const above = { content: { ...emptyCounts(), repetition: 352, grammar: 1 } };
    expect(compareToBaseline(above, baseline).over).toEqual([
      { agent: 'content', kind: 'grammar', count: 1, allowed: 0 },
      { agent: 'content', kind: 'repetition', count: 352, allowed: 351 },
    ]);
  });

  it('allows nothing to an agent or kind the baseline does not list', () => {
    const { over } = compareToBaseline({ persona: { ...emptyCounts(), pasted: 1 } }, {});
    expect(over).toEqual([{ agent: 'persona', kind: 'pasted', count: 1, allowed: 0 }]);
  });
});
