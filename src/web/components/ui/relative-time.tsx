import { formatRelativeTime } from '@/shared/format';

/**
 * "5m ago" in a <time>. A page rendered on the server is hydrated a moment later, maybe past
 * a minute boundary ("5m" then "6m"): the text may differ, and that is expected, so React
 * keeps the server's text instead of failing the hydration (error #418).
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className} suppressHydrationWarning>
      {formatRelativeTime(date)}
    </time>
  );
}
