import { formatRelativeTime } from '@/shared/format';
import { useRenderedAt } from '@/web/lib/use-rendered-at';

/** "5m ago" in a <time>, the same in the server's markup and the browser's hydration. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatRelativeTime(date, useRenderedAt())}
    </time>
  );
}
