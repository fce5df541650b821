import { formatDay } from '@/shared/format';
const fullFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

/** A short date, with the full date and time on hover. */
export function DateText({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={fullFormat.format(date)} className={className}>
      {formatDay(date)}
    </time>
  );
}
