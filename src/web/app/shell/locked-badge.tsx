import { Lock } from 'lucide-react';
import { cn } from '@/web/lib/utils';

/** How a locked feature says what unlocks it (seed 000 §4), in menus and the palette. */
export function LockedBadge({
  requirement,
  className,
}: {
  requirement: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs font-medium text-muted-foreground',
        className,
      )}
    >
      <Lock className="size-3 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">Locked: </span>
        {requirement}
      </span>
    </span>
  );
}
