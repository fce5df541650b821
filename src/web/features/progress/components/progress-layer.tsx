import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TIMINGS } from '@/shared/constants';
import type { ProgressCheckResult } from '@/shared/user-progress';
import { queryKeys } from '@/web/lib/query-keys';
import { checkProgress } from '../api/check-progress';
import { unlockAchievement } from '../api/unlock-achievement';
import { useAchievementQueue } from '../hooks/use-achievement-queue';
import { PROGRESS_EVENT, type ProgressEventDetail } from '@/web/lib/notify-progress';
import { AchievementToast } from './achievement-toast';

/**
 * The gamified progress layer of the signed-in app (seed 001 §4). It listens for progress
 * events, runs the server's check 100 ms after an action (a burst of actions makes one
 * check), unlocks direct achievements, and shows the newly unlocked ones as toasts. It also
 * checks once when it mounts, to catch up with work done on another device.
 */
export function ProgressLayer() {
  const queryClient = useQueryClient();
  const { current, waiting, enqueue, dismiss } = useAchievementQueue();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async (request: () => Promise<ProgressCheckResult>) => {
      try {
        const result = await request();
        enqueue(result.newlyUnlocked);
        await queryClient.invalidateQueries({ queryKey: queryKeys.progress });
      } catch {
        // Progress is a bonus, never in the user's way: the next action checks again.
      }
    };
    const onProgress = (event: Event) => {
      const detail = (event as CustomEvent<ProgressEventDetail | undefined>).detail;
      if (detail && 'achievement' in detail) {
        void run(() => unlockAchievement(detail.achievement));
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => void run(checkProgress), TIMINGS.unlockCheckDelayMs);
    };
    window.addEventListener(PROGRESS_EVENT, onProgress);
    void run(checkProgress);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(PROGRESS_EVENT, onProgress);
    };
  }, [enqueue, queryClient]);

  return <AchievementToast achievement={current} waiting={waiting} onDismiss={dismiss} />;
}
