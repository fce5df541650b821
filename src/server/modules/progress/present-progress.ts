import { levelFromXp, type ProgressCounters } from '@/shared/progress';
import type { ProgressSummary } from '@/shared/user-progress';

export function presentProgress(totalXp: number, counters: ProgressCounters): ProgressSummary {
  const { level, progress, progressMax, nextLevelAt } = levelFromXp(totalXp);
  return { totalXP: totalXp, level, progress, progressMax, nextLevelAt, ...counters };
}
