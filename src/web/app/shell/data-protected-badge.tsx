import { ShieldCheck } from 'lucide-react';
import { cn } from '@/web/lib/utils';

/** Agencies only (seed 000 §6): every client's data stays isolated from every other's. */
export function DataProtectedBadge({
  className,
  iconOnlyBelowXl = false,
}: {
  className?: string;
  iconOnlyBelowXl?: boolean;
}) {
  return (
    <span
      title="Each client's data is isolated from every other client's"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-success/15 px-2.5 py-1 text-xs font-semibold text-success',
        className,
      )}
    >
      <ShieldCheck className="size-3.5 shrink-0" aria-hidden="true" />
      <span
        className={cn(
          'whitespace-nowrap',
          iconOnlyBelowXl && 'sr-only xl:not-sr-only xl:whitespace-nowrap',
        )}
      >
        Data Protected
      </span>
    </span>
  );
}
