/** Display formatting shared by web and server (seed 000 §4, §9). */

/** 'just now' under 60 s, then minutes, hours and days ago. */
export function formatRelativeTime(date: Date | string | number, now: Date = new Date()): string {
  const then = new Date(date).getTime();
  const seconds = Math.max(0, Math.floor((now.getTime() - then) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Money is stored in cents and shown in USD with no decimals. */
export function formatUsd(cents: number | null | undefined): string {
  return usd.format(Math.round((cents ?? 0) / 100));
}

export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** A calendar day (YYYY-MM-DD) or a timestamp, read in UTC so it never shifts a day. */
const toDay = (day: string | Date) =>
  typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day;

/**
 * The product's one way to show a date: "Mar 1, 2026". The pages, the client portal, the
 * PDF reports and the e-mails all use it, so a client reads the same date everywhere.
 */
export const formatDay = (day: string | Date) => dayFormat.format(toDay(day));
/** "Mar 1", for chart axes where the year is already given. */
export const formatShortDay = (day: string | Date) => shortDayFormat.format(toDay(day));

/** "Mar 1, 2026 – Mar 31, 2026"; one end only: "Starts …" / "Ends …"; neither: null. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
): string | null {
  if (start && end) return `${formatDay(start)} – ${formatDay(end)}`;
  if (start) return `Starts ${formatDay(start)}`;
  if (end) return `Ends ${formatDay(end)}`;
  return null;
}
