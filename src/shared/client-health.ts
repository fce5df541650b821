/**
 * The client health score (seed 000 §2.1 /client-success/health; decision 028): pure
 * functions, the same on the server (API, agent facts) and on the page that states the
 * formula, so the page and the numbers cannot disagree.
 */
import { formatMoney } from './format';
import type {
  ChurnRiskLevel,
  ClientHealth,
  ClientHealthSignals,
  ClientRecommendation,
  HealthBand,
} from './client-success';
import type { DailyMetric } from './campaigns';
import { addDays, budgetPacing, daysBetween, todayIso } from './performance-analysis';
import { possessive } from './possessive';

export const HEALTH_COMPONENT_KEYS = [
  'metrics_trend',
  'campaigns',
  'activity',
  'approvals',
] as const;
export type HealthComponentKey = (typeof HEALTH_COMPONENT_KEYS)[number];

/** The weight of each component in the score; they sum to 1. */
export const HEALTH_WEIGHTS: Record<HealthComponentKey, number> = {
  metrics_trend: 0.35,
  campaigns: 0.25,
  activity: 0.2,
  approvals: 0.2,
};

export const HEALTH_COMPONENT_LABELS: Record<HealthComponentKey, string> = {
  metrics_trend: 'Metrics trend',
  campaigns: 'Campaigns',
  activity: 'Activity',
  approvals: 'Approvals',
};

/** Days in each window of the trend (the last 30 days against the 30 before). */
export const TREND_WINDOW_DAYS = 30;
/** Each point of change (revenue, conversions) moves the trend score 1.25 points from 50. */
export const TREND_POINTS_PER_PERCENT = 1.25;
export const HEALTHY_FROM = 70;
export const WATCH_FROM = 45;
/** A fall of this much (percent) in revenue or conversions is a churn warning. */
export const DECLINE_WARNING_PERCENTAGE = 20;
/** No activity for more than this many days is a churn warning. */
export const QUIET_WARNING_DAYS = 30;

/** Activity score by days since the client's last recorded activity (first line that holds). */
export const ACTIVITY_STEPS: readonly { withinDays: number; score: number }[] = [
  { withinDays: 7, score: 100 },
  { withinDays: 14, score: 80 },
  { withinDays: 30, score: 55 },
  { withinDays: 60, score: 30 },
];
export const ACTIVITY_QUIET_SCORE = 10;

/** Scores of the states that have no ratio to measure. */
export const NEUTRAL_SCORE = 50;
export const RESULTS_STARTED_SCORE = 75;
export const NO_RESULTS_SCORE = 35;
export const NO_CAMPAIGN_SCORE = 20;
export const NO_ACTIVE_CAMPAIGN_SCORE = 30;
export const OVERSPENDING_PENALTY = 10;
/** Points each warning sign takes off the score, so churn risk is the score's band. */
export const WARNING_PENALTY = 10;
export const UNDERSPENDING_PENALTY = 5;

const pct = (w: number) => `${Math.round(w * 100)}%`;

/** The formula in words, stated on the health page and given to the agent. */
export const HEALTH_FORMULA = {
  score: `Health score (0–100) = ${HEALTH_COMPONENT_KEYS.map((k) => `${pct(HEALTH_WEIGHTS[k])} ${HEALTH_COMPONENT_LABELS[k].toLowerCase()}`).join(' + ')}, each component scored 0–100, minus ${WARNING_PENALTY} points per warning sign, rounded; a churned client scores at most ${WATCH_FROM - 1}.`,
  components: [
    {
      key: 'metrics_trend',
      label: HEALTH_COMPONENT_LABELS.metrics_trend,
      weight: HEALTH_WEIGHTS.metrics_trend,
      rule: `Revenue and conversions of the client's campaigns in the last ${TREND_WINDOW_DAYS} days against the ${TREND_WINDOW_DAYS} before. 50 + ${TREND_POINTS_PER_PERCENT} points per percent of change (the average of the two changes that can be measured), between 0 and 100. Results that started this period score ${RESULTS_STARTED_SCORE}; days recorded without revenue or conversions ${NO_RESULTS_SCORE}; nothing recorded in ${TREND_WINDOW_DAYS * 2} days ${NEUTRAL_SCORE}.`,
    },
    {
      key: 'campaigns',
      label: HEALTH_COMPONENT_LABELS.campaigns,
      weight: HEALTH_WEIGHTS.campaigns,
      rule: `50 + 50 × the share of active campaigns among active and paused ones, minus ${OVERSPENDING_PENALTY} per active campaign projected to overspend its budget and ${UNDERSPENDING_PENALTY} per one projected to underspend (the pacing rule of Performance Intelligence). No active campaign scores ${NO_ACTIVE_CAMPAIGN_SCORE}; no campaign at all ${NO_CAMPAIGN_SCORE}.`,
    },
    {
      key: 'activity',
      label: HEALTH_COMPONENT_LABELS.activity,
      weight: HEALTH_WEIGHTS.activity,
      rule: `Days since the last activity, output or agent session for the client: ${ACTIVITY_STEPS.map((s) => `within ${s.withinDays} days ${s.score}`).join(', ')}, longer or never ${ACTIVITY_QUIET_SCORE}.`,
    },
    {
      key: 'approvals',
      label: HEALTH_COMPONENT_LABELS.approvals,
      weight: HEALTH_WEIGHTS.approvals,
      rule: `The share of outputs the client approved among those approved or sent back with changes (the latest request of each output; a decision voided by a later edit counts as none), × 100. No decision yet scores a neutral ${NEUTRAL_SCORE} ('No approvals yet').`,
    },
  ] satisfies { key: HealthComponentKey; label: string; weight: number; rule: string }[],
  bands: `${HEALTHY_FROM} and above is healthy, ${WATCH_FROM} to ${HEALTHY_FROM - 1} watch, below ${WATCH_FROM} at risk.`,
  churn: `Churn risk is the score's band, so the two cannot disagree: low for a healthy score, medium on watch, high at risk. Warning signs, each ${WARNING_PENALTY} points off the score: the client paused, revenue or conversions down ${DECLINE_WARNING_PERCENTAGE}% or more, no active campaign, a campaign overspending, no activity for more than ${QUIET_WARNING_DAYS} days, more outputs sent back than approved.`,
} as const;

export const HEALTH_BAND_LABELS: Record<HealthBand, string> = {
  healthy: 'Healthy',
  watch: 'Watch',
  at_risk: 'At risk',
};
export const CHURN_RISK_LABELS: Record<ChurnRiskLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export type HealthCampaign = {
  id: string;
  name: string;
  status: string;
  archived: boolean;
  budget_cents: number | null;
  spent_cents: number;
  start_date: string | null;
  end_date: string | null;
  daily: DailyMetric[];
};

export type ApprovalCounts = { approved: number; changes_requested: number; pending: number };

export type ClientHealthInput = {
  client: { id: string; name: string; status: string; industry: string | null };
  campaigns: HealthCampaign[];
  /** The latest activity_log entry, output or agent session of the client (ISO timestamp). */
  lastActivityAt: string | null;
  /** Null when approvals are not recorded for the organization. */
  approvals: ApprovalCounts | null;
};

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const round1 = (n: number) => Math.round(n * 10) / 10;
const change = (current: number, previous: number) =>
  previous > 0 ? round1(((current - previous) / previous) * 100) : null;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** "Fernleaf's", "Tidal Outfitters'". */
export { possessive };
const moved = (p: number) => (p === 0 ? 'level' : `${p > 0 ? 'up' : 'down'} ${Math.abs(p)}%`);

export const bandOf = (score: number): HealthBand =>
  score >= HEALTHY_FROM ? 'healthy' : score >= WATCH_FROM ? 'watch' : 'at_risk';

export const activityScore = (days: number | null) =>
  days === null
    ? ACTIVITY_QUIET_SCORE
    : (ACTIVITY_STEPS.find((s) => days <= s.withinDays)?.score ?? ACTIVITY_QUIET_SCORE);

function signalsOf(input: ClientHealthInput, today: string): ClientHealthSignals {
  const currentFrom = addDays(today, -(TREND_WINDOW_DAYS - 1));
  const previousFrom = addDays(today, -(TREND_WINDOW_DAYS * 2 - 1));
  let revenueCurrent = 0;
  let revenuePrevious = 0;
  let conversionsCurrent = 0;
  let conversionsPrevious = 0;
  let daysCurrent = 0;
  let daysPrevious = 0;
  for (const c of input.campaigns)
    for (const d of c.daily) {
      if (d.date > today || d.date < previousFrom) continue;
      if (d.date >= currentFrom) {
        revenueCurrent += d.revenue_cents;
        conversionsCurrent += d.conversions;
        daysCurrent += 1;
      } else {
        revenuePrevious += d.revenue_cents;
        conversionsPrevious += d.conversions;
        daysPrevious += 1;
      }
    }
  const live = input.campaigns.filter((c) => !c.archived);
  const count = (status: string) => live.filter((c) => c.status === status).length;
  const pacing = live
    .filter((c) => c.status === 'active')
    .map((c) => ({ name: c.name, verdict: budgetPacing(c, today).verdict }));
  const days = input.lastActivityAt
    ? Math.max(0, daysBetween(input.lastActivityAt.slice(0, 10), today))
    : null;
  return {
    window_days: TREND_WINDOW_DAYS,
    current_from: currentFrom,
    current_to: today,
    previous_from: previousFrom,
    previous_to: addDays(currentFrom, -1),
    days_recorded_current: daysCurrent,
    days_recorded_previous: daysPrevious,
    revenue_current_cents: revenueCurrent,
    revenue_previous_cents: revenuePrevious,
    revenue_change_percentage: change(revenueCurrent, revenuePrevious),
    conversions_current: conversionsCurrent,
    conversions_previous: conversionsPrevious,
    conversions_change_percentage: change(conversionsCurrent, conversionsPrevious),
    active_campaigns: count('active'),
    paused_campaigns: count('paused'),
    completed_campaigns: count('completed'),
    draft_campaigns: count('draft'),
    overspending_campaigns: pacing.filter((p) => p.verdict === 'over').map((p) => p.name),
    underspending_campaigns: pacing.filter((p) => p.verdict === 'under').map((p) => p.name),
    last_activity_at: input.lastActivityAt,
    days_since_activity: days,
    approvals_recorded: input.approvals !== null,
    approvals_approved: input.approvals?.approved ?? 0,
    approvals_changes_requested: input.approvals?.changes_requested ?? 0,
    approvals_pending: input.approvals?.pending ?? 0,
  };
}

function trendComponent(
  s: ClientHealthSignals,
  currency?: string,
): { score: number; detail: string } {
  const revenue = `revenue ${formatMoney(s.revenue_current_cents, currency)}`;
  const conversions = `${plural(s.conversions_current, 'conversion')}`;
  if (s.days_recorded_current === 0 && s.days_recorded_previous === 0)
    return {
      score: NEUTRAL_SCORE,
      detail: `No results recorded in the last ${s.window_days * 2} days`,
    };
  const changes = [s.revenue_change_percentage, s.conversions_change_percentage].filter(
    (c): c is number => c !== null,
  );
  if (changes.length === 0) {
    const started = s.revenue_current_cents > 0 || s.conversions_current > 0;
    return started
      ? {
          score: RESULTS_STARTED_SCORE,
          detail: `Results started: ${revenue} and ${conversions} in the last ${s.window_days} days, none in the ${s.window_days} before`,
        }
      : {
          score: NO_RESULTS_SCORE,
          detail: `Days recorded without revenue or conversions in the last ${s.window_days * 2} days`,
        };
  }
  const mean = changes.reduce((a, b) => a + b, 0) / changes.length;
  const parts = [
    s.revenue_change_percentage !== null
      ? `Revenue ${formatMoney(s.revenue_current_cents, currency)} in the last ${s.window_days} days, ${moved(s.revenue_change_percentage)} on the ${s.window_days} before (${formatMoney(s.revenue_previous_cents, currency)})`
      : `Revenue ${formatMoney(s.revenue_current_cents, currency)} in the last ${s.window_days} days, none before`,
    s.conversions_change_percentage !== null
      ? `conversions ${s.conversions_current}, ${moved(s.conversions_change_percentage)} (${s.conversions_previous})`
      : `conversions ${s.conversions_current}, none before`,
  ];
  return {
    score: clamp(NEUTRAL_SCORE + TREND_POINTS_PER_PERCENT * mean),
    detail: parts.join('; '),
  };
}

function campaignComponent(s: ClientHealthSignals): { score: number; detail: string } {
  const counts = [
    [s.active_campaigns, 'active'],
    [s.paused_campaigns, 'paused'],
    [s.completed_campaigns, 'completed'],
    [s.draft_campaigns, 'draft'],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, label]) => `${n} ${label}`);
  if (counts.length === 0) return { score: NO_CAMPAIGN_SCORE, detail: 'No campaigns' };
  if (s.active_campaigns === 0)
    return { score: NO_ACTIVE_CAMPAIGN_SCORE, detail: `No active campaign: ${counts.join(', ')}` };
  const share = s.active_campaigns / (s.active_campaigns + s.paused_campaigns);
  const pacing = [
    s.overspending_campaigns.length ? `overspending: ${s.overspending_campaigns.join(', ')}` : null,
    s.underspending_campaigns.length
      ? `underspending: ${s.underspending_campaigns.join(', ')}`
      : null,
  ].filter(Boolean);
  return {
    score: clamp(
      50 +
        50 * share -
        OVERSPENDING_PENALTY * s.overspending_campaigns.length -
        UNDERSPENDING_PENALTY * s.underspending_campaigns.length,
    ),
    detail: `${counts.join(', ')}${pacing.length ? `; ${pacing.join('; ')}` : '; active ones pacing within budget'}`,
  };
}

function activityComponent(s: ClientHealthSignals): { score: number; detail: string } {
  const days = s.days_since_activity;
  if (days === null) return { score: ACTIVITY_QUIET_SCORE, detail: 'No recorded activity' };
  const when = days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
  return {
    score: activityScore(days),
    detail: `Last activity ${when} (${s.last_activity_at!.slice(0, 10)})`,
  };
}

function approvalsComponent(s: ClientHealthSignals): { score: number; detail: string } {
  const decided = s.approvals_approved + s.approvals_changes_requested;
  const waiting = s.approvals_pending ? `; ${s.approvals_pending} awaiting the client` : '';
  if (decided === 0) return { score: NEUTRAL_SCORE, detail: `No approvals yet${waiting}` };
  const score = clamp((100 * s.approvals_approved) / decided);
  return {
    score,
    detail: `${s.approvals_approved} approved, ${s.approvals_changes_requested} sent back with changes (${score}% approved)${waiting}`,
  };
}

/** The warning signs of a client, in words (empty when there is none). */
export function churnReasons(status: string, s: ClientHealthSignals, currency?: string): string[] {
  const reasons: string[] = [];
  if (status === 'churned') reasons.push('The client is marked as churned');
  if (status === 'paused') reasons.push('The client is paused');
  if (s.revenue_previous_cents > 0 && s.revenue_current_cents === 0)
    reasons.push(
      `No revenue in the last ${s.window_days} days after ${formatMoney(s.revenue_previous_cents, currency)} in the ${s.window_days} before`,
    );
  else if (
    s.revenue_change_percentage !== null &&
    s.revenue_change_percentage <= -DECLINE_WARNING_PERCENTAGE
  )
    reasons.push(
      `Revenue down ${Math.abs(s.revenue_change_percentage)}% on the previous ${s.window_days} days (${formatMoney(s.revenue_current_cents, currency)} against ${formatMoney(s.revenue_previous_cents, currency)})`,
    );
  if (
    s.conversions_change_percentage !== null &&
    s.conversions_change_percentage <= -DECLINE_WARNING_PERCENTAGE
  )
    reasons.push(
      `Conversions down ${Math.abs(s.conversions_change_percentage)}% (${s.conversions_current} against ${s.conversions_previous})`,
    );
  if (s.active_campaigns === 0 && status !== 'churned') reasons.push('No active campaign');
  for (const name of s.overspending_campaigns)
    reasons.push(`${name} is projected to overspend its budget`);
  if (s.days_since_activity === null) reasons.push('No activity recorded for this client');
  else if (s.days_since_activity > QUIET_WARNING_DAYS)
    reasons.push(`No activity for ${s.days_since_activity} days`);
  if (s.approvals_changes_requested > s.approvals_approved)
    reasons.push(
      `More outputs sent back with changes (${s.approvals_changes_requested}) than approved (${s.approvals_approved})`,
    );
  return reasons;
}

/** Churn risk is read off the score's band: one model, never a second opinion beside it. */
export const CHURN_BY_BAND: Record<HealthBand, ChurnRiskLevel> = {
  healthy: 'low',
  watch: 'medium',
  at_risk: 'high',
};

/** The weighted components less the warning signs; a churned client is at risk by definition. */
export function healthScore(weighted: number, warnings: number, status: string): number {
  const score = clamp(weighted - WARNING_PENALTY * warnings);
  return status === 'churned' ? Math.min(score, WATCH_FROM - 1) : score;
}

/** One client's health: its components, weighted score, band and churn risk. */
export function computeClientHealth(
  input: ClientHealthInput,
  opts: { today?: string; computedAt?: string; currency?: string } = {},
): ClientHealth {
  const today = opts.today ?? todayIso();
  const { currency } = opts;
  const s = signalsOf(input, today);
  const parts: Record<HealthComponentKey, { score: number; detail: string }> = {
    metrics_trend: trendComponent(s, currency),
    campaigns: campaignComponent(s),
    activity: activityComponent(s),
    approvals: approvalsComponent(s),
  };
  const components = HEALTH_COMPONENT_KEYS.map((key) => ({
    key,
    label: HEALTH_COMPONENT_LABELS[key],
    score: parts[key].score,
    weight: HEALTH_WEIGHTS[key],
    detail: parts[key].detail,
  }));
  const warnings = churnReasons(input.client.status, s, currency);
  const score = healthScore(
    components.reduce((sum, c) => sum + c.score * c.weight, 0),
    warnings.length,
    input.client.status,
  );
  const band = bandOf(score);
  const level = CHURN_BY_BAND[band];
  const weakest = [...components].sort((a, b) => a.score - b.score)[0]!;
  return {
    client_id: input.client.id,
    client_name: input.client.name,
    client_status: input.client.status,
    industry: input.client.industry,
    score,
    band,
    components,
    signals: s,
    churn_risk: {
      level,
      reasons: warnings.length
        ? warnings
        : [
            band === 'at_risk' || band === 'watch'
              ? `A ${HEALTH_BAND_LABELS[band].toLowerCase()} score of ${score}, weakest on ${weakest.label.toLowerCase()} (${weakest.score})`
              : `No warning sign: a healthy score of ${score}`,
          ],
    },
    computed_at: opts.computedAt ?? new Date().toISOString(),
  };
}

const CHURN_ORDER: Record<ChurnRiskLevel, number> = { high: 0, medium: 1, low: 2 };

/** Clients by churn risk (high first), then by score (lowest first), then by name. */
export function byChurnRisk(a: ClientHealth, b: ClientHealth): number {
  return (
    CHURN_ORDER[a.churn_risk.level] - CHURN_ORDER[b.churn_risk.level] ||
    a.score - b.score ||
    a.client_name.localeCompare(b.client_name)
  );
}

export function bandCounts(list: readonly ClientHealth[]): Record<HealthBand, number> {
  const counts: Record<HealthBand, number> = { healthy: 0, watch: 0, at_risk: 0 };
  for (const h of list) counts[h.band] += 1;
  return counts;
}

const PRIORITY_ORDER: Record<ClientRecommendation['priority'], number> = {
  high: 0,
  medium: 1,
  low: 2,
};

/**
 * What to do for a client, from its health (rules, not a model): retention plays for its
 * weak components and growth ideas for a healthy, growing client. Every figure quoted is
 * one of its signals.
 */
export function clientRecommendations(h: ClientHealth, currency?: string): ClientRecommendation[] {
  const s = h.signals;
  const name = h.client_name;
  const out: ClientRecommendation[] = [];
  const add = (r: Omit<ClientRecommendation, 'client_id' | 'client_name'>) =>
    out.push({ client_id: h.client_id, client_name: name, ...r });
  if (h.client_status === 'churned')
    add({
      kind: 'retain',
      component: null,
      priority: 'high',
      title: `Win ${name} back with a results review`,
      detail: `${name} is marked as churned. Send a one-page review of what its campaigns delivered (${formatMoney(s.revenue_previous_cents + s.revenue_current_cents, currency)} revenue in the last ${s.window_days * 2} days) and one concrete proposal for the next quarter.`,
    });
  const revenueGone = s.revenue_previous_cents > 0 && s.revenue_current_cents === 0;
  const revenueDown =
    s.revenue_change_percentage !== null &&
    s.revenue_change_percentage <= -DECLINE_WARNING_PERCENTAGE;
  if (revenueGone || revenueDown)
    add({
      kind: 'retain',
      component: 'metrics_trend',
      priority: 'high',
      title: `Walk ${name} through the drop in results`,
      detail: `Revenue was ${formatMoney(s.revenue_current_cents, currency)} in the last ${s.window_days} days against ${formatMoney(s.revenue_previous_cents, currency)} the ${s.window_days} before${s.revenue_change_percentage !== null ? ` (${moved(s.revenue_change_percentage)})` : ''}. Explain the cause before the client asks, and bring the fix: the campaign, the change and the date it goes live.`,
    });
  if (s.active_campaigns === 0 && h.client_status !== 'churned')
    add({
      kind: 'retain',
      component: 'campaigns',
      priority: h.client_status === 'paused' ? 'high' : 'medium',
      title: `Propose ${possessive(name)} next campaign`,
      detail: `${name} has no active campaign (${s.paused_campaigns} paused, ${s.completed_campaigns} completed, ${s.draft_campaigns} draft). A client with nothing running has nothing to renew for: put a dated plan with a budget in front of them.`,
    });
  for (const campaign of s.overspending_campaigns)
    add({
      kind: 'retain',
      component: 'campaigns',
      priority: 'medium',
      title: `Bring ${campaign} back within budget`,
      detail: `At its current daily rate ${campaign} will spend more than ${name} approved. Lower its daily spend, or ask the client for the extra budget now rather than after the invoice.`,
    });
  for (const campaign of s.underspending_campaigns)
    add({
      kind: 'grow',
      component: 'campaigns',
      priority: 'low',
      title: `Put ${possessive(campaign)} unspent budget to work`,
      detail: `${campaign} is projected to end under its budget. Agree with ${name} where the rest goes: the best-converting audience, or a second channel.`,
    });
  const days = s.days_since_activity;
  if (days === null || days > QUIET_WARNING_DAYS)
    add({
      kind: 'retain',
      component: 'activity',
      priority: days === null || days > 60 ? 'high' : 'medium',
      title: `Book a check-in with ${name}`,
      detail:
        days === null
          ? `Nothing has been recorded for ${name} yet: no output, session or change. Schedule a kick-off review and record the agreed next steps.`
          : `The last recorded work for ${name} was ${days} days ago. A short call with a progress note shows the account is being looked after.`,
    });
  else if (days > 14)
    add({
      kind: 'retain',
      component: 'activity',
      priority: 'low',
      title: `Send ${name} a progress update`,
      detail: `The last recorded work was ${days} days ago; a two-line update with this month's figures keeps the relationship warm.`,
    });
  if (s.approvals_changes_requested > s.approvals_approved)
    add({
      kind: 'retain',
      component: 'approvals',
      priority: 'high',
      title: `Agree the brief again with ${name}`,
      detail: `${s.approvals_changes_requested} outputs came back with changes and ${s.approvals_approved} were approved. Go through the comments together and restate tone, audience and goals before the next piece.`,
    });
  else if (
    s.approvals_approved + s.approvals_changes_requested === 0 &&
    h.client_status !== 'churned'
  )
    add({
      kind: 'retain',
      component: 'approvals',
      priority: 'low',
      title: `Send ${name} work for approval`,
      detail: `No output has been approved or sent back yet. Sharing the next output for approval in the client portal gives ${name} a say and you a record of it.`,
    });
  if (
    h.band === 'healthy' &&
    s.revenue_change_percentage !== null &&
    s.revenue_change_percentage >= 10
  )
    add({
      kind: 'grow',
      component: 'metrics_trend',
      priority: 'medium',
      title: `Propose a larger budget to ${name}`,
      detail: `Revenue is ${moved(s.revenue_change_percentage)} on the previous ${s.window_days} days (${formatMoney(s.revenue_current_cents, currency)}). Show the trend and propose scaling the best campaign in 20% steps while its return holds.`,
    });
  else if (h.band === 'healthy' && s.active_campaigns > 0)
    add({
      kind: 'grow',
      component: null,
      priority: 'low',
      title: `Offer ${name} a new channel test`,
      detail: `${name} is healthy (score ${h.score}) with ${plural(s.active_campaigns, 'active campaign')}. A small, measured test on a second channel is the natural next step to grow the account.`,
    });
  return out.sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}

/** Every client's recommendations, highest priority first, then by churn risk. */
export function portfolioRecommendations(
  list: readonly ClientHealth[],
  currency?: string,
): ClientRecommendation[] {
  const ordered = [...list].sort(byChurnRisk);
  const rank = new Map(ordered.map((h, i) => [h.client_id, i] as const));
  return ordered
    .flatMap((h) => clientRecommendations(h, currency))
    .sort(
      (a, b) =>
        PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
        rank.get(a.client_id)! - rank.get(b.client_id)!,
    );
}
