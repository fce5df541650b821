/**
 * The progress layer as the API serves it (seed 001 §3, §4, §9; PRODUCT.md §4): the
 * stored per-user progress, achievements with their unlock state, and how to earn each one.
 */
import type { Achievement, AchievementId } from './progress';

export type ProgressSummary = {
  totalXP: number;
  level: number;
  /** totalXP mod 100, shown as `progress` of `progressMax`. */
  progress: number;
  progressMax: number;
  /** Total XP at which the next level starts (level × 100). */
  nextLevelAt: number;
  agentsUsed: number;
  outputsSaved: number;
  campaignsCompleted: number;
};

export type AchievementState = Achievement & { unlockedAt: string | null };

export type ProgressView = { progress: ProgressSummary; achievements: AchievementState[] };

export type ProgressCheckResult = { progress: ProgressSummary; newlyUnlocked: Achievement[] };

/** Seed 001 §4: "Cross-agent share and quick-win achievements are unlocked directly." */
export const DIRECT_ACHIEVEMENTS = [
  'cross_agent_share',
  'quick_win_completed',
] as const satisfies readonly AchievementId[];
export type DirectAchievementId = (typeof DIRECT_ACHIEVEMENTS)[number];

export const isDirectAchievement = (id: string): id is DirectAchievementId =>
  (DIRECT_ACHIEVEMENTS as readonly string[]).includes(id);

/** What the user does to earn each achievement, shown on locked achievements. */
export const HOW_TO_EARN: Record<AchievementId, string> = {
  first_agent_chat: 'Run any AI agent once.',
  first_save: 'Save an agent output.',
  cross_agent_share: "Send one agent's output to another agent.",
  complete_campaign: 'Mark a campaign as completed.',
  five_agents_used: 'Use five different agents.',
  ten_outputs_saved: 'Save ten agent outputs.',
  quick_win_completed: 'Complete a quick win.',
  roi_improved: "Raise a campaign's ROI over its last 30 days of metrics above the 30 days before.",
  all_agents_used: 'Use nine different agents.',
  strategy_to_execution: 'Link a strategy output to a campaign.',
};

export const RARITY_LABELS = {
  common: 'Common',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
} as const;

/** The actions after which the web app asks the server to check for new achievements (seed 001 §4). */
export type ProgressAction = 'agent_used' | 'output_saved' | 'campaign_completed';
