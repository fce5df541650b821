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
