/**
 * How the rest of the app tells the progress layer that something happened. A window event
 * keeps features independent: any page can report an action without importing this one.
 *
 *   window.dispatchEvent(new CustomEvent('stratagent:progress', { detail: { action: 'output_saved' } }))
 */
import type { DirectAchievementId, ProgressAction } from '@/shared/user-progress';

export const PROGRESS_EVENT = 'stratagent:progress';

export type ProgressEventDetail = { action: ProgressAction } | { achievement: DirectAchievementId };

/** An agent was used, an output saved or a campaign completed: check for achievements shortly. */
export function notifyProgress(action: ProgressAction) {
  window.dispatchEvent(
    new CustomEvent<ProgressEventDetail>(PROGRESS_EVENT, { detail: { action } }),
  );
}

/** A cross-agent share or a completed quick win: unlock its achievement directly. */
export function notifyDirectAchievement(achievement: DirectAchievementId) {
  window.dispatchEvent(
    new CustomEvent<ProgressEventDetail>(PROGRESS_EVENT, { detail: { achievement } }),
  );
}
