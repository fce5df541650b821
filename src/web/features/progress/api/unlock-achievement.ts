import type { DirectAchievementId, ProgressCheckResult } from '@/shared/user-progress';
import { api } from '@/web/lib/api-client';

/** Unlocks cross_agent_share or quick_win_completed (the only directly unlocked achievements). */
export const unlockAchievement = (id: DirectAchievementId) =>
  api<ProgressCheckResult>(`/progress/achievements/${encodeURIComponent(id)}`, { method: 'POST' });
