import { Trophy, X } from 'lucide-react';
import type { Achievement } from '@/shared/progress';
import { cn } from '@/web/lib/utils';
import { RARITY_STYLES } from './rarity';
import { RarityBadge } from './rarity-badge';

/**
 * The live region is always present so screen readers announce each toast as it appears.
 * The toast lets clicks through except on its close button, so it never blocks the page.
 */
export function AchievementToast({
  achievement,
  waiting,
  onDismiss,
}: {
  achievement: Achievement | undefined;
  waiting: number;
  onDismiss: () => void;
}) {
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-end sm:inset-x-auto sm:right-6 sm:bottom-6"
    >
      {achievement && (
        <div
          key={achievement.id}
          role="status"
          aria-label={`Achievement unlocked: ${achievement.title}`}
          className={cn(
            'relative flex w-full gap-3 rounded-xl border border-l-4 bg-card p-4 pr-10 shadow-lg sm:w-96',
            'transition duration-200 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none',
            RARITY_STYLES[achievement.rarity].accent,
          )}
        >
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-full',
              RARITY_STYLES[achievement.rarity].icon,
            )}
          >
            <Trophy className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-1">
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              Achievement unlocked
            </p>
            <p className="font-semibold leading-tight">{achievement.title}</p>
            <p className="text-sm text-muted-foreground">{achievement.description}</p>
            <div className="flex flex-wrap items-center gap-2 pt-1">
              <span className="text-sm font-semibold text-primary">+{achievement.xp} XP</span>
              <RarityBadge rarity={achievement.rarity} />
              {waiting > 0 && <span className="text-xs text-muted-foreground">{waiting} more</span>}
            </div>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss achievement"
            className="pointer-events-auto absolute right-2 top-2 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
