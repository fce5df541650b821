import type { DailyMetric } from '@/shared/campaigns';
import { addDays, daysBetween } from './format';

const dollars = (cents: number) => Math.round(cents) / 100;

export type SpendPoint = {
  date: string;
  spend: number;
  budget: number | null;
  pace: number | null;
};

/**
 * Cumulative spend per day against the budget, and — when the campaign has both dates — the
 * even pace: the share of the budget that would be spent by that day at a steady rate.
 */
export function cumulativeSpend(
  daily: DailyMetric[],
  budgetCents: number | null,
  start: string | null,
  end: string | null,
): SpendPoint[] {
  const totalDays = start && end ? daysBetween(start, end) + 1 : null;
  let running = 0;
  return daily.map((day) => {
    running += day.spend_cents;
    let pace: number | null = null;
    if (budgetCents !== null && start && totalDays) {
      const elapsed = Math.min(Math.max(daysBetween(start, day.date) + 1, 0), totalDays);
      pace = dollars((budgetCents * elapsed) / totalDays);
    }
    return {
      date: day.date,
      spend: dollars(running),
      budget: budgetCents === null ? null : dollars(budgetCents),
      pace,
    };
  });
}

/** Monday of the week a day falls in (weeks start on Monday, ISO 8601). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export type WeekPoint = { week: string; revenue: number; spend: number; roi: number | null };

/** Revenue and spend per week, with that week's ROI in percent (null when nothing was spent). */
export function weeklyRoi(daily: DailyMetric[]): WeekPoint[] {
  const weeks = new Map<string, { revenue: number; spend: number }>();
  for (const day of daily) {
    const key = weekStart(day.date);
    const week = weeks.get(key) ?? { revenue: 0, spend: 0 };
    week.revenue += day.revenue_cents;
    week.spend += day.spend_cents;
    weeks.set(key, week);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, { revenue, spend }]) => ({
      week,
      revenue: dollars(revenue),
      spend: dollars(spend),
      roi: spend > 0 ? Math.round(((revenue - spend) / spend) * 1000) / 10 : null,
    }));
}
