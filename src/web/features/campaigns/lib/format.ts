/** Display helpers for campaign pages. Dates are calendar days (YYYY-MM-DD), shown in UTC so they never shift. */

const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compactFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

const toDate = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

export const formatInteger = (value: number) => integerFormat.format(value);
export const formatCompact = (value: number) => compactFormat.format(value);

/** 0.0345 → "3.45%"; null (nothing to divide by) → "—". */
export function formatRatioAsPercent(ratio: number | null | undefined, digits = 2): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '—';
  return `${(ratio * 100).toFixed(digits)}%`;
}

export function formatPercent(percent: number | null | undefined, digits = 1): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return '—';
  return `${percent.toFixed(digits)}%`;
}

export function formatMultiple(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value.toFixed(2)}×`;
}

/** Today's calendar day in UTC, the same calendar the metrics use. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** Whole days from a to b (b − a), both YYYY-MM-DD. */
export const daysBetween = (a: string, b: string) =>
  Math.round((toDate(b).getTime() - toDate(a).getTime()) / 86_400_000);

export const addDays = (day: string, days: number) =>
  new Date(toDate(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);
