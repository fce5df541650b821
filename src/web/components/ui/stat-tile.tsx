import type { ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

/** One figure with its name and, optionally, what it is compared with. */
export function StatTile({
  label,
  value,
  hint,
  tone = 'default',
  className,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'default' | 'success' | 'warning' | 'destructive';
  className?: string;
}) {
  return (
    <div className={cn('rounded-xl border bg-card p-4', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-2xl font-semibold tabular-nums',
          tone === 'success' && 'text-success',
          tone === 'warning' && 'text-warning-text',
          tone === 'destructive' && 'text-destructive',
        )}
      >
        {value}
      </dd>
      {hint && <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/** A grid of StatTiles as one description list. */
export function StatGrid({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5', className)}>
      {children}
    </dl>
  );
}
