import { useCallback, useEffect, useState } from 'react';
import { TIMINGS } from '@/shared/constants';
import type { Achievement } from '@/shared/progress';

/** Achievement toasts, one at a time: each hides itself after 5 s (seed 001 §9), then the next shows. */
export function useAchievementQueue() {
  const [queue, setQueue] = useState<Achievement[]>([]);
  const current = queue[0];

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setQueue((q) => q.slice(1)), TIMINGS.achievementToastMs);
    return () => clearTimeout(timer);
  }, [current]);

  const enqueue = useCallback((achievements: readonly Achievement[]) => {
    if (!achievements.length) return;
    setQueue((q) => [...q, ...achievements.filter((a) => !q.some((queued) => queued.id === a.id))]);
  }, []);

  const dismiss = useCallback(() => setQueue((q) => q.slice(1)), []);

  return { current, waiting: Math.max(0, queue.length - 1), enqueue, dismiss };
}
