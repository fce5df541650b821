/**
 * One decision per campaign per period (decision 069): scale, hold, fix, slow, pause or
 * measure, from the campaign's return against break-even, its budget pacing and its recent
 * anomalies. Performance Intelligence, ROI & Budget, Quick Wins and the dashboard all ask
 * this function and word their advice on a campaign with `describeDecision`, so two agents
 * can no longer tell the same campaign to scale and to slow down.
 */
import { z } from 'zod';
import type { CampaignMetricTotals } from './campaign-metrics';
import { formatDay, formatMoney } from './format';
import {
  budgetPacing,
  detectAnomalies,
  PACING_VERDICTS,
  todayIso,
  type Anomaly,
  type BudgetPacing,
  type PacingVerdict,
} from './performance-analysis';
import type { CampaignPerformance } from './performance';

export const CAMPAIGN_ACTIONS = ['pause', 'slow', 'fix', 'scale', 'hold', 'measure'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** Without a known margin, a campaign breaks even when revenue equals spend. */
export const DEFAULT_BREAK_EVEN_ROAS = 1;
/** A campaign is worth scaling from this multiple of its break-even ROAS. */
export const SCALE_BREAK_EVEN_MULTIPLE = 2;
/** Below this share of break-even, fixing is not enough: the campaign is paused. */
export const PAUSE_BREAK_EVEN_SHARE = 0.5;
/** Anomalies this recent (days before the last recorded day) hold a scale-up back. */
export const DECISION_ANOMALY_DAYS = 7;

export const DECISION_RULE =
  `Each campaign gets one decision. Projected to overspend its budget: slow it to what is left per day ` +
  `(pause it when it returns less than ${PAUSE_BREAK_EVEN_SHARE * 100}% of break-even). Below break-even ROAS ` +
  `(${DEFAULT_BREAK_EVEN_ROAS.toFixed(2)}× unless a gross margin is given): fix it, or pause it under ` +
  `${PAUSE_BREAK_EVEN_SHARE * 100}% of break-even. At ${SCALE_BREAK_EVEN_MULTIPLE}× break-even or more, with ` +
  `budget to pace and no CPA spike or zero-conversion day in its last ${DECISION_ANOMALY_DAYS} days: scale it. ` +
  'Otherwise hold it; without spend in the period, measure it first.';

const priorities = ['high', 'medium', 'low'] as const;
export type DecisionPriority = (typeof priorities)[number];

export const campaignDecisionSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  action: z.enum(CAMPAIGN_ACTIONS),
  priority: z.enum(priorities),
  roas: z.number().nullable(),
  break_even_roas: z.number(),
  spend_cents: z.number(),
  revenue_cents: z.number(),
  /** Spend not covered by revenue at break-even (spend − revenue ÷ break-even), ≥ 0. */
  loss_cents: z.number(),
  pacing_verdict: z.enum(PACING_VERDICTS).nullable(),
  budget_cents: z.number().nullable(),
  daily_rate_cents: z.number().nullable(),
  projected_spend_cents: z.number().nullable(),
  projected_percentage: z.number().nullable(),
  /** Projected spend above the budget, ≥ 0. */
  overspend_cents: z.number(),
  /** What is left of the budget per remaining day; null without a budget and dates. */
  target_daily_cents: z.number().nullable(),
  days_remaining: z.number().nullable(),
  /** Loss plus projected overspend: what the decision protects. */
  at_stake_cents: z.number(),
  reason: z.string(),
});
export type CampaignDecision = z.infer<typeof campaignDecisionSchema>;

export type DecisionInput = {
  id: string;
  name: string;
  /** The campaign's totals over the period the caller reads. */
  totals: Pick<CampaignMetricTotals, 'spend_cents' | 'revenue_cents' | 'roas'>;
  /** The campaign's pacing (`budgetPacing`), or null when not paced (archived, ended). */
  pacing: BudgetPacing | null;
  /** The campaign's anomalies; only recent CPA spikes and zero-conversion days count. */
  anomalies?: readonly Pick<Anomaly, 'date' | 'kind'>[];
  /** The last day the caller's figures cover (anomalies within DECISION_ANOMALY_DAYS of it). */
  asOf?: string | null;
  breakEvenRoas?: number | null;
  /** The organization's currency, for the amounts in `reason` (USD when not given). */
  currency?: string;
};

const x = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(2)}×`);
const round1 = (n: number) => Math.round(n * 10) / 10;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export function decideCampaign(input: DecisionInput): CampaignDecision {
  const usd = (cents: number | null) => formatMoney(cents, input.currency);
  const breakEven = input.breakEvenRoas && input.breakEvenRoas > 0 ? input.breakEvenRoas : 1;
  const { spend_cents: spend, revenue_cents: revenue, roas } = input.totals;
  const p = input.pacing;
  const verdict: PacingVerdict | null = p?.verdict ?? null;
  const budget = p?.budget_cents ?? null;
  const remaining = p?.days_remaining ?? null;
  const projected = p?.projected_spend_cents ?? null;
  const overspend = budget !== null && projected !== null ? Math.max(0, projected - budget) : 0;
  const left = budget !== null && p ? Math.max(0, budget - p.spent_cents) : null;
  const target =
    left !== null && remaining !== null ? (remaining > 0 ? Math.round(left / remaining) : 0) : null;
  const loss = Math.max(0, Math.round(spend - revenue / breakEven));
  const losing = roas !== null && roas < breakEven;
  const deepLoss = roas !== null && roas < breakEven * PAUSE_BREAK_EVEN_SHARE;
  const over = verdict === 'over';
  const recent = (input.anomalies ?? []).filter(
    (a) =>
      (a.kind === 'cpa_spike' || a.kind === 'zero_conversions') &&
      (!input.asOf || a.date >= dayBefore(input.asOf, DECISION_ANOMALY_DAYS - 1)),
  );
  const returns = `returns ${x(roas)} on ad spend`;
  const against = `break-even ${x(breakEven)}`;

  let action: CampaignAction;
  let priority: DecisionPriority;
  let reason: string;
  if (spend <= 0 || roas === null) {
    action = 'measure';
    priority = 'low';
    reason = 'No spend is recorded in the period, so its return cannot be judged yet.';
  } else if (deepLoss) {
    action = 'pause';
    priority = 'high';
    reason = `It ${returns}, under half of ${against}: ${usd(loss)} of its ${usd(spend)} spend was not earned back${over ? `, and it is projected to spend ${p!.projected_percentage}% of its budget` : ''}.`;
  } else if (over) {
    action = 'slow';
    priority = 'high';
    reason = `At ${usd(p!.daily_rate_cents)} a day it ends near ${usd(projected)} (${p!.projected_percentage}% of its ${usd(budget)} budget)${losing ? `, and it ${returns}, below ${against}` : ''}.`;
  } else if (losing) {
    action = 'fix';
    priority = 'high';
    reason = `It ${returns}, below ${against}: ${usd(loss)} of its ${usd(spend)} spend was not earned back.`;
  } else if (roas >= breakEven * SCALE_BREAK_EVEN_MULTIPLE && recent.length === 0) {
    action = 'scale';
    priority = 'medium';
    reason = `It ${returns}, ${round1(roas / breakEven)} times ${against}, and is not projected to overspend.`;
  } else {
    action = 'hold';
    priority = 'low';
    reason =
      roas >= breakEven * SCALE_BREAK_EVEN_MULTIPLE
        ? `It ${returns}, but a ${recent[0]!.kind === 'cpa_spike' ? 'CPA spike' : 'day without conversions'} on ${formatDay(recent[0]!.date)} comes first.`
        : `It ${returns}, above ${against} but short of the ${x(breakEven * SCALE_BREAK_EVEN_MULTIPLE)} that would justify more budget.`;
    if (verdict === 'under')
      reason += ` It is projected to use ${p!.projected_percentage}% of its budget; what it leaves can go to a campaign worth scaling.`;
  }
  return {
    campaign_id: input.id,
    campaign_name: input.name,
    action,
    priority,
    roas,
    break_even_roas: breakEven,
    spend_cents: spend,
    revenue_cents: revenue,
    loss_cents: losing ? loss : 0,
    pacing_verdict: verdict,
    budget_cents: budget,
    daily_rate_cents: p?.daily_rate_cents ?? null,
    projected_spend_cents: projected,
    projected_percentage: p?.projected_percentage ?? null,
    overspend_cents: over ? overspend : 0,
    target_daily_cents: target,
    days_remaining: remaining,
    at_stake_cents: (losing ? loss : 0) + (over ? overspend : 0),
    reason,
  };
}

/** What to do, in the words every agent uses: a title, the detail and its priority. */
export function describeDecision(
  d: CampaignDecision,
  currency?: string,
): {
  title: string;
  detail: string;
  priority: DecisionPriority;
} {
  const usd = (cents: number | null) => formatMoney(cents, currency);
  const name = d.campaign_name;
  const ended = d.days_remaining === 0;
  // Its budget is already spent with days to go: nothing is left to slow it to.
  const exhausted = !ended && d.target_daily_cents === 0;
  switch (d.action) {
    case 'pause':
      return {
        title: `Pause ${name}`,
        detail: `${d.reason} Pause it, check the landing page and conversion tracking, and restart it with one fixed ad set.`,
        priority: d.priority,
      };
    case 'slow':
      return {
        title: ended
          ? `Stop ${name}: its dates have ended`
          : exhausted
            ? `Stop ${name}: its budget is spent`
            : `Slow ${name} to ${usd(d.target_daily_cents)} a day`,
        detail: `${d.reason} ${ended ? 'Extend its dates or raise its budget knowingly before it spends more.' : exhausted ? `Nothing is left of its budget for ${d.days_remaining === 1 ? 'its last day' : `the ${d.days_remaining} days remaining`}: stop it, or raise its budget knowingly before it spends more.` : `${usd(d.target_daily_cents)} a day spends what is left of its budget over ${d.days_remaining === 1 ? 'its last day' : `the ${d.days_remaining} days remaining`}.`}${d.loss_cents > 0 ? ' Fix its conversion path before giving it any more budget.' : ''}`,
        priority: d.priority,
      };
    case 'fix':
      return {
        title: `Fix ${name} before it spends more`,
        detail: `${d.reason} Do not raise its budget: fix its conversion path (landing page, offer, targeting) or move its spend to a campaign above break-even.`,
        priority: d.priority,
      };
    case 'scale':
      return {
        title: `Scale ${name}`,
        detail: `${d.reason} Raise its budget in steps of 20% and keep each step while its ROAS stays above ${x(d.break_even_roas * SCALE_BREAK_EVEN_MULTIPLE)}.`,
        priority: d.priority,
      };
    case 'hold':
      return {
        title: `Hold ${name} at its current rate`,
        detail: `${d.reason} Keep its budget as it is and judge it again next week.`,
        priority: d.priority,
      };
    case 'measure':
      return {
        title: `Record results for ${name}`,
        detail: `${d.reason} Import its daily metrics before changing its budget.`,
        priority: d.priority,
      };
  }
}

/** Actions that ask for a change, most urgent first (hold and measure change nothing). */
export const ACTION_ORDER: Record<CampaignAction, number> = {
  pause: 0,
  slow: 1,
  fix: 2,
  scale: 3,
  hold: 4,
  measure: 5,
};

/** Decisions most urgent first: action, then money at stake, then name. */
export const byUrgency = (a: CampaignDecision, b: CampaignDecision) =>
  ACTION_ORDER[a.action] - ACTION_ORDER[b.action] ||
  b.at_stake_cents - a.at_stake_cents ||
  a.campaign_name.localeCompare(b.campaign_name);

/**
 * Every campaign's decision over all its recorded days (ROI & Budget, Quick Wins): pacing as of
 * `today` for the campaigns not archived, anomalies of its own series.
 */
export function decideCampaigns(
  campaigns: readonly CampaignPerformance[],
  opts: { today?: string; breakEvenRoas?: number | null; currency?: string } = {},
): CampaignDecision[] {
  const today = opts.today ?? todayIso();
  return campaigns
    .filter((c) => !c.archived)
    .map((c) =>
      decideCampaign({
        id: c.id,
        name: c.name,
        totals: c.totals,
        pacing: budgetPacing(c, today),
        anomalies: detectAnomalies(c.daily),
        asOf: c.daily[c.daily.length - 1]?.date ?? null,
        breakEvenRoas: opts.breakEvenRoas ?? null,
        ...(opts.currency && { currency: opts.currency }),
      }),
    );
}

/** Whether a decision lets a campaign's budget grow: not when it is to be paused, slowed or fixed. */
export const mayGrow = (d: CampaignDecision | undefined) =>
  !d || d.action === 'scale' || d.action === 'hold';

/**
 * The most a campaign may spend a day under its decision, given its current daily rate: 0 when
 * it is to be paused, what is left of its budget per day when slowed, today's rate when it is
 * to be fixed; undefined when its budget may grow.
 */
export function dailyLimit(
  d: CampaignDecision | undefined,
  currentDailyCents: number,
): number | undefined {
  if (!d) return undefined;
  if (d.action === 'pause') return 0;
  if (d.action === 'slow') return Math.min(d.target_daily_cents ?? 0, currentDailyCents);
  if (d.action === 'fix') return currentDailyCents;
  return undefined;
}

/** Words that would contradict a decision to scale or to hold a campaign. */
// For a campaign to be paused, slowed or fixed, any other word on its budget (more, or a
// different cut) gives way to the decision's own advice.
const MORE =
  /\b(scale|scaling|raise|raising|increase|increasing|boost|boosting|double|grow|slow|pause|stop|cut|lower|reduce)\b/i;
const AGAINST: Record<CampaignAction, RegExp | null> = {
  scale: /\b(pause|stop|slow|cut|lower|reduce)\b/i,
  hold: /\b(pause|stop|scale)\b/i,
  pause: MORE,
  slow: MORE,
  fix: MORE,
  measure: null,
};

/**
 * Recommendations made to agree with the decisions: advice naming a campaign may not tell it
 * the opposite of its decision (more budget for one to be paused, slowed or fixed; a cut for
 * one to scale), and a campaign to be paused, slowed or fixed gets its decision's advice first.
 * Advice that does not touch the budget ("check the ads from Mar 21") stays.
 */
export function withDecisions<T>(
  recommendations: readonly T[],
  decisions: readonly CampaignDecision[],
  text: (r: T) => string,
  advice: (d: CampaignDecision) => T,
): T[] {
  const urgent = decisions
    .filter((d) => d.action === 'pause' || d.action === 'slow' || d.action === 'fix')
    .sort(byUrgency);
  const agrees = (r: T) =>
    decisions.every((d) => {
      const said = text(r);
      if (!said.includes(d.campaign_name)) return true;
      if (said.includes(describeDecision(d).title)) return true;
      return !AGAINST[d.action]?.test(said);
    });
  const kept = recommendations.filter(agrees);
  const missing = urgent.filter(
    (d) => !kept.some((r) => text(r).includes(describeDecision(d).title)),
  );
  return [...missing.map(advice), ...kept];
}
