/**
 * The offline engine's narrative for each Performance Intelligence tool: deterministic,
 * written from the computed facts (never inventing a figure) and the organization's
 * context (company, industry benchmarks, campaign).
 */
import type { BenchmarkRow } from '@/shared/competitive-intelligence';
import { formatDateRange, formatDay } from '@/shared/format';
import { benchmarkRows } from '../knowledge/benchmarks';
import type { OutputSource } from '@/shared/agent-runs';
import {
  ANOMALY_NOUNS,
  describeAnomaly,
  describePacing,
  formatMetricValue,
  METRIC_LABELS,
  PACING_VERDICT_LABELS,
  UNASSIGNED_CHANNEL,
  type Anomaly,
  type AnomalyKind,
  type BudgetPacing,
} from '@/shared/performance-analysis';
import { RANKING_LABELS, type PerformanceToolId } from '@/shared/performance-intelligence';
import type { CampaignMetricTotals } from '@/shared/campaign-metrics';
import {
  byUrgency,
  decideCampaign,
  DEFAULT_BREAK_EVEN_ROAS,
  describeDecision,
  type CampaignDecision,
} from '@/shared/campaign-decision';
import type { AgentContext } from '../engine/types';
import type { PerformanceFacts } from './facts';

type Priority = 'low' | 'medium' | 'high';
type Recommendation = { title: string; detail: string; priority: Priority };

export type Narrative = {
  summary: string;
  insights: string[];
  recommendations: Recommendation[];
  sources: OutputSource[];
  assumptions: string[];
};

/**
 * One decision per campaign of the scope over the period (decision 069): every tool words its
 * advice on a campaign from it, so the pacing, the ranking and the report cannot disagree.
 */
export function campaignDecisions(
  f: PerformanceFacts,
  currency?: string,
): Map<string, CampaignDecision> {
  const o = f.overview;
  return new Map(
    o.campaigns
      .filter((c) => !c.archived)
      .map((c) => [
        c.id,
        decideCampaign({
          id: c.id,
          name: c.name,
          totals: c.totals,
          pacing: o.pacing.find((p) => p.campaign_id === c.id) ?? null,
          anomalies: o.anomalies.filter((a) => a.campaign_id === c.id),
          asOf: o.period?.to ?? null,
          ...(currency && { currency }),
        }),
      ]),
  );
}

/** Decisions that ask for a change (not hold or measure), most urgent first. */
const changes = (decisions: Iterable<CampaignDecision>) =>
  [...decisions].filter((d) => d.action !== 'hold' && d.action !== 'measure').sort(byUrgency);

const decisionAdvice = (d: CampaignDecision, currency: string): Recommendation =>
  describeDecision(d, currency);

const money = (cents: number | null, currency: string) =>
  formatMetricValue('spend_cents', cents, currency);
const pct = (v: number | null) => formatMetricValue('ctr', v);
const multiple = (v: number | null) => formatMetricValue('roas', v);
const int = (v: number) => formatMetricValue('impressions', v);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function periodText(f: PerformanceFacts): string {
  const p = f.overview.period;
  return p ? `${formatDateRange(p.from, p.to)} (${plural(p.days, 'day')})` : 'no recorded days';
}

function kpiLine(t: CampaignMetricTotals, currency: string): string {
  const usd = (cents: number | null) => money(cents, currency);
  return `${int(t.impressions)} impressions, ${int(t.clicks)} clicks (CTR ${pct(t.ctr)}), ${int(t.conversions)} conversions (conversion rate ${pct(t.conversion_rate)}), ${usd(t.spend_cents)} spend, CPA ${usd(t.cpa_cents)}, ${usd(t.revenue_cents)} revenue, ROAS ${multiple(t.roas)}`;
}

const BENCHMARK_TEXT = {
  below: 'below',
  within: 'within',
  above: 'above',
} as const;

/**
 * The organization's ad figures against its industry's ranges for the same figures of paid
 * search and social campaigns (`benchmarkRows`, as the benchmarks page): like with like.
 */
function benchmarkInsights(ctx: AgentContext, t: CampaignMetricTotals): string[] {
  const usd = (cents: number | null) => money(cents, ctx.currency);
  const show = (unit: BenchmarkRow['unit'], v: number) =>
    unit === 'percent' ? pct(v) : unit === 'cents' ? usd(v) : multiple(v);
  return benchmarkRows(ctx.knowledge.industry, t)
    .filter((r) => r.value !== null && r.verdict !== 'no_data')
    .map((r) => {
      const verdict = BENCHMARK_TEXT[r.verdict as keyof typeof BENCHMARK_TEXT];
      return `${r.label} ${show(r.unit, r.value!)}: ${verdict} the ${ctx.knowledge.industry} range for paid search and social campaigns (${show(r.unit, r.low)}–${show(r.unit, r.high)}).`;
    });
}

function sources(ctx: AgentContext, f: PerformanceFacts): OutputSource[] {
  const metrics: OutputSource = {
    kind: 'campaign',
    id: f.overview.scope.campaign_id,
    title: `Daily metrics of ${f.overview.scope.label} at ${ctx.company} (${periodText(f)})`,
  };
  const knowledge: OutputSource = {
    kind: 'knowledge_base',
    id: null,
    title: `${ctx.industry} benchmarks`,
  };
  const rest = ctx.sources.filter((s) => s.kind !== 'knowledge_base');
  return [metrics, ...rest, knowledge];
}

function noMetrics(ctx: AgentContext, f: PerformanceFacts): Narrative {
  const where = f.overview.scope.campaign_id
    ? `the Analytics page of ${f.overview.scope.label}`
    : 'a campaign’s Analytics page';
  return {
    summary: `No daily results are recorded for ${f.overview.scope.label} at ${ctx.company} yet, so there is nothing to measure.`,
    insights: [
      'Every figure of this agent is computed from the daily metrics (impressions, clicks, conversions, spend, revenue) of your campaigns; none are recorded in this scope.',
    ],
    recommendations: [
      {
        title: 'Import daily results',
        detail: `Open ${where} and import a CSV with the columns date, impressions, clicks, conversions, spend and revenue (or send them through the metrics API), then run this tool again.`,
        priority: 'high',
      },
    ],
    sources: sources(ctx, f),
    assumptions: [],
  };
}

const ANOMALY_ACTIONS: Record<AnomalyKind, (a: Anomaly, currency: string) => Recommendation> = {
  ctr_drop: (a) => ({
    title: `Check the ads of ${a.campaign_name ?? 'the campaign'} from ${formatDay(a.date)}`,
    detail: `CTR fell to ${pct(a.value)} against a median of ${pct(a.baseline)}. Look for a disapproved or paused ad, a fatigued creative (rising frequency) or widened targeting that day, and rotate in a fresh variant.`,
    priority: 'medium',
  }),
  cpa_spike: (a, currency) => ({
    title: `Inspect the conversion path of ${a.campaign_name ?? 'the campaign'}`,
    detail: `CPA reached ${money(a.value, currency)} on ${formatDay(a.date)} against a median of ${money(a.baseline, currency)}. Check the landing page and checkout for errors, and the bids or placements that took the spend.`,
    priority: 'high',
  }),
  spend_spike: (a, currency) => ({
    title: `Cap the daily spend of ${a.campaign_name ?? 'the campaign'}`,
    detail: `Spend jumped to ${money(a.value, currency)} on ${formatDay(a.date)} against a median of ${money(a.baseline, currency)}. Set a daily cap near the usual level and check for a budget edit or an auto-bidding surge.`,
    priority: 'medium',
  }),
  zero_conversions: (a) => ({
    title: `Verify conversion tracking of ${a.campaign_name ?? 'the campaign'}`,
    detail: `${formatDay(a.date)} had spend but no conversions while the prior days had a median of ${int(a.baseline)}. Test the tracking tag and the form or checkout before reading anything else into it.`,
    priority: 'high',
  }),
};

/** One check per kind of anomaly, on the latest one of that kind, with its campaign. */
function anomalyActions(anomalies: readonly Anomaly[], currency: string) {
  const latest = new Map<AnomalyKind, Anomaly>();
  for (const a of anomalies) if (!latest.has(a.kind)) latest.set(a.kind, a);
  return [...latest.values()].map((a) => ({
    campaign: a.campaign_name,
    advice: ANOMALY_ACTIONS[a.kind](a, currency),
  }));
}

function anomalyNarrative(ctx: AgentContext, f: PerformanceFacts): Narrative {
  const { anomalies, daily } = f.overview;
  const byKind = new Map<AnomalyKind, Anomaly[]>();
  for (const a of anomalies) byKind.set(a.kind, [...(byKind.get(a.kind) ?? []), a]);
  const counts = [...byKind.entries()].map(
    ([k, list]) => `${list.length} ${ANOMALY_NOUNS[k][list.length === 1 ? 0 : 1]}`,
  );
  const summary = anomalies.length
    ? `${plural(anomalies.length, 'anomaly', 'anomalies')} in ${f.overview.scope.label} over ${periodText(f)}: ${counts.join(', ')}; the latest is ${describeAnomaly(anomalies[0]!)}.`
    : `No day of ${f.overview.scope.label} broke the anomaly rule over ${periodText(f)} (${plural(daily.length, 'day')} checked).`;
  const recommendations = anomalyActions(anomalies, ctx.currency).map((a) => a.advice);
  if (!recommendations.length)
    recommendations.push({
      title: 'Keep the daily import running',
      detail: `The rule needs at least 7 earlier days per campaign; with daily results flowing in, a spike or drop at ${ctx.company} is caught the day after it happens.`,
      priority: 'low',
    });
  return {
    summary,
    insights: [
      ...anomalies.slice(0, 8).map(describeAnomaly),
      ...(anomalies.length > 8 ? [`${anomalies.length - 8} more in the table below.`] : []),
      `Overall over the period: ${kpiLine(f.overview.totals, ctx.currency)}.`,
    ],
    recommendations,
    sources: sources(ctx, f),
    assumptions: [],
  };
}

/** A paced campaign's advice: its decision when it asks for a change, else its missing setup. */
function pacingAction(
  p: BudgetPacing,
  d: CampaignDecision | undefined,
  currency: string,
): Recommendation | null {
  const usd = (cents: number | null) => money(cents, currency);
  if (d && (changes([d]).length || (d.action === 'hold' && p.verdict === 'under')))
    return decisionAdvice(d, currency);
  switch (p.verdict) {
    case 'no_budget':
      return {
        title: `Set a budget on ${p.campaign_name}`,
        detail: `${usd(p.spent_cents)} has been spent without a budget to pace against; add one on the campaign's settings so overspend shows up early.`,
        priority: 'medium',
      };
    case 'no_dates':
      return {
        title: `Give ${p.campaign_name} start and end dates`,
        detail: `It has spent ${usd(p.spent_cents)} of ${usd(p.budget_cents)} (${p.spent_percentage}%), but without dates its end spend cannot be projected.`,
        priority: 'low',
      };
    case 'over':
      return d ? decisionAdvice(d, currency) : null;
    default:
      return null;
  }
}

function pacingNarrative(ctx: AgentContext, f: PerformanceFacts): Narrative {
  const usd = (cents: number | null) => money(cents, ctx.currency);
  const { pacing, today } = f.overview;
  const tally = new Map<string, number>();
  for (const p of pacing) tally.set(p.verdict, (tally.get(p.verdict) ?? 0) + 1);
  const counts = [...tally.entries()].map(
    ([v, n]) => `${n} ${PACING_VERDICT_LABELS[v as BudgetPacing['verdict']].toLowerCase()}`,
  );
  const decisions = campaignDecisions(f, ctx.currency);
  const recommendations = pacing
    .map((p) => pacingAction(p, decisions.get(p.campaign_id), ctx.currency))
    .filter((r): r is Recommendation => r !== null);
  const onTrack = pacing.filter((p) => p.verdict === 'on_track');
  if (!recommendations.length)
    recommendations.push({
      title: onTrack.length
        ? 'Hold the current daily rates'
        : 'Add a campaign with a budget and dates',
      detail: onTrack.length
        ? `${onTrack.map((p) => `${p.campaign_name} at ${usd(p.daily_rate_cents)} a day`).join('; ')} will land within 10% of budget.`
        : `${ctx.company} has no active campaign to pace; a budget and dates make its spend measurable.`,
      priority: 'low',
    });
  return {
    summary: pacing.length
      ? `Budget pacing of ${plural(pacing.length, 'campaign')} on ${today}: ${counts.join(', ')}.`
      : `No active campaign of ${ctx.company} to pace on ${today}.`,
    insights: pacing.map(describePacing),
    recommendations,
    sources: sources(ctx, f),
    assumptions: [],
  };
}

function channelNarrative(ctx: AgentContext, f: PerformanceFacts): Narrative {
  const usd = (cents: number | null) => money(cents, ctx.currency);
  const channels = f.overview.channels.filter(
    (c) => c.totals.spend_cents > 0 || c.totals.impressions > 0,
  );
  const withRoas = channels
    .filter((c) => c.totals.roas !== null)
    .sort((a, b) => b.totals.roas! - a.totals.roas!);
  const best = withRoas[0];
  const worst = withRoas.length > 1 ? withRoas[withRoas.length - 1] : undefined;
  const recommendations: Recommendation[] = [];
  const decisions = campaignDecisions(f, ctx.currency);
  // Budget only moves into a channel that earns it back and whose campaigns are not to be
  // slowed, fixed or paused: the channel advice never contradicts a campaign's decision.
  const blocked = (channel: string) =>
    f.overview.campaigns.some(
      (c) =>
        (c.primary_channel ?? UNASSIGNED_CHANNEL) === channel &&
        ['pause', 'slow', 'fix'].includes(decisions.get(c.id)?.action ?? ''),
    );
  if (
    best &&
    worst &&
    best.channel !== worst.channel &&
    best.totals.roas! >= DEFAULT_BREAK_EVEN_ROAS &&
    !blocked(best.channel)
  )
    recommendations.push({
      title: `Move budget from ${worst.channel} to ${best.channel}`,
      detail: `${best.channel} returns ${multiple(best.totals.roas)} per dollar against ${multiple(worst.totals.roas)} for ${worst.channel} over the period; shift 10–20% of ${worst.channel}'s ${usd(worst.totals.spend_cents)} and compare again after two weeks.`,
      priority: 'high',
    });
  const withCtr = channels
    .filter((c) => c.totals.ctr !== null)
    .sort((a, b) => a.totals.ctr! - b.totals.ctr!);
  const lowCtr = withCtr.length > 1 ? withCtr[0] : undefined;
  if (lowCtr)
    recommendations.push({
      title: `Test new creative on ${lowCtr.channel}`,
      detail: `${lowCtr.channel} has the lowest CTR (${pct(lowCtr.totals.ctr)}); a sharper hook for ${ctx.audience} should lift clicks before any budget change.`,
      priority: 'medium',
    });
  const unassigned = f.overview.campaigns.filter((c) => c.primary_channel === null);
  if (unassigned.length)
    recommendations.push({
      title: 'Give every campaign its channels',
      detail: `${unassigned.map((c) => c.name).join(', ')} ${unassigned.length === 1 ? 'has' : 'have'} no channel, so ${unassigned.length === 1 ? 'its' : 'their'} results cannot be attributed.`,
      priority: 'low',
    });
  if (!recommendations.length)
    recommendations.push({
      title:
        channels.length === 1
          ? `Test a second channel beside ${channels[0]!.channel}`
          : 'Record results on more campaigns',
      detail: `With one channel there is nothing to compare; ${ctx.knowledge.channels.slice(0, 2).join(' or ')} are the ${ctx.industry} channels to try next with a small, measured budget.`,
      priority: 'medium',
    });
  return {
    summary: channels.length
      ? `${plural(channels.length, 'primary channel')} over ${periodText(f)}${best ? `: ${best.channel} leads on ROAS at ${multiple(best.totals.roas)}` : ''}${worst && worst !== best ? `, ${worst.channel} trails at ${multiple(worst.totals.roas)}` : ''}.`
      : `No channel of ${f.overview.scope.label} has results over ${periodText(f)}.`,
    insights: [
      ...channels.map(
        (c) =>
          `${c.channel} (${plural(c.campaign_count, 'campaign')}: ${c.campaigns.join(', ')}): ${kpiLine(c.totals, ctx.currency)}.`,
      ),
      f.overview.channel_note,
    ],
    recommendations,
    sources: sources(ctx, f),
    assumptions: [],
  };
}

function campaignNarrative(ctx: AgentContext, f: PerformanceFacts): Narrative {
  const metric = f.rankBy;
  const label = RANKING_LABELS[metric];
  const ranked = f.rankings.filter((r) => r.totals[metric] !== null);
  const unranked = f.rankings.filter((r) => r.totals[metric] === null);
  const value = (v: number | null) => formatMetricValue(metric, v);
  const decisions = campaignDecisions(f, ctx.currency);
  const recommendations: Recommendation[] = changes(
    f.rankings.map((r) => decisions.get(r.campaign_id)).filter((d) => d !== undefined),
  )
    .slice(0, 3)
    .map((d) => decisionAdvice(d, ctx.currency));
  const leader = ranked[0];
  const leaderDecision = leader ? decisions.get(leader.campaign_id) : undefined;
  if (!recommendations.length && leaderDecision)
    recommendations.push(decisionAdvice(leaderDecision, ctx.currency));
  if (unranked.length)
    recommendations.push({
      title: `Record results for ${unranked.map((r) => r.campaign_name).join(', ')}`,
      detail: `Without ${metric === 'cpa_cents' ? 'conversions' : metric === 'ctr' ? 'impressions' : 'spend'} ${unranked.length === 1 ? 'it cannot' : 'they cannot'} be ranked on ${label}.`,
      priority: 'low',
    });
  if (!recommendations.length)
    recommendations.push({
      title: 'Import daily results for your campaigns',
      detail: `${ctx.company} has no campaign with ${label} over the period.`,
      priority: 'high',
    });
  return {
    summary: ranked.length
      ? `${plural(f.rankings.length, 'campaign')} ranked by ${label} over ${periodText(f)}: ${ranked
          .slice(0, 3)
          .map((r) => `${r.rank}. ${r.campaign_name} (${value(r.totals[metric])})`)
          .join(', ')}.`
      : `No campaign of ${ctx.company} can be ranked by ${label} over ${periodText(f)}.`,
    insights: f.rankings.map(
      (r) =>
        `${r.rank}. ${r.campaign_name}${r.primary_channel ? ` (${r.primary_channel})` : ''}: ${kpiLine(r.totals, ctx.currency)}.`,
    ),
    recommendations,
    sources: sources(ctx, f),
    assumptions: [],
  };
}

function reportNarrative(ctx: AgentContext, f: PerformanceFacts): Narrative {
  const o = f.overview;
  const trend = o.trend;
  const moves =
    trend && trend.has_previous
      ? trend.changes
          .filter((c) => c.change_percentage !== null && Math.abs(c.change_percentage) >= 5)
          .map(
            (c) =>
              `${METRIC_LABELS[c.metric]} ${c.direction === 'up' ? 'rose' : 'fell'} ${Math.abs(c.change_percentage!)}% to ${formatMetricValue(c.metric, c.current)} against ${formatDateRange(trend.previous.from, trend.previous.to)} (${formatMetricValue(c.metric, c.previous)})${c.improved === false ? ', the wrong way' : ''}.`,
          )
      : [`No recorded days before ${o.period?.from ?? 'the period'} to compare with.`];
  const anomalies = anomalyNarrative(ctx, f);
  const pacing = pacingNarrative(ctx, f);
  const channels = channelNarrative(ctx, f);
  const campaigns = campaignNarrative(ctx, f);
  // One recommendation per campaign: its decision first; an anomaly's check only for a
  // campaign whose decision changes nothing.
  const decided = changes(campaignDecisions(f, ctx.currency).values());
  const covered = new Set(decided.map((d) => d.campaign_name));
  const seen = new Set<string>();
  const recommendations = [
    ...decided.map((d) => decisionAdvice(d, ctx.currency)),
    ...channels.recommendations.slice(0, 1),
    ...anomalyActions(o.anomalies, ctx.currency)
      .filter((a) => !covered.has(a.campaign ?? ''))
      .map((a) => a.advice),
    ...pacing.recommendations.filter((r) => r.priority !== 'low'),
    ...campaigns.recommendations,
  ]
    .filter((r) => (seen.has(r.title) ? false : (seen.add(r.title), true)))
    .slice(0, 5);
  return {
    summary: `${o.scope.label} at ${ctx.company}, ${periodText(f)}: ${kpiLine(o.totals, ctx.currency)}.`,
    insights: [
      ...moves,
      ...benchmarkInsights(ctx, o.totals),
      anomalies.summary,
      pacing.summary,
      channels.summary,
    ],
    recommendations,
    sources: sources(ctx, f),
    assumptions: [],
  };
}

export function offlineNarrative(
  tool: PerformanceToolId,
  ctx: AgentContext,
  f: PerformanceFacts,
): Narrative {
  if (!f.overview.has_metrics && tool !== 'budget_pacing') return noMetrics(ctx, f);
  switch (tool) {
    case 'anomaly_detection':
      return anomalyNarrative(ctx, f);
    case 'budget_pacing':
      return pacingNarrative(ctx, f);
    case 'channel_comparison':
      return channelNarrative(ctx, f);
    case 'campaign_comparison':
      return campaignNarrative(ctx, f);
    case 'performance_report':
      return reportNarrative(ctx, f);
  }
}
