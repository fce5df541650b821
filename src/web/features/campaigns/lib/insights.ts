import type { CampaignMetrics } from '@/shared/campaign-metrics';
import type { Campaign, DailyMetric } from '@/shared/campaigns';
import { DEFAULT_CURRENCY, formatDay, formatMoney } from '@/shared/format';
import { addDays, daysBetween, formatPercent } from './format';

export type InsightTone = 'critical' | 'warning' | 'info' | 'good';

export type Insight = {
  id: string;
  tone: InsightTone;
  title: string;
  detail: string;
  /** `writes`: the action changes the campaign, so a read-only role is not offered it. */
  action?: { to: string; label: string; writes?: boolean };
};

type Money = (cents: number) => string;

const TONE_ORDER: Record<InsightTone, number> = { critical: 0, warning: 1, info: 2, good: 3 };
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The fields a complete plan has, in the order a reader would check them. */
export const PLAN_FIELDS: { label: string; isSet: (c: Campaign) => boolean; key?: boolean }[] = [
  { label: 'objectives', isSet: (c) => Boolean(c.objectives), key: true },
  { label: 'target audience', isSet: (c) => Boolean(c.target_audience), key: true },
  { label: 'goals', isSet: (c) => c.goals.length > 0, key: true },
  { label: 'success metrics', isSet: (c) => c.success_metrics.length > 0 },
  { label: 'marketing channels', isSet: (c) => c.marketing_channels.length > 0 },
  { label: 'budget', isSet: (c) => c.budget_cents !== null },
  { label: 'start and end dates', isSet: (c) => Boolean(c.start_date && c.end_date) },
  { label: 'target personas', isSet: (c) => c.target_personas.length > 0 },
  { label: 'content pillars', isSet: (c) => c.content_pillars.length > 0 },
  { label: 'competitor context', isSet: (c) => Boolean(c.competitor_context) },
];

export function planCompleteness(campaign: Campaign) {
  const missing = PLAN_FIELDS.filter((field) => !field.isSet(campaign));
  return { filled: PLAN_FIELDS.length - missing.length, total: PLAN_FIELDS.length, missing };
}

function budgetPacing(
  campaign: Campaign,
  metrics: CampaignMetrics,
  today: string,
  money: Money,
): Insight | null {
  const budget = metrics.budget_cents;
  const spent = metrics.spent_cents;
  if (budget === null) return null;
  const id = 'budget-pacing';
  if (spent > budget) {
    return {
      id,
      tone: 'critical',
      title: 'Over budget',
      detail: `${money(spent)} spent against a ${money(budget)} budget: ${money(spent - budget)} over.`,
      action: { to: `/campaigns/${campaign.id}/analytics`, label: 'See spend' },
    };
  }
  if (budget === 0) return null;
  const share = spent / budget;
  const { start_date: start, end_date: end } = campaign;
  if (!start || !end) {
    return {
      id,
      tone: 'info',
      title: `${formatPercent(share * 100, 0)} of the budget spent`,
      detail: `${money(spent)} of ${money(budget)}. Add start and end dates to compare spend with the time elapsed.`,
      action: { to: `/campaigns/${campaign.id}/edit`, label: 'Add dates', writes: true },
    };
  }
  const totalDays = daysBetween(start, end) + 1;
  if (today < start) {
    if (spent === 0) return null;
    return {
      id,
      tone: 'info',
      title: 'Spending before the start date',
      detail: `${money(spent)} is recorded although the campaign starts on ${formatDay(start)}.`,
    };
  }
  if (today > end) {
    return {
      id,
      tone: share >= 0.9 ? 'good' : 'info',
      title: `Finished with ${formatPercent(share * 100, 0)} of the budget spent`,
      detail: `${money(spent)} of ${money(budget)} over ${plural(totalDays, 'day')}; ${money(budget - spent)} left unspent.`,
    };
  }
  const elapsed = daysBetween(start, today) + 1;
  const timeShare = elapsed / totalDays;
  const projected = Math.round((spent / elapsed) * totalDays);
  const situation = `${formatPercent(share * 100, 0)} of the budget spent on day ${elapsed} of ${totalDays} (${formatPercent(timeShare * 100, 0)} of the schedule).`;
  if (projected > budget * 1.1) {
    return {
      id,
      tone: 'warning',
      title: 'Spending ahead of pace',
      detail: `${situation} At this rate it would spend ${money(projected)} by ${formatDay(end)}: ${money(projected - budget)} over budget.`,
      action: { to: `/campaigns/${campaign.id}/analytics`, label: 'See spend' },
    };
  }
  if (projected < budget * 0.75 && elapsed >= 3) {
    return {
      id,
      tone: 'info',
      title: 'Spending behind pace',
      detail: `${situation} At this rate it would spend ${money(projected)} by ${formatDay(end)}, leaving ${money(budget - projected)} unused.`,
    };
  }
  return {
    id,
    tone: 'good',
    title: 'Budget on pace',
    detail: `${situation} Projected spend: ${money(projected)} of ${money(budget)}.`,
  };
}

function bestAndWorstDays(daily: DailyMetric[], money: Money): Insight[] {
  if (daily.length < 2) return [];
  const spend = daily.reduce((sum, day) => sum + day.spend_cents, 0);
  const conversions = daily.reduce((sum, day) => sum + day.conversions, 0);
  if (conversions === 0) {
    if (spend === 0) return [];
    return [
      {
        id: 'no-conversions',
        tone: 'warning',
        title: 'No conversions recorded',
        detail: `${money(spend)} spent over ${plural(daily.length, 'day')} without a single conversion. Check that conversions are tracked, then the offer and landing page.`,
      },
    ];
  }
  const best = [...daily].sort(
    (a, b) => b.conversions - a.conversions || a.spend_cents - b.spend_cents,
  )[0]!;
  const cpa = (day: DailyMetric) =>
    day.conversions > 0 ? day.spend_cents / day.conversions : Number.POSITIVE_INFINITY;
  const worst = daily
    .filter((day) => day.spend_cents > 0)
    .sort((a, b) => cpa(b) - cpa(a) || b.spend_cents - a.spend_cents)[0];
  const describe = (day: DailyMetric) =>
    `${plural(day.conversions, 'conversion')} from ${money(day.spend_cents)} spend${day.conversions > 0 && day.spend_cents > 0 ? ` (CPA ${money(cpa(day))})` : ''}`;
  const insights: Insight[] = [
    {
      id: 'best-day',
      tone: 'good',
      title: `Best day: ${formatDay(best.date)}`,
      detail: `${describe(best)}. Look at what ran that day and do more of it.`,
    },
  ];
  if (worst && worst.date !== best.date) {
    insights.push({
      id: 'worst-day',
      tone: 'info',
      title: `Weakest day: ${formatDay(worst.date)}`,
      detail: `${describe(worst)}, the highest cost per conversion of the campaign.`,
    });
  }
  return insights;
}

function ctrTrend(daily: DailyMetric[]): Insight | null {
  if (daily.length === 0) return null;
  const last = daily[daily.length - 1]!.date;
  const window = (from: string, to: string) => {
    const days = daily.filter((day) => day.date >= from && day.date <= to);
    const impressions = days.reduce((sum, day) => sum + day.impressions, 0);
    const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
    return impressions > 0 ? clicks / impressions : null;
  };
  const recent = window(addDays(last, -6), last);
  const previous = window(addDays(last, -13), addDays(last, -7));
  if (recent === null || previous === null || previous === 0) {
    return {
      id: 'ctr-trend',
      tone: 'info',
      title: 'Not enough data for a CTR trend',
      detail: 'Comparing the last 7 days with the 7 before needs impressions in both weeks.',
    };
  }
  const change = (recent - previous) / previous;
  const rates = `${formatPercent(recent * 100, 2)} over the last 7 days against ${formatPercent(previous * 100, 2)} the 7 days before (to ${formatDay(last)}).`;
  if (Math.abs(change) < 0.05)
    return { id: 'ctr-trend', tone: 'info', title: 'Click-through rate is steady', detail: rates };
  if (change > 0)
    return {
      id: 'ctr-trend',
      tone: 'good',
      title: `Click-through rate up ${formatPercent(change * 100, 0)}`,
      detail: rates,
    };
  return {
    id: 'ctr-trend',
    tone: 'warning',
    title: `Click-through rate down ${formatPercent(-change * 100, 0)}`,
    detail: `${rates} Ads may be wearing out: refresh the creative or tighten the targeting.`,
  };
}

function returnOnSpend(metrics: CampaignMetrics, money: Money): Insight | null {
  const {
    spend_cents: spend,
    revenue_cents: revenue,
    conversions,
    roi_percentage: roi,
    roas,
  } = metrics.totals;
  if (spend === 0) return null;
  if (revenue === 0) {
    if (conversions === 0) return null;
    return {
      id: 'roi',
      tone: 'info',
      title: 'No revenue recorded',
      detail: 'Add revenue to the imported data to measure return on investment.',
    };
  }
  if (roi !== null && roi >= 0) {
    return {
      id: 'roi',
      tone: 'good',
      title: `Returning ${formatPercent(roi, 0)} on spend`,
      detail: `${money(revenue)} revenue on ${money(spend)} spend (ROAS ${roas?.toFixed(2)}×).`,
    };
  }
  return {
    id: 'roi',
    tone: 'warning',
    title: 'Spend exceeds revenue',
    detail: `${money(revenue)} revenue on ${money(spend)} spend: ROI ${formatPercent(roi, 0)}. Shift budget to the channels and days that convert.`,
  };
}

function freshness(campaign: Campaign, daily: DailyMetric[], today: string): Insight | null {
  if (campaign.status !== 'active') return null;
  const analytics = {
    to: `/campaigns/${campaign.id}/analytics`,
    label: 'Import data',
    writes: true,
  };
  if (daily.length === 0) {
    return {
      id: 'freshness',
      tone: 'info',
      title: 'No performance data yet',
      detail:
        'The campaign is active but has no daily results. Import them to track spend and results.',
      action: analytics,
    };
  }
  const last = daily[daily.length - 1]!.date;
  const age = daysBetween(last, today);
  if (age <= 7) return null;
  return {
    id: 'freshness',
    tone: 'warning',
    title: `No data since ${formatDay(last)}`,
    detail: `The latest results are ${age} days old; insights describe the campaign as it was then.`,
    action: analytics,
  };
}

function scheduleAndStatus(campaign: Campaign, today: string): Insight | null {
  const execution = {
    to: `/campaigns/${campaign.id}/execution`,
    label: 'Change status',
    writes: true,
  };
  if (campaign.status === 'active' && campaign.end_date && campaign.end_date < today) {
    return {
      id: 'status',
      tone: 'warning',
      title: 'Past its end date but still active',
      detail: `It ended on ${formatDay(campaign.end_date)}. Mark it completed, or move the end date.`,
      action: execution,
    };
  }
  if (campaign.status === 'draft' && campaign.start_date && campaign.start_date <= today) {
    return {
      id: 'status',
      tone: 'info',
      title: 'Still a draft after its start date',
      detail: `It was due to start on ${formatDay(campaign.start_date)}. Launch it, or move the start date.`,
      action: execution,
    };
  }
  return null;
}

function planGaps(campaign: Campaign): Insight {
  const { missing } = planCompleteness(campaign);
  if (missing.length === 0) {
    return {
      id: 'plan',
      tone: 'good',
      title: 'The plan is complete',
      detail: 'Every field agents and pacing rely on is filled in.',
    };
  }
  return {
    id: 'plan',
    tone: missing.some((field) => field.key) ? 'warning' : 'info',
    title: `${plural(missing.length, 'gap')} in the plan`,
    detail: `Missing: ${missing.map((field) => field.label).join(', ')}. Agents write more specific work when these are set, and pacing needs a budget and dates.`,
    action: { to: `/campaigns/${campaign.id}/edit`, label: 'Fill in the plan' },
  };
}

/** Plain rules over the campaign's fields and daily metrics; most urgent first. */
export function computeInsights(
  campaign: Campaign,
  metrics: CampaignMetrics,
  today: string,
  currency: string = DEFAULT_CURRENCY,
): Insight[] {
  const money: Money = (cents) => formatMoney(cents, currency);
  const insights = [
    budgetPacing(campaign, metrics, today, money),
    scheduleAndStatus(campaign, today),
    freshness(campaign, metrics.daily, today),
    returnOnSpend(metrics, money),
    ...bestAndWorstDays(metrics.daily, money),
    metrics.daily.length > 0 ? ctrTrend(metrics.daily) : null,
    planGaps(campaign),
  ].filter((insight): insight is Insight => insight !== null);
  return insights.sort((a, b) => TONE_ORDER[a.tone] - TONE_ORDER[b.tone]);
}
