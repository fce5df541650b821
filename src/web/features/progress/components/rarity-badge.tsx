import type { Rarity } from '@/shared/progress';
import { RARITY_LABELS } from '@/shared/user-progress';
import { cn } from '@/web/lib/utils';
import { RARITY_STYLES } from './rarity';

export function RarityBadge({ rarity, className }: { rarity: Rarity; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide ring-1 ring-inset',
        RARITY_STYLES[rarity].badge,
        className,
      )}
    >
      {RARITY_LABELS[rarity]}
    </span>
  );
}
