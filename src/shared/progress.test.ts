import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, countedAchievements, hasPerk, LEVEL_PERKS, levelFromXp } from './progress';

describe('levelFromXp (PRODUCT.md §4)', () => {
  it.each([
    [0, { level: 1, progress: 0, progressMax: 100, nextLevelAt: 100 }],
    [99, { level: 1, progress: 99, progressMax: 100, nextLevelAt: 100 }],
    [100, { level: 2, progress: 0, progressMax: 100, nextLevelAt: 200 }],
    [250, { level: 3, progress: 50, progressMax: 100, nextLevelAt: 300 }],
    [1000, { level: 11, progress: 0, progressMax: 100, nextLevelAt: 1100 }],
  ])('%i XP', (xp, expected) => {
    expect(levelFromXp(xp)).toEqual(expected);
  });

  it('never goes below level 1', () => {
    expect(levelFromXp(-20)).toEqual({ level: 1, progress: 0, progressMax: 100, nextLevelAt: 100 });
  });
});

describe('countedAchievements (seed 001 §9)', () => {
  const none = { agentsUsed: 0, outputsSaved: 0, campaignsCompleted: 0 };

  it('earns nothing from nothing', () => {
    expect(countedAchievements(none)).toEqual([]);
  });

  it.each([
    [{ agentsUsed: 1 }, ['first_agent_chat']],
    [{ agentsUsed: 4 }, ['first_agent_chat']],
    [{ agentsUsed: 5 }, ['first_agent_chat', 'five_agents_used']],
    [{ agentsUsed: 8 }, ['first_agent_chat', 'five_agents_used']],
    [{ agentsUsed: 9 }, ['first_agent_chat', 'five_agents_used', 'all_agents_used']],
    [{ outputsSaved: 1 }, ['first_save']],
    [{ outputsSaved: 9 }, ['first_save']],
    [{ outputsSaved: 10 }, ['first_save', 'ten_outputs_saved']],
    [{ campaignsCompleted: 1 }, ['complete_campaign']],
  ])('%o', (counters, expected) => {
    expect(countedAchievements({ ...none, ...counters }).sort()).toEqual([...expected].sort());
  });

  it('never earns the directly unlocked or rule-based achievements by counting', () => {
    const all = countedAchievements({
      agentsUsed: 100,
      outputsSaved: 100,
      campaignsCompleted: 100,
    });
    expect(all).not.toContain('cross_agent_share');
    expect(all).not.toContain('quick_win_completed');
    expect(all).not.toContain('roi_improved');
    expect(all).not.toContain('strategy_to_execution');
  });
});

describe('the achievement table (seed 001 §9)', () => {
  it('has the XP and rarity of every achievement', () => {
    expect(Object.fromEntries(ACHIEVEMENTS.map((a) => [a.id, [a.xp, a.rarity]]))).toEqual({
      first_agent_chat: [10, 'common'],
      first_save: [20, 'common'],
      cross_agent_share: [50, 'rare'],
      complete_campaign: [100, 'epic'],
      five_agents_used: [75, 'rare'],
      ten_outputs_saved: [50, 'rare'],
      quick_win_completed: [30, 'common'],
      roi_improved: [150, 'legendary'],
      all_agents_used: [200, 'legendary'],
      strategy_to_execution: [100, 'epic'],
    });
  });
});

describe('level perks (seed 001 §6)', () => {
  it('unlocks Expert Mode at 5, Priority Support at 10 and Beta Features at 15', () => {
    expect(LEVEL_PERKS.map((p) => [p.title, p.minLevel])).toEqual([
      ['Expert Mode', 5],
      ['Priority Support', 10],
      ['Beta Features', 15],
    ]);
    expect([hasPerk(4, 'expert_mode'), hasPerk(5, 'expert_mode')]).toEqual([false, true]);
    expect([hasPerk(9, 'priority_support'), hasPerk(10, 'priority_support')]).toEqual([
      false,
      true,
    ]);
    expect([hasPerk(14, 'beta_features'), hasPerk(15, 'beta_features')]).toEqual([false, true]);
  });
});
