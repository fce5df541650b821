import { describe, expect, it } from 'vitest';
import { computeUnlocks, FEATURES, isUnlocked, type Feature, type UnlockMetrics } from './unlocks';

const base: UnlockMetrics = {
  campaignCount: 0,
  documentCount: 0,
  aiInteractions: 0,
  clientCount: 0,
  organizationType: 'SME',
};

describe('feature unlocks (seed 000 §4), each at its boundary', () => {
  it.each<[Feature, Partial<UnlockMetrics>, Partial<UnlockMetrics>]>([
    ['persona', { campaignCount: 0 }, { campaignCount: 1 }],
    ['content', { documentCount: 0 }, { documentCount: 1 }],
    ['analytics', { campaignCount: 0 }, { campaignCount: 1 }],
    ['roi_budget', { campaignCount: 2 }, { campaignCount: 3 }],
    ['execution', { campaignCount: 3 }, { campaignCount: 4 }],
    ['quick_wins', { aiInteractions: 10 }, { aiInteractions: 11 }],
    ['competitive', { documentCount: 5 }, { documentCount: 6 }],
    ['client_success', { campaignCount: 5 }, { campaignCount: 6 }],
    ['automation', { campaignCount: 10 }, { campaignCount: 11 }],
    ['api_access', { aiInteractions: 50 }, { aiInteractions: 51 }],
    [
      'white_label',
      { organizationType: 'AGENCY', clientCount: 2 },
      { organizationType: 'AGENCY', clientCount: 3 },
    ],
  ])('%s: locked at %o, unlocked at %o', (feature, locked, unlocked) => {
    expect(isUnlocked(feature, { ...base, ...locked })).toBe(false);
    expect(isUnlocked(feature, { ...base, ...unlocked })).toBe(true);
    expect(computeUnlocks({ ...base, ...unlocked })[feature].unlocked).toBe(true);
  });

  it('keeps the strategy agent and the dashboard always on', () => {
    expect(isUnlocked('strategy', base)).toBe(true);
    expect(isUnlocked('dashboard', base)).toBe(true);
  });

  it('never gives white label to an SME, however many clients', () => {
    expect(isUnlocked('white_label', { ...base, organizationType: 'SME', clientCount: 50 })).toBe(
      false,
    );
  });

  it('locks everything but strategy and dashboard on a new account, with a requirement for each', () => {
    const state = computeUnlocks(base);
    expect(FEATURES.filter((f) => state[f].unlocked)).toEqual(['strategy', 'dashboard']);
    expect(FEATURES.every((f) => state[f].requirement.length > 0)).toBe(true);
  });
});
