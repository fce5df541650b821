/**
 * The offline Competitive Intelligence agent: a positioning matrix, messaging gaps and
 * opportunities built from the competitor records, the business context and the documents
 * that name the competitors; and a benchmark report stating the organization's computed
 * figures against its industry's ranges. Deterministic: the same data gives the same output.
 */
import {
  ANALYSIS_FOCUS_LABELS,
  formatBenchmarkValue,
  verdictTone,
  type BenchmarkReport,
  type BenchmarkRow,
  type CompetitiveAnalysis,
} from '@/shared/competitive-intelligence';
import type { OutputSource } from '@/shared/agent-runs';
import type { AgentContext } from '../engine/types';
import { audienceHead, joinAnd } from '../knowledge/phrases';
import type { AnalysisFacts, BenchmarkFacts, CompetitorFact } from './facts';
import { possessive } from '@/shared/possessive';

export const MATRIX_DIMENSIONS = [
  'Positioning',
  'Strongest claim',
  'Exposed on',
  'Seen in your documents',
] as const;

const lowerFirst = (s: string) => (s ? s.charAt(0).toLowerCase() + s.slice(1) : s);
/** The text without its closing full stops and spaces (a loop: a regex here would backtrack). */
function sentence(s: string): string {
  let end = s.length;
  while (end > 0 && (s[end - 1] === '.' || /\s/.test(s[end - 1]!))) end -= 1;
  return s.slice(0, end).trim();
}
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const listed = (names: string[]) => joinAnd(names);

export const analysisFacts = (ctx: AgentContext) => ctx.facts as AnalysisFacts;
export const benchmarkFacts = (ctx: AgentContext) => ctx.facts as BenchmarkFacts;
/** "E-commerce", or "general" when the organization set no industry (the 'Other' ranges). */
export const rangesName = (facts: BenchmarkFacts) =>
  facts.industry_known ? facts.industry : 'general';

function yourPositioning(ctx: AgentContext): string {
  if (ctx.uniqueValue) return sentence(ctx.uniqueValue);
  if (ctx.description) return sentence(ctx.description);
  const offer = ctx.industryKnown
    ? `${ctx.industry} ${ctx.knowledge.offerNoun}`
    : ctx.knowledge.offerNoun.charAt(0).toUpperCase() + ctx.knowledge.offerNoun.slice(1);
  return `${offer} for ${ctx.audience}`;
}

function mentionsOf(facts: AnalysisFacts, name: string) {
  return facts.mentions.find((m) => m.competitor === name) ?? null;
}

function competitorRow(facts: AnalysisFacts, c: CompetitorFact) {
  const mention = mentionsOf(facts, c.name);
  return {
    name: c.name,
    is_you: false,
    cells: [
      c.positioning ? sentence(c.positioning) : 'Not recorded yet',
      c.strengths[0] ?? 'Not recorded yet',
      c.weaknesses[0] ?? 'Not recorded yet',
      mention && mention.documents > 0
        ? `${plural(mention.documents, 'document')}, e.g. “${mention.excerpts[0]!.document_title}”`
        : 'Not mentioned in your documents',
    ],
  };
}

/**
 * How to answer a competitor's claim, worded differently for each gap so a list of gaps does
 * not repeat one sentence: the first in full, the others as the next step of the same work.
 */
function answerClaim(ctx: AgentContext, index: number, strength: string, withValue: boolean) {
  const who = audienceHead(ctx.audience);
  const claim = lowerFirst(strength);
  // The positioning itself is in the matrix; the first answer points back to it.
  const tied = withValue && ctx.uniqueValue ? ', tied to the positioning in the matrix' : '';
  const ways = [
    `Tell ${who} how ${ctx.company} compares on ${claim}, and prove it with one concrete example (a customer result, a number, or a guarantee)${tied}.`,
    `Answer “${strength}” with one proof point on the page ${who} land on first${tied}.`,
    `Put ${possessive(ctx.company)} answer to “${strength}” in the next ad test${tied}.`,
    `Add a line on ${claim} to the sales and support replies${tied}.`,
  ];
  return ways[index % ways.length]!;
}

function messagingGaps(
  ctx: AgentContext,
  facts: AnalysisFacts,
): CompetitiveAnalysis['messaging_gaps'] {
  const gaps: CompetitiveAnalysis['messaging_gaps'] = [];
  const gains = ctx.knowledge.gains;
  facts.competitors.forEach((c, i) => {
    const mention = mentionsOf(facts, c.name);
    const quote = mention?.excerpts[0];
    for (const strength of c.strengths.slice(0, 2)) {
      gaps.push({
        gap:
          gaps.length === 0
            ? `${c.name} claims “${strength}”; ${possessive(ctx.company)} messaging does not answer it yet`
            : `${c.name} claims “${strength}”, unanswered so far`,
        competitor: c.name,
        evidence: quote
          ? `Competitor record, and “${quote.document_title}”: ${quote.excerpt}`
          : `Competitor record of ${c.name} (strengths)`,
        recommendation: answerClaim(ctx, gaps.length, strength, i === 0),
      });
    }
    if (c.strengths.length === 0) {
      gaps.push({
        gap: `What ${c.name} promises is not recorded, so ${ctx.company} cannot answer it`,
        competitor: c.name,
        evidence: quote
          ? `“${quote.document_title}”: ${quote.excerpt}`
          : `${c.name} is ${c.recorded ? 'recorded without strengths' : `named in ${c.foundIn ?? 'the business context'} only`}`,
        recommendation: `Add ${possessive(c.name)} main claims and proof points to its record (website, reviews, sales notes), then run this analysis again.`,
      });
    }
  });
  const claimed = facts.competitors.flatMap((c) => c.strengths.map((s) => s.toLowerCase()));
  const unclaimed = gains.find((g) => !claimed.some((s) => s.includes(g.toLowerCase())));
  if (unclaimed)
    gaps.push({
      gap: `No recorded competitor claims “${unclaimed}” for ${audienceHead(ctx.audience)}`,
      competitor: null,
      evidence: `${ctx.industry} knowledge base: what ${ctx.knowledge.customerNoun} value, against the competitor records`,
      recommendation: `Make “${unclaimed}” a headline claim of ${ctx.company} on its website and in ${ctx.channels[0] ?? ctx.knowledge.channels[0]}.`,
    });
  return gaps.slice(0, 8);
}

function opportunities(
  ctx: AgentContext,
  facts: AnalysisFacts,
): CompetitiveAnalysis['opportunities'] {
  const result: CompetitiveAnalysis['opportunities'] = [];
  for (const c of facts.competitors) {
    const weakness = c.weaknesses[0];
    if (!weakness) continue;
    result.push({
      title: `Win ${possessive(c.name)} customers where it is weak: ${lowerFirst(weakness)}`,
      rationale:
        result.length === 0
          ? `${c.name} is recorded as weak there; ${ctx.company} can answer it with its own positioning: ${lowerFirst(yourPositioning(ctx))}.`
          : `${c.name} is recorded as weak there, and ${ctx.company} is not.`,
      first_step:
        result.length === 0
          ? `Write a comparison page and an ad for ${ctx.channels[0] ?? ctx.knowledge.channels[0]} that answer it for ${audienceHead(ctx.audience)}.`
          : 'Cover it on the comparison page too, with one ad of its own.',
      priority: result.length === 0 ? 'high' : 'medium',
    });
  }
  const mentioned = facts.mentions
    .filter((m) => m.documents > 0)
    .sort((a, b) => b.documents - a.documents)[0];
  if (mentioned)
    result.push({
      title: `Turn what your documents say about ${mentioned.competitor} into sales material`,
      rationale: `${mentioned.documents === 1 ? 'One' : mentioned.documents} of ${possessive(ctx.company)} documents ${mentioned.documents === 1 ? 'names' : 'name'} ${mentioned.competitor}: the team already meets it in deals and research.`,
      first_step: `Collect the objections from “${mentioned.excerpts[0]!.document_title}” into a one-page battlecard for ${mentioned.competitor}.`,
      priority: result.length === 0 ? 'high' : 'medium',
    });
  for (const [n, opportunity] of ctx.knowledge.opportunities.slice(0, 2).entries())
    result.push({
      title: `Move first on ${lowerFirst(opportunity)}`,
      rationale:
        n > 0
          ? 'Also unclaimed by every competitor on record.'
          : `An opportunity ${ctx.industryKnown ? `in ${ctx.industry} ` : ''}that ${facts.competitors.length === 1 ? `${facts.competitors[0]!.name} is not` : `none of ${listed(facts.competitors.map((c) => c.name))} is`} recorded as owning.`,
      first_step:
        n === 0
          ? `Test it with ${audienceHead(ctx.audience)} in one ${ctx.channels[0] ?? ctx.knowledge.channels[0]} campaign and compare the results with your current messaging.`
          : 'Pilot it for a month after the first test and judge both on the same measure.',
      priority: 'low',
    });
  return result.slice(0, 6);
}

export function analysisSources(ctx: AgentContext, facts: AnalysisFacts): OutputSource[] {
  const sources = [...ctx.sources];
  for (const d of facts.documents)
    if (!sources.some((s) => s.kind === 'document' && s.id === d.id))
      sources.push({ kind: 'document', id: d.id, title: d.title });
  return sources;
}

export function analysisAssumptions(ctx: AgentContext, facts: AnalysisFacts): string[] {
  const assumptions = [...ctx.assumptions];
  if (facts.unknown.length)
    assumptions.push(
      `No record exists for ${listed(facts.unknown)}: ${facts.unknown.length === 1 ? 'it is' : 'they are'} left out.`,
    );
  const unrecorded = facts.competitors.filter((c) => !c.recorded);
  if (unrecorded.length)
    assumptions.push(
      `No competitor is recorded yet: ${listed(unrecorded.map((c) => c.name))} ${unrecorded.length === 1 ? 'is' : 'are'} named in ${unrecorded[0]!.foundIn ?? 'the business context'}, with nothing else known about ${unrecorded.length === 1 ? 'it' : 'them'}.`,
    );
  if (!ctx.uniqueValue)
    assumptions.push(
      `${possessive(ctx.company)} unique value is not stated: its description stands in for its positioning.`,
    );
  return assumptions;
}

export function offlineAnalysis(ctx: AgentContext): CompetitiveAnalysis {
  const facts = analysisFacts(ctx);
  const mentioned = facts.mentions.filter((m) => m.documents > 0);
  const you = {
    name: ctx.company,
    is_you: true,
    cells: [
      yourPositioning(ctx),
      // The positioning cell already states the unique value; the claim is the offer.
      ctx.offers[0] ?? (ctx.uniqueValue ? 'As positioned' : 'Not stated in your business context'),
      ctx.challenges[0] ?? sentence(ctx.knowledge.threats[0] ?? 'rising acquisition costs'),
      facts.documents.length === 1
        ? 'One of your documents names a competitor'
        : `${facts.documents.length} of your documents name a competitor`,
    ],
  };
  const names = facts.competitors.map((c) => c.name);
  return {
    summary: `${ctx.company}${ctx.industryKnown ? ` (${ctx.industry})` : ''} against ${listed(names)}: ${ANALYSIS_FOCUS_LABELS[facts.focus].toLowerCase()} for ${audienceHead(ctx.audience)}. ${
      mentioned.length
        ? `${mentioned.map((m) => `${m.competitor} appears in ${plural(m.documents, 'document')}`).join('; ')}.`
        : 'None of your documents names these competitors yet.'
    }${facts.competitors.every((c) => !c.recorded) && facts.competitors[0]?.foundIn ? ` The names come from ${facts.competitors[0].foundIn}; record them to add what they claim.` : ''}`,
    focus: facts.focus,
    matrix: {
      dimensions: [...MATRIX_DIMENSIONS],
      rows: [you, ...facts.competitors.map((c) => competitorRow(facts, c))],
    },
    messaging_gaps: messagingGaps(ctx, facts),
    opportunities: opportunities(ctx, facts),
    mentions: facts.mentions,
    sources: analysisSources(ctx, facts),
    assumptions: analysisAssumptions(ctx, facts),
  };
}

// ——— Benchmarks ———

const ACTIONS: Record<BenchmarkRow['metric'], { bad: string; good: string; neutral: string }> = {
  ctr: {
    bad: 'Rewrite ad headlines around the one benefit your audience searches for, and pause the ads and keywords with the lowest CTR.',
    good: 'Your ads earn attention: reuse the best headlines in e-mail subject lines and landing pages.',
    neutral:
      'Test two new headlines a month against the current best to move towards the top of the range.',
  },
  conversion_rate: {
    bad: 'Match each landing page to the ad that sends traffic to it, cut form fields, and add proof near the call to action.',
    good: 'Visitors convert well: the page is not the bottleneck, so look at what brings them, campaign by campaign.',
    neutral:
      'Run one landing-page test at a time (headline, offer, form length) to gain a point of conversion rate.',
  },
  cpa: {
    bad: 'Move budget from the campaigns with the highest cost per acquisition to the lowest, and exclude audiences that click but never convert.',
    good: 'Each acquisition costs less than is typical; each campaign’s budget still follows its own decision in Performance Intelligence, not this average.',
    neutral:
      'Watch the cost per acquisition each week; each campaign’s budget follows its own decision in Performance Intelligence, not this average.',
  },
  roas: {
    bad: 'Check the revenue tracking first, then shift spend to the offers with the highest order value.',
    good: 'Spend returns more than is typical; which campaign deserves a bigger share is each campaign’s own decision in Performance Intelligence, not this average.',
    neutral:
      'Raise order value (bundles, subscriptions, thresholds for free shipping) to move ROAS up the range.',
  },
};

function interpretation(row: BenchmarkRow, facts: BenchmarkFacts, currency?: string): string {
  const value = formatBenchmarkValue(row.unit, row.value, currency);
  const range = `${formatBenchmarkValue(row.unit, row.low, currency)}–${formatBenchmarkValue(row.unit, row.high, currency)}`;
  if (row.verdict === 'no_data')
    return `No ${row.label.toLowerCase()} yet: the metrics do not have what it divides by. The ${rangesName(facts)} range is ${range}.`;
  const tone = verdictTone(row);
  const position =
    row.verdict === 'within' ? 'within' : row.verdict === 'above' ? 'above' : 'below';
  const judgement =
    tone === 'good'
      ? 'better than is typical'
      : tone === 'bad'
        ? 'worse than is typical'
        : 'typical';
  return `${value} is ${position} the ${rangesName(facts)} range of ${range}: ${judgement}.`;
}

export function benchmarkMetrics(
  facts: BenchmarkFacts,
  currency?: string,
): BenchmarkReport['metrics'] {
  return facts.rows.map((row) => ({
    metric: row.metric,
    label: row.label,
    unit: row.unit,
    value: row.value,
    low: row.low,
    high: row.high,
    verdict: row.verdict,
    interpretation: interpretation(row, facts, currency),
  }));
}

export function benchmarkSources(ctx: AgentContext, facts: BenchmarkFacts): OutputSource[] {
  return [
    ...ctx.sources.filter((s) => s.kind !== 'knowledge_base'),
    {
      kind: 'knowledge_base',
      id: null,
      title: `${facts.industry_known ? facts.industry : 'General'} performance benchmarks (typical published ranges)`,
    },
  ];
}

export function benchmarkAssumptions(ctx: AgentContext, facts: BenchmarkFacts): string[] {
  const assumptions = [...ctx.assumptions];
  if (!facts.industry_known && !assumptions.some((a) => a.startsWith('No industry is set')))
    assumptions.push('No industry is set: the general ranges of the knowledge base are used.');
  if (!facts.period)
    assumptions.push('No daily metrics are recorded yet, so no figure could be compared.');
  // Named rivals are not compared: their figures are not known, so say so rather than skip them.
  if (ctx.competitors.length)
    assumptions.push(
      `${joinAnd(ctx.competitors)} ${ctx.competitors.length === 1 ? 'is' : 'are'} not compared here: ${ctx.competitors.length === 1 ? 'its' : 'their'} campaign figures are not known, so the comparison is with the industry's ranges.`,
    );
  return assumptions;
}

export function offlineBenchmarks(ctx: AgentContext): BenchmarkReport {
  const facts = benchmarkFacts(ctx);
  const metrics = benchmarkMetrics(facts, ctx.currency);
  const scored = facts.rows.filter((r) => r.verdict !== 'no_data');
  const weak = scored.filter((r) => verdictTone(r) === 'bad');
  const strong = scored.filter((r) => verdictTone(r) === 'good');
  const where = ctx.campaign
    ? `${possessive(ctx.company, '’')} “${ctx.campaign.name}” campaign`
    : ctx.company;
  const summary = facts.period
    ? `${where} against typical ${rangesName(facts)} ranges, ${facts.period.from} to ${facts.period.to} (${plural(facts.campaigns_with_metrics, 'campaign')} with metrics): ${scored
        .map(
          (r) =>
            `${r.label.replace(/ \(.*\)$/, '')} ${formatBenchmarkValue(r.unit, r.value, ctx.currency)} (${r.verdict === 'within' ? 'within' : r.verdict} range)`,
        )
        .join(', ')}.`
    : `${where} has no daily metrics yet, so its CTR, conversion rate, CPA and ROAS cannot be compared with the ${rangesName(facts)} ranges.`;
  const recommendations: BenchmarkReport['recommendations'] = [];
  for (const row of weak)
    recommendations.push({
      title: `Improve ${row.label}`,
      detail: ACTIONS[row.metric].bad,
      priority: 'high',
    });
  for (const row of strong)
    recommendations.push({
      title: `Build on ${row.label}`,
      detail: ACTIONS[row.metric].good,
      priority: 'medium',
    });
  for (const row of scored.filter((r) => verdictTone(r) === 'neutral').slice(0, 2))
    recommendations.push({
      title: `Move ${row.label} up its range`,
      detail: ACTIONS[row.metric].neutral,
      priority: 'low',
    });
  if (!facts.period)
    recommendations.push({
      title: 'Import your campaign metrics',
      detail:
        'Open a campaign’s analytics and import a CSV of daily impressions, clicks, conversions, spend and revenue; the comparison then fills in.',
      priority: 'high',
    });
  if (recommendations.length === 0)
    recommendations.push({
      title: 'Record clicks, conversions and revenue',
      detail: `The recorded days of ${where} have no clicks, conversions or revenue to divide by: import them with the daily metrics so every ratio can be compared.`,
      priority: 'high',
    });
  return {
    summary,
    industry: facts.industry,
    period: facts.period,
    metrics,
    recommendations,
    benchmark_source: facts.source,
    sources: benchmarkSources(ctx, facts),
    assumptions: benchmarkAssumptions(ctx, facts),
  };
}
