/** The gamified progress layer: achievements, XP and levels (seed 001 §3, §4, §6, §9; PRODUCT.md §4). */
export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

export const ACHIEVEMENTS = [
  {
    id: 'first_agent_chat',
    title: 'First Conversation',
    description: 'Used your first AI agent.',
    xp: 10,
    rarity: 'common',
  },
  {
    id: 'first_save',
    title: 'Keeper',
    description: 'Saved your first output.',
    xp: 20,
    rarity: 'common',
  },
  {
    id: 'cross_agent_share',
    title: 'Connector',
    description: "Shared one agent's output with another agent.",
    xp: 50,
    rarity: 'rare',
  },
  {
    id: 'complete_campaign',
    title: 'Finisher',
    description: 'Completed a campaign.',
    xp: 100,
    rarity: 'epic',
  },
  {
    id: 'five_agents_used',
    title: 'Explorer',
    description: 'Used five different agents.',
    xp: 75,
    rarity: 'rare',
  },
  {
    id: 'ten_outputs_saved',
    title: 'Librarian',
    description: 'Saved ten outputs.',
    xp: 50,
    rarity: 'rare',
  },
  {
    id: 'quick_win_completed',
    title: 'Quick Winner',
    description: 'Completed a quick win.',
    xp: 30,
    rarity: 'common',
  },
  {
    id: 'roi_improved',
    title: 'ROI Hero',
    description: "Improved a campaign's ROI month over month.",
    xp: 150,
    rarity: 'legendary',
  },
  {
    id: 'all_agents_used',
    title: 'Full Stack Marketer',
    description: 'Used all nine specialised agents.',
    xp: 200,
    rarity: 'legendary',
  },
  {
    id: 'strategy_to_execution',
    title: 'Strategy to Execution',
    description: 'Turned a strategy output into a campaign plan.',
    xp: 100,
    rarity: 'epic',
  },
] as const satisfies readonly {
  id: string;
  title: string;
  description: string;
  xp: number;
  rarity: Rarity;
}[];

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];
export type Achievement = (typeof ACHIEVEMENTS)[number];

export const achievementById = (id: string) => ACHIEVEMENTS.find((a) => a.id === id);

export type ProgressCounters = {
  agentsUsed: number;
  outputsSaved: number;
  campaignsCompleted: number;
};

/** Achievements earned by counting (seed 001 §9): 1 agent, 1 save, 5 agents, 9 agents, 10 saves, 1 completed campaign. */
export function countedAchievements(c: ProgressCounters): AchievementId[] {
  const earned: AchievementId[] = [];
  if (c.agentsUsed >= 1) earned.push('first_agent_chat');
  if (c.outputsSaved >= 1) earned.push('first_save');
  if (c.agentsUsed >= 5) earned.push('five_agents_used');
  if (c.agentsUsed >= 9) earned.push('all_agents_used');
  if (c.outputsSaved >= 10) earned.push('ten_outputs_saved');
  if (c.campaignsCompleted >= 1) earned.push('complete_campaign');
  return earned;
}

export const XP_PER_LEVEL = 100;

/** level = floor(totalXP / 100) + 1; progress shows totalXP mod 100 of 100; the next level starts at level × 100. */
export function levelFromXp(totalXp: number) {
  const xp = Math.max(0, Math.floor(totalXp));
  const level = Math.floor(xp / XP_PER_LEVEL) + 1;
  return {
    level,
    progress: xp % XP_PER_LEVEL,
    progressMax: XP_PER_LEVEL,
    nextLevelAt: level * XP_PER_LEVEL,
  };
}

export const LEVEL_PERKS = [
  {
    id: 'expert_mode',
    title: 'Expert Mode',
    minLevel: 5,
    description: 'A dense expert view of all outputs with their raw structured content.',
  },
  {
    id: 'priority_support',
    title: 'Priority Support',
    minLevel: 10,
    description: 'Your feedback goes to the front of the queue.',
  },
  {
    id: 'beta_features',
    title: 'Beta Features',
    minLevel: 15,
    description: 'Early access to features in testing; no feature is in testing right now.',
  },
] as const;

export const hasPerk = (level: number, perk: (typeof LEVEL_PERKS)[number]['id']) =>
  level >= LEVEL_PERKS.find((p) => p.id === perk)!.minLevel;
