import { describe, expect, it } from 'vitest';
import { channelFamily, goalKinds, splitBudget, type SplitInput } from './campaign-planning-split';

const COFFEE = ['Instagram', 'Email newsletter', 'Wholesale partnerships', 'SEO and content'];
const input = (over: Partial<SplitInput> = {}): SplitInput => ({
  channels: ['Email', 'Instagram'],
  goals: ['Grow coffee subscriptions to 500 subscribers'],
  industryChannels: COFFEE,
  budget: 9_000,
  days: 90,
  plan: null,
  ...over,
});
const shares = (s: ReturnType<typeof splitBudget>) => s.shares.map((c) => [c.channel, c.share]);
const total = (s: ReturnType<typeof splitBudget>) => s.shares.reduce((a, c) => a + c.share, 0);

describe('campaign budget split', () => {
  it('follows the campaign’s own channels: two channel sets, two splits over exactly them', () => {
    const a = splitBudget(input({ channels: ['Email', 'Instagram', 'Google Ads', 'Events'] }));
    const b = splitBudget(input({ channels: ['PR', 'Paid social', 'Blog'] }));
    expect(a.shares.map((c) => c.channel)).toEqual(['Email', 'Instagram', 'Google Ads', 'Events']);
    expect(b.shares.map((c) => c.channel)).toEqual(['PR', 'Paid social', 'Blog']);
    expect([total(a), total(b)]).toEqual([100, 100]);
    // Not the old fixed table for four channels.
    expect(a.shares.map((c) => c.share)).not.toEqual([36, 29, 21, 14]);
    expect(a.note).toContain('serves winning new customers');
  });

  it('follows the goals: the same channels split differently for awareness and for retention', () => {
    const channels = ['Email', 'PR', 'Paid social'];
    const awareness = splitBudget(input({ channels, goals: ['Build brand awareness'] }));
    const retention = splitBudget(input({ channels, goals: ['Cut churn, win repeat orders'] }));
    expect(awareness.goals).toEqual(['awareness']);
    expect(retention.goals).toEqual(['conversion', 'retention']);
    const share = (s: ReturnType<typeof splitBudget>, c: string) =>
      s.shares.find((x) => x.channel === c)!.share;
    expect(share(awareness, 'PR')).toBeGreaterThan(share(awareness, 'Email'));
    expect(share(retention, 'Email')).toBeGreaterThan(share(retention, 'PR'));
  });

  it('follows the budget: a paid channel the budget cannot feed gets less', () => {
    const channels = ['Google Ads', 'Instagram'];
    const big = splitBudget(input({ channels, budget: 30_000 }));
    const small = splitBudget(input({ channels, budget: 900 }));
    expect(small.shares[0]!.share).toBeLessThan(big.shares[0]!.share);
  });

  it('keeps a cited plan’s percentages for the channels both share, and says what it changes', () => {
    const plan = {
      title: 'Marketing plan (advanced)',
      channels: [
        { channel: 'Email', budget_share: 36 },
        { channel: 'Paid social', budget_share: 29 },
        { channel: 'SEO', budget_share: 21 },
        { channel: 'Events', budget_share: 14 },
      ],
    };
    const mixed = splitBudget(input({ channels: ['Email', 'Instagram', 'Paid social'], plan }));
    expect(shares(mixed)).toEqual([
      ['Email', 36],
      ['Instagram', 35],
      ['Paid social', 29],
    ]);
    expect(mixed.note).toBe(
      'Email 36% and Paid social 29% are as in “Marketing plan (advanced)”; Instagram, which it does not cover, takes the remaining 35% by how well it serves winning new customers.',
    );
    const subset = splitBudget(input({ channels: ['Email', 'Paid social'], plan }));
    expect(shares(subset)).toEqual([
      ['Email', 55],
      ['Paid social', 45],
    ]);
    expect(subset.note).toContain('keep the proportions of “Marketing plan (advanced)”');
    const all = splitBudget(input({ channels: ['Email', 'Paid social', 'SEO', 'Events'], plan }));
    expect(all.shares.map((c) => c.share)).toEqual([36, 29, 21, 14]);
    expect(all.note).toBe('The shares are those of “Marketing plan (advanced)”.');
  });

  it('names channels and goals by their words', () => {
    expect(
      ['Google Ads', 'Instagram ads', 'Instagram', 'Email newsletter'].map(channelFamily),
    ).toEqual(['paid_search', 'paid_social', 'social', 'email']);
    expect(goalKinds(['Something vague'])).toEqual(['acquisition']);
  });
});
