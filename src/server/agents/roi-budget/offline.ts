/**
 * The ROI & Budget agent's offline generator: deterministic narratives around the computed
 * figures, naming the organization's campaigns and their numbers. Every dollar amount it
 * states is one of the figures (verifyFigures checks it).
 */
import { byUrgency, describeDecision, type CampaignDecision } from '@/shared/campaign-decision';
import { formatMoney } from '@/shared/format';
import type {
  BudgetAllocation,
  BudgetOptimization,
  BudgetScenario,
  RoiAnalysis,
  RoiForecast,
} from '@/shared/roi-budget';
import { FORECAST_INTERVAL_PERCENT, FORECAST_WINDOW_DAYS } from '@/shared/forecast';
import {
  ALLOCATION_CAP_RATIO,
  ALLOCATION_FLOOR_RATIO,
  DIMINISHING_RETURNS_EXPONENT,
  NO_CHANNEL,
} from '@/shared/roi-math';
import type { AgentContext } from '../engine/types';
import { longDateRange } from '../knowledge/dates';
import type { FiguresOf, RoiFacts } from './facts';
import { possessive } from '@/shared/possessive';

const pct = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(1)}%`);
const x = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(2)}×`);
/** A change in the organization's currency: "+€1,200", "−€300". */
const signedMoney = (cents: number, currency: string) =>
  `${cents >= 0 ? '+' : '−'}${formatMoney(Math.abs(cents), currency)}`;
const period = (p: { from: string; to: string } | null) => (p ? longDateRange(p.from, p.to) : '');

/**
 * The rules in a marketer's words for the assumptions footer; the formulas themselves stay in
 * the figures (`rule`, `returns_rule`, `method`, `uncertainty`) the model and the API read.
 */
const RETURNS_IN_WORDS = `Revenue grows more slowly than spend: doubling a campaign's spend is expected to raise its revenue by about ${Math.round((2 ** DIMINISHING_RETURNS_EXPONENT - 1) * 100)}%, not 100%.`;
const ALLOCATION_IN_WORDS = `Each running campaign gets budget in proportion to its marginal return, between ${ALLOCATION_FLOOR_RATIO * 100}% and ${ALLOCATION_CAP_RATIO * 100}% of its current share; a campaign to fix, slow, or pause gets no more than its decision allows.`;
const FORECAST_IN_WORDS = `Spend and revenue follow their trend over the last ${FORECAST_WINDOW_DAYS} days where it is significant, else their mean; the ranges are ${FORECAST_INTERVAL_PERCENT}% prediction intervals and widen further ahead.`;

/** A campaign's one decision (decision 069) as a recommendation line. */
function advise(d: CampaignDecision, currency: string): string {
  const a = describeDecision(d, currency);
  return `${a.title}. ${a.detail}`;
}

/** The decisions that ask for a change (pause, slow, fix, scale), most urgent first. */
const changes = (decisions: readonly CampaignDecision[] | undefined) =>
  (decisions ?? []).filter((d) => d.action !== 'hold' && d.action !== 'measure').sort(byUrgency);

/** "Northwind Coffee Roasters'" and "Harbor Fitness's". */

function scopeLabel(ctx: AgentContext, facts: RoiFacts<unknown>) {
  return facts.campaign
    ? `${possessive(ctx.company)} “${facts.campaign.name}” campaign`
    : ctx.company;
}

const NO_METRICS = (ctx: AgentContext, facts: RoiFacts<unknown>) =>
  `No daily metrics are recorded yet for ${scopeLabel(ctx, facts)}: import them on the campaign's analytics page (CSV or API) and run this tool again.`;

export function offlineRoiAnalysis(
  ctx: AgentContext,
  facts: RoiFacts<FiguresOf['roi_calculator']>,
): RoiAnalysis {
  const usd = (cents: number | null) => formatMoney(cents, ctx.currency);
  const f = facts.figures;
  const t = f.totals;
  const measured = f.campaigns.filter((c) => c.spend_cents > 0);
  const assumptions = [
    'ROI is (revenue − spend) ÷ spend and ROAS is revenue ÷ spend over every recorded day, the same figures as the campaign analytics page.',
    'Channel figures count each campaign towards its primary (first) channel.',
  ];
  if (!f.period || t.spend_cents === 0)
    return {
      summary: NO_METRICS(ctx, facts),
      insights: f.campaigns.map(
        (c) =>
          `${c.campaign_name}: budget ${c.budget_cents === null ? 'not set' : usd(c.budget_cents)}, no spend recorded.`,
      ),
      recommendations: [
        `Record daily impressions, clicks, conversions, spend, and revenue for ${possessive(ctx.company)} running campaigns.`,
      ],
      assumptions,
      figures: f,
    };
  const byRoi = [...measured].sort((a, b) => (b.roi_percentage ?? 0) - (a.roi_percentage ?? 0));
  const best = byRoi[0];
  const worst = byRoi.length > 1 ? byRoi[byRoi.length - 1] : undefined;
  // With one campaign the summary already gives its figures.
  const insights = (measured.length > 1 ? measured : []).map(
    (c) =>
      `${c.campaign_name} (${c.channel}): ${usd(c.spend_cents)} spent, ${usd(c.revenue_cents)} revenue, profit ${usd(c.profit_cents)}, ROI ${pct(c.roi_percentage)}, ROAS ${x(c.roas)}${c.cpa_cents !== null ? `, CPA ${usd(c.cpa_cents)}` : ''}.`,
  );
  const channels = f.channels.filter((c) => c.spend_cents > 0 && c.channel !== NO_CHANNEL);
  if (channels.length > 1) {
    const top = channels.reduce((a, b) => ((b.roas ?? 0) > (a.roas ?? 0) ? b : a));
    insights.push(
      `By primary channel, ${top.channel} returns the most: ROAS ${x(top.roas)} on ${usd(top.spend_cents)} spent.`,
    );
  }
  if (f.margin && f.margin_percentage !== null)
    insights.push(
      `At a ${f.margin_percentage}% gross margin, ${usd(t.revenue_cents)} of revenue is ${usd(f.margin.gross_profit_cents)} of gross profit: a margin ROI of ${pct(f.margin.margin_roi_percentage)}. Break-even ROAS is ${x(f.margin.break_even_roas)}.`,
    );
  // Each campaign's advice is its one decision (decision 069), on the margin when given.
  const recommendations = changes(f.decisions).map((d) => advise(d, ctx.currency));
  const bestDecision = f.decisions?.find((d) => d.campaign_id === best?.campaign_id);
  if (!recommendations.length && bestDecision)
    recommendations.push(advise(bestDecision, ctx.currency));
  if (worst && worst !== best && recommendations.length === 0)
    recommendations.push(
      `Review ${worst.campaign_name} (ROI ${pct(worst.roi_percentage)}) before its next budget: it has the lowest return.`,
    );
  if (f.margin === null)
    recommendations.push(
      `Add your gross margin to see ${possessive(ctx.company)} profit-based ROI and break-even ROAS.`,
    );
  return {
    summary: `${scopeLabel(ctx, facts)} spent ${usd(t.spend_cents)} over ${period(f.period)} and earned ${usd(t.revenue_cents)} in revenue: profit ${usd(t.profit_cents)}, ROI ${pct(t.roi_percentage)}, ROAS ${x(t.roas)}.${best && measured.length > 1 ? ` ${best.campaign_name} returns the most (ROI ${pct(best.roi_percentage)}).` : ''}`,
    insights,
    recommendations,
    assumptions,
    figures: f,
  };
}

export function offlineAllocation(
  ctx: AgentContext,
  facts: RoiFacts<FiguresOf['budget_allocator']>,
): BudgetAllocation {
  const usd = (cents: number | null) => formatMoney(cents, ctx.currency);
  const f = facts.figures;
  const a = f.allocation;
  const assumptions = [
    ALLOCATION_IN_WORDS,
    RETURNS_IN_WORDS,
    facts.brief.totalBudgetCents === undefined
      ? `No total budget was given: the allocator shares the current spend rate over ${a.horizon_days} days.`
      : `Total budget as given, for the next ${a.horizon_days} days.`,
  ];
  const excluded = f.excluded.map((e) => `${e.campaign_name} is left out: ${e.reason}.`);
  if (a.rows.length === 0)
    return {
      summary: `${ctx.company} has no campaign with spend in the last 28 days, so there is nothing to allocate by return yet.`,
      insights: excluded,
      recommendations: [
        'Record daily metrics for the campaigns that are running, then run the allocator again.',
      ],
      assumptions,
      figures: f,
    };
  const t = a.totals;
  const moves = [...a.rows].sort((p, q) => q.proposed_cents - p.proposed_cents);
  return {
    summary: `Sharing ${usd(a.total_budget_cents)} over the next ${a.horizon_days} days across ${a.rows.length} running campaign${a.rows.length > 1 ? 's' : ''} of ${ctx.company} by marginal ROAS: expected revenue ${usd(t.expected_revenue_cents)} (ROI ${pct(t.expected_roi_percentage)}), against ${usd(t.current_revenue_cents)} from ${usd(t.current_cents)} at today's spend rate.`,
    insights: [
      ...moves.map(
        (r) =>
          `${r.campaign_name}: ${usd(r.current_cents)} → ${usd(r.proposed_cents)}${r.change_percentage !== null ? ` (${r.change_percentage >= 0 ? '+' : ''}${r.change_percentage.toFixed(1)}%)` : ''}, observed ROAS ${x(r.roas)}, marginal ROAS ${x(r.marginal_roas)}, expected revenue ${usd(r.expected_revenue_cents)}.`,
      ),
      ...excluded,
      ...(t.unallocated_cents > 0
        ? [
            `${usd(t.unallocated_cents)} of the budget stays unallocated: the campaigns that are not to be fixed, slowed or paused cannot take it within their caps.`,
          ]
        : []),
    ],
    recommendations: moves
      .filter((r) => r.change_percentage !== null && Math.abs(r.change_percentage) >= 5)
      .map((r) => {
        if (r.proposed_cents > r.current_cents)
          return `Raise ${r.campaign_name} to ${usd(r.proposed_cents)} for the period and watch its ROAS weekly: returns diminish as spend grows.`;
        const d = changes(f.decisions).find((c) => c.campaign_id === r.campaign_id);
        return d && d.action !== 'scale'
          ? `${describeDecision(d, ctx.currency).title}: the allocation gives it ${usd(r.proposed_cents)} for the period instead of ${usd(r.current_cents)}. ${d.reason}`
          : `Lower ${r.campaign_name} to ${usd(r.proposed_cents)} and move the difference to the campaigns above.`;
      })
      .concat(
        `Re-run the allocator after ${Math.min(14, a.horizon_days)} days with fresh metrics: the exponent ${DIMINISHING_RETURNS_EXPONENT} is an assumption, your own results replace it.`,
      ),
    assumptions,
    figures: f,
  };
}

export function offlineForecast(
  ctx: AgentContext,
  facts: RoiFacts<FiguresOf['forecast']>,
): RoiForecast {
  const usd = (cents: number | null) => formatMoney(cents, ctx.currency);
  const f = facts.figures;
  const fc = f.forecast;
  const assumptions = [FORECAST_IN_WORDS];
  if (!fc.period)
    return {
      summary: NO_METRICS(ctx, facts),
      insights: [],
      recommendations: [
        `Record daily spend and revenue ${facts.campaign ? 'for the campaign' : `for the campaigns of ${ctx.company}`}.`,
      ],
      assumptions,
      figures: f,
    };
  const s = fc.spend;
  const r = fc.revenue;
  const pending = changes(f.decisions).filter((d) => d.action !== 'scale');
  const overspending = (f.decisions ?? []).filter((d) => d.pacing_verdict === 'over');
  const mean = (series: typeof s) => `${usd(series.window_mean)} a day`;
  const slope = (series: typeof s) =>
    `${series.slope_per_day >= 0 ? '+' : '−'}${usd(Math.abs(series.slope_per_day))} a day per day over the last ${series.points_used} days`;
  const trends =
    s.method !== 'linear_trend' && r.method !== 'linear_trend'
      ? `Neither spend nor revenue shows a significant trend, so both are forecast at their ${s.points_used}-day means: ${mean(s)} of spend and ${mean(r)} of revenue.`
      : `Spend ${s.method === 'linear_trend' ? `trends at ${slope(s)}` : `has no significant trend (mean ${mean(s)})`}; revenue ${r.method === 'linear_trend' ? `trends at ${slope(r)}` : `has no significant trend (mean ${mean(r)})`}.`;
  return {
    summary: `Over the next ${fc.horizon_days} days (${longDateRange(fc.period.from, fc.period.to)}), ${scopeLabel(ctx, facts)} is forecast to spend ${usd(s.total.value)} (${fc.interval_percent}% range ${usd(s.total.low)}–${usd(s.total.high)}) and earn ${usd(r.total.value)} (${usd(r.total.low)}–${usd(r.total.high)}), a ROAS of ${x(fc.roas)}.`,
    insights: [
      trends,
      `Daily spend varies by ${usd(s.residual_sd)} around the fit and daily revenue by ${usd(r.residual_sd)}; the band widens further out.`,
      // A campaign whose decision is advised below gets its projection there, once.
      ...overspending
        .filter((d) => !pending.includes(d))
        .map(
          (d) =>
            `${d.campaign_name} is projected to spend ${usd(d.projected_spend_cents)} against its ${usd(d.budget_cents)} budget (${d.projected_percentage}%), as budget pacing shows.`,
        ),
    ],
    // The verdict agrees with pacing: a campaign to be slowed, fixed or paused comes first, and
    // the course is held only when no campaign asks for a change.
    recommendations: [
      ...pending.map((d) => advise(d, ctx.currency)),
      pending.length
        ? `The forecast of ${usd(s.total.value)} assumes today's rates: run it again once ${pending.length === 1 ? 'that change is' : 'these changes are'} made.`
        : fc.roas !== null && fc.roas < 1
          ? `The forecast ROAS of ${x(fc.roas)} is below break-even: fix the weakest campaign before the period starts.`
          : `Hold the course and compare actual spend with ${usd(s.total.value)} at the end of the period; outside ${usd(s.total.low)}–${usd(s.total.high)} something changed.`,
      `Check each campaign's remaining budget against the forecast spend on the ROI & Budget dashboard before ${fc.period.to}.`,
    ],
    assumptions,
    figures: f,
  };
}

export function offlineScenario(
  ctx: AgentContext,
  facts: RoiFacts<FiguresOf['scenario_planner']>,
): BudgetScenario {
  const signed = (cents: number) => signedMoney(cents, ctx.currency);
  const usd = (cents: number | null) => formatMoney(cents, ctx.currency);
  const f = facts.figures;
  const sc = f.scenario;
  const t = sc.totals;
  const changed = sc.rows.filter((r) => r.change_percentage !== 0);
  return {
    summary: `Over ${sc.horizon_days} days, the scenario for ${ctx.company} moves spend from ${usd(t.base_spend_cents)} to ${usd(t.spend_cents)} (${signed(t.spend_change_cents)}) and expected revenue from ${usd(t.base_revenue_cents)} to ${usd(t.revenue_cents)} (${signed(t.revenue_change_cents)}): ROI ${pct(t.base_roi_percentage)} → ${pct(t.roi_percentage)}, profit ${signed(t.profit_change_cents)}.`,
    insights: [
      ...changed.map(
        (r) =>
          `${r.campaign_name} (${r.change_percentage >= 0 ? '+' : ''}${r.change_percentage}%): spend ${usd(r.base_spend_cents)} → ${usd(r.spend_cents)}, revenue ${usd(r.base_revenue_cents)} → ${usd(r.revenue_cents)}, ROI ${pct(r.base_roi_percentage)} → ${pct(r.roi_percentage)}.`,
      ),
      ...f.excluded.map((e) => `${e.campaign_name} is not in the scenario: ${e.reason}.`),
    ],
    recommendations: [
      changed.length === 0
        ? `This scenario changes no budget: add a change to a campaign or channel of ${ctx.company} to see its effect.`
        : t.profit_change_cents > 0
          ? `The scenario adds profit (${signed(t.profit_change_cents)}): save it and compare it with the allocator's proposal before changing budgets.`
          : `The scenario loses profit (${signed(t.profit_change_cents)}): keep today's budgets or try smaller changes.`,
      ...changed
        .filter((r) => r.change_percentage > 0 && (r.roi_percentage ?? 0) < 0)
        .map(
          (r) =>
            `${r.campaign_name} would run at a negative ROI (${pct(r.roi_percentage)}) at this spend: do not raise it that far.`,
        ),
    ],
    assumptions: [
      RETURNS_IN_WORDS,
      'Campaigns without a change keep their current spend rate; a campaign change overrides its channel change.',
    ],
    figures: f,
  };
}

export function offlineOptimization(
  ctx: AgentContext,
  facts: RoiFacts<FiguresOf['optimization']>,
): BudgetOptimization {
  const signed = (cents: number) => signedMoney(cents, ctx.currency);
  const usd = (cents: number | null) => formatMoney(cents, ctx.currency);
  const f = facts.figures;
  const t = f.allocation.totals;
  const assumptions = [
    ALLOCATION_IN_WORDS,
    RETURNS_IN_WORDS,
    `Budget-neutral: the same ${usd(t.current_cents)} as today's spend rate over ${f.allocation.horizon_days} days, shared differently.`,
  ];
  if (f.allocation.rows.length === 0)
    return {
      summary: `${ctx.company} has no campaign with spend in the last 28 days to reallocate between.`,
      insights: f.excluded.map((e) => `${e.campaign_name}: ${e.reason}.`),
      recommendations: ['Record daily metrics for running campaigns, then look again.'],
      assumptions,
      figures: f,
    };
  if (f.suggestions.length === 0)
    return {
      summary: `${possessive(ctx.company)} spend is already shared close to marginal ROAS: no campaign would move by 5% or more.`,
      insights: f.allocation.rows.map(
        (r) => `${r.campaign_name}: ${usd(r.current_cents)} at ROAS ${x(r.roas)}.`,
      ),
      recommendations: [
        ...changes(f.decisions)
          .filter((d) => d.action !== 'scale')
          .map((d) => advise(d, ctx.currency)),
        'Keep the current split between the other campaigns and review it when new metrics arrive.',
      ],
      assumptions,
      figures: f,
    };
  return {
    summary: `Reallocating ${usd(t.current_cents)} over ${f.allocation.horizon_days} days between ${possessive(ctx.company)} campaigns is expected to change revenue by ${signed(t.revenue_change_cents)} (${usd(t.current_revenue_cents)} → ${usd(t.expected_revenue_cents)}), ROI ${pct(t.current_roi_percentage)} → ${pct(t.expected_roi_percentage)}.`,
    insights: f.suggestions.map(
      (s) =>
        `${s.action === 'increase' ? 'Increase' : 'Decrease'} ${s.campaign_name}: ${usd(s.current_cents)} → ${usd(s.proposed_cents)} (${s.change_percentage >= 0 ? '+' : ''}${s.change_percentage.toFixed(1)}%), expected revenue ${signed(s.expected_revenue_change_cents)}. ${s.reason}`,
    ),
    recommendations: [
      ...changes(f.decisions)
        .filter((d) => d.action !== 'scale')
        .map((d) => advise(d, ctx.currency)),
      ...f.suggestions
        .filter(
          (s) =>
            !changes(f.decisions).some(
              (d) => d.campaign_id === s.campaign_id && d.action !== 'scale',
            ),
        )
        .slice(0, 3)
        .map(
          (s) =>
            `${s.action === 'increase' ? 'Move budget into' : 'Take budget from'} ${s.campaign_name} this week (${usd(s.current_cents)} → ${usd(s.proposed_cents)}).`,
        ),
      'Make the change in steps and check ROAS after a week: the expected revenue assumes returns fall as spend grows.',
    ],
    assumptions,
    figures: f,
  };
}
