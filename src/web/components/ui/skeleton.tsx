import { cn } from '@/web/lib/utils';

/**
 * A placeholder the size of the content it stands for, so nothing moves when the content
 * arrives (CLS). Give it the content's box: its card's height, or use SkeletonText.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-muted', className)} />
  );
}

/**
 * Lines of text to come: pass the text's own typography classes (`text-sm leading-relaxed`)
 * and each line is exactly one of its line boxes high (`1lh`).
 */
export function SkeletonText({ lines = 1, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('block', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="block h-[1lh] py-[0.25lh]">
          <Skeleton className={cn('h-full', lines > 1 && i === lines - 1 && 'w-2/3')} />
        </span>
      ))}
    </span>
  );
}
