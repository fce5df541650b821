/** Calendar arithmetic on YYYY-MM-DD days (UTC, so a day never shifts with the time zone). */
import { addDays } from '@/shared/campaign-planning';

export const todayDay = () => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Monday of the day's week. */
export function startOfWeek(day: string) {
  const weekday = (asDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export const startOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

export function addMonths(day: string, months: number) {
  const d = asDate(startOfMonth(day));
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The weeks (Monday first) that show a whole month. */
export function monthGrid(day: string): string[][] {
  const first = startOfMonth(day);
  const last = addDays(addMonths(day, 1), -1);
  const weeks: string[][] = [];
  for (let start = startOfWeek(first); start <= last; start = addDays(start, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  return weeks;
}

export const weekDays = (day: string) =>
  Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(day), i));

export const formatDay = (day: string, options: Intl.DateTimeFormatOptions) =>
  asDate(day).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

export const longDay = (day: string) =>
  formatDay(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
export const shortDay = (day: string) => formatDay(day, { month: 'short', day: 'numeric' });
export const monthLabel = (day: string) => formatDay(day, { month: 'long', year: 'numeric' });
