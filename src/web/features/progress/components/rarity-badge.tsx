import type { Rarity } from '@/shared/progress';
import { RARITY_LABELS } from '@/shared/user-progress';
import { cn } from '@/web/lib/utils';
import { RARITY_STYLES } from './rarity';

/** A locked achievement's badge is neutral rather than faded: faded text would be unreadable. */
export function RarityBadge({
  rarity,
  locked = false,
  className,
}: {
  rarity: Rarity;
  locked?: boolean;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide ring-1 ring-inset',
        locked ? 'bg-muted text-muted-foreground ring-border' : RARITY_STYLES[rarity].badge,
        className,
      )}
    >
      {RARITY_LABELS[rarity]}
    </span>
  );
}
