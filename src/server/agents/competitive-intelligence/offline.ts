/**
 * The offline Competitive Intelligence agent: a positioning matrix, messaging gaps and
 * opportunities built from the competitor records, the business context and the documents
 * that name the competitors; and a benchmark report stating the organization's computed
 * figures against its industry's ranges. Deterministic: the same data gives the same output.
 */
import {
  ANALYSIS_FOCUS_LABELS,
  formatBenchmarkRange,
  formatBenchmarkValue,
  verdictTone,
  type BenchmarkReport,
  type BenchmarkRow,
  type CompetitiveAnalysis,
} from '@/shared/competitive-intelligence';
import type { OutputSource } from '@/shared/agent-runs';
import type { AgentContext } from '../engine/types';
import { evidencePassage, quotePassage } from '../engine/grounding';
import { focusText } from '../engine/focus';
import { audienceHead, focusOf, joinAnd, lcFirst } from '../knowledge/phrases';
import type { AnalysisFacts, BenchmarkFacts, CompetitorFact } from './facts';
import { possessive } from '@/shared/possessive';

export const MATRIX_DIMENSIONS = [
  'Positioning',
  'Strongest claim',
  'Exposed on',
  'Seen in your documents',
] as const;

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

/** The audience by its head, inside a sentence: "UK home brewers", "donors". */
const whoOf = (ctx: AgentContext) => lcFirst(audienceHead(ctx.audience), [ctx.company]);
const firstChannel = (ctx: AgentContext) => ctx.channels[0] ?? ctx.knowledge.channels[0];

/**
 * How to answer a competitor's claim, worded differently for each gap so a list of gaps does
 * not repeat one sentence: the first in full, the others as the next step of the same work.
 */
function answerClaim(ctx: AgentContext, index: number, strength: string) {
  const who = whoOf(ctx);
  const claim = lcFirst(strength);
  // The positioning itself is in the matrix; the first answer points back to it, once.
  const tied = index === 0 && ctx.uniqueValue ? ', tied to the positioning in the matrix' : '';
  const ways = [
    `Show ${who} where ${ctx.company} stands on ${claim}${tied}, and prove it with one concrete example: a customer result, a number, or a guarantee.`,
    `Answer “${strength}” with one proof point on the landing page that gets the most traffic.`,
    `Put ${possessive(ctx.company)} answer to “${strength}” in the next ad test.`,
    `Add a line on ${claim} to the sales and support replies.`,
  ];
  return ways[index % ways.length]!;
}

function messagingGaps(
  ctx: AgentContext,
  facts: AnalysisFacts,
): CompetitiveAnalysis['messaging_gaps'] {
  const gaps: CompetitiveAnalysis['messaging_gaps'] = [];
  const gains = ctx.knowledge.gains;
  for (const c of facts.competitors) {
    const mention = mentionsOf(facts, c.name);
    const quote = mention?.excerpts[0];
    for (const [j, strength] of c.strengths.slice(0, 2).entries()) {
      gaps.push({
        gap:
          gaps.length === 0
            ? `${c.name} claims “${strength}”; ${possessive(ctx.company)} messaging does not answer it yet`
            : `${c.name} claims “${strength}”, unanswered so far`,
        competitor: c.name,
        // The document is quoted once per competitor; a second claim points to the same record.
        evidence:
          j > 0
            ? `${possessive(c.name)} record, its second listed strength`
            : quote
              ? `Competitor record, and “${quote.document_title}”: ${quote.excerpt}`
              : `Competitor record of ${c.name} (strengths)`,
        recommendation: answerClaim(ctx, gaps.length, strength),
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
  }
  const claimed = facts.competitors.flatMap((c) => c.strengths.map((s) => s.toLowerCase()));
  const unclaimed = gains.find((g) => !claimed.some((s) => s.includes(g.toLowerCase())));
  if (unclaimed)
    gaps.push({
      gap: `No recorded competitor claims “${unclaimed}”`,
      competitor: null,
      evidence: `${ctx.industry} knowledge base: what ${ctx.knowledge.customerNoun} value, against the competitor records`,
      recommendation: `Make it a headline claim of ${ctx.company} on its website and in its ads.`,
    });
  return gaps.slice(0, 8);
}

/**
 * The passage of the run's documents that bears most on competing for the user's question
 * (a churn reason, a price, a lost deal): the analysis quotes it with its figure.
 */
export function competitiveEvidence(ctx: AgentContext, facts: AnalysisFacts) {
  const question = [
    focusText(ctx.message) ?? '',
    ctx.goal,
    ...ctx.challenges,
    ...facts.competitors.map((c) => c.name),
  ].join(' ');
  return evidencePassage(ctx, question);
}

/** "neither Pact nor Origin", "none of Pact, Origin, or Grind", "Pact is not". */
function noneOf(names: string[]): string {
  if (names.length === 1) return `${names[0]} is not`;
  if (names.length === 2) return `neither ${names[0]} nor ${names[1]} is`;
  return `none of ${joinAnd(names, 'or')} is`;
}

/** Each recorded weakness is in the matrix; an opportunity says what to do about it, in its own words. */
const WEAKNESS_PLAYS = [
  {
    title: (name: string) => `Win ${possessive(name)} customers where it is exposed`,
    rationale: (ctx: AgentContext, name: string) =>
      `The matrix records ${name} as exposed there, and ${ctx.company} ${ctx.uniqueValue ? 'has its own positioning to set against it' : 'is not recorded with the same weakness'}.`,
    firstStep: () => `Write a comparison page and one ad that answer it.`,
  },
  {
    title: (name: string) => `Take on ${name} at its weak point`,
    rationale: (ctx: AgentContext, name: string) =>
      `${possessive(name)} record lists that weakness; nothing recorded says the same of ${ctx.company}.`,
    firstStep: (_ctx: AgentContext, name: string) =>
      `Add a section on ${name} to the same comparison page, with one ad of its own.`,
  },
  {
    title: (name: string) => `Turn ${possessive(name)} gap into a claim`,
    rationale: (_ctx: AgentContext, name: string) =>
      `A third recorded weakness, this one of ${name}.`,
    firstStep: (_ctx: AgentContext, name: string) =>
      `Give ${name} a row in the comparison table and test one ad against it.`,
  },
] as const;

function opportunities(
  ctx: AgentContext,
  facts: AnalysisFacts,
): CompetitiveAnalysis['opportunities'] {
  const result: CompetitiveAnalysis['opportunities'] = [];
  const evidence = competitiveEvidence(ctx, facts);
  if (evidence)
    result.push({
      title: `Answer what “${evidence.documentTitle}” shows`,
      rationale: quotePassage(evidence),
      first_step: `On the comparison page, give ${possessive(ctx.company)} answer to it beside what each competitor in the matrix offers.`,
      priority: 'high',
    });
  const exposed = facts.competitors.filter((c) => c.weaknesses[0]).slice(0, WEAKNESS_PLAYS.length);
  for (const [n, c] of exposed.entries()) {
    const play = WEAKNESS_PLAYS[n]!;
    result.push({
      title: play.title(c.name),
      rationale: play.rationale(ctx, c.name),
      first_step: play.firstStep(ctx, c.name),
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
  const names = facts.competitors.map((c) => c.name);
  for (const [n, opportunity] of ctx.knowledge.opportunities.slice(0, 2).entries())
    result.push({
      title: `Move first on ${lcFirst(opportunity)}`,
      rationale:
        n > 0
          ? 'Also unclaimed by every competitor on record.'
          : `An opportunity ${ctx.industryKnown ? `in ${ctx.industry} ` : ''}that ${noneOf(names)} recorded as owning.`,
      first_step:
        n === 0
          ? `Test it with ${whoOf(ctx)} in one ${firstChannel(ctx)} campaign and compare the results with your current messaging.`
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
      facts.documents.length === 0
        ? 'No document names a competitor'
        : facts.documents.length === 1
          ? 'One of your documents names a competitor'
          : `${facts.documents.length} of your documents name a competitor`,
    ],
  };
  const names = facts.competitors.map((c) => c.name);
  // The user's question is answered first, from the document that bears on it when one does.
  const focus = focusOf(focusText(ctx.message));
  const evidence = competitiveEvidence(ctx, facts);
  const answer =
    focus && evidence
      ? focus.lead(`start from the evidence in “${evidence.documentTitle}” (see the opportunities)`)
      : null;
  const findings = `${ctx.company}${ctx.industryKnown ? ` (${ctx.industry})` : ''} against ${listed(names)}: ${ANALYSIS_FOCUS_LABELS[facts.focus].toLowerCase()} for ${whoOf(ctx)}. ${
    mentioned.length
      ? `${mentioned.map((m) => `${m.competitor} appears in ${plural(m.documents, 'document')}`).join('; ')}.`
      : 'None of your documents names these competitors yet.'
  }${facts.competitors.every((c) => !c.recorded) && facts.competitors[0]?.foundIn ? ` The names come from ${facts.competitors[0].foundIn}; record them to add what they claim.` : ''}`;
  return {
    summary: answer ? `${answer} ${findings}` : findings,
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
    good: 'The page is not the bottleneck: look at what brings visitors to it, campaign by campaign.',
    neutral:
      'Run one landing-page test at a time (headline, offer, form length) to gain a point of conversion rate.',
  },
  cpa: {
    bad: 'Move budget from the campaigns with the highest cost per acquisition to the lowest, and exclude audiences that click but never convert.',
    good: 'Keep the audiences and offers behind these low costs; a campaign’s budget is still set by its own results in Performance Intelligence.',
    neutral:
      'Watch the cost per acquisition week by week, campaign by campaign, and exclude audiences that click but never convert.',
  },
  roas: {
    bad: 'Check the revenue tracking first, then shift spend to the offers with the highest order value.',
    good: 'Find the offers behind this return and feature them; which campaign deserves a bigger share is each campaign’s own decision in Performance Intelligence, not this average.',
    neutral:
      'Raise order value (bundles, subscriptions, thresholds for free shipping) to move ROAS up the range.',
  },
};

/**
 * What a position in the range means, said in the metric's own terms so that four rows do
 * not repeat one sentence (the summary names the ranges once).
 */
const MEANING: Record<BenchmarkRow['metric'], Record<'good' | 'bad' | 'neutral', string>> = {
  ctr: {
    good: 'More people click than is typical',
    bad: 'Fewer people click than is typical',
    neutral: 'A typical share of people click',
  },
  conversion_rate: {
    good: 'More visitors convert than is typical',
    bad: 'Fewer visitors convert than is typical',
    neutral: 'Visitors convert at a typical rate',
  },
  cpa: {
    good: 'Each acquisition costs less than is typical',
    bad: 'Each acquisition costs more than is typical',
    neutral: 'Each acquisition costs what is typical',
  },
  roas: {
    good: 'Spend returns more than is typical',
    bad: 'Spend returns less than is typical',
    neutral: 'Spend returns what is typical',
  },
};

/** What a ratio divides by: without it, there is no figure to compare. */
const DIVIDES_BY: Record<BenchmarkRow['metric'], string> = {
  ctr: 'impressions',
  conversion_rate: 'clicks',
  cpa: 'conversions',
  roas: 'spend',
};

/** A metric's label inside a sentence: "cost per acquisition (CPA)", the acronym kept. */
const metricName = (label: string) => lcFirst(label);

function interpretation(row: BenchmarkRow, currency?: string): string {
  const range = formatBenchmarkRange(row.unit, row.low, row.high, currency);
  if (row.verdict === 'no_data')
    return `No ${metricName(row.label)} yet: no ${DIVIDES_BY[row.metric]} recorded. Typical: ${range}.`;
  const value = formatBenchmarkValue(row.unit, row.value, currency);
  const where = row.verdict === 'within' ? 'inside' : row.verdict;
  return `${MEANING[row.metric][verdictTone(row)]}: ${value}, ${where} the usual ${range}.`;
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
    interpretation: interpretation(row, currency),
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
    : `${where} has no daily metrics yet, so its CTR, conversion rate, CPA, and ROAS cannot be compared with the ${rangesName(facts)} ranges.`;
  const recommendations: BenchmarkReport['recommendations'] = [];
  for (const row of weak)
    recommendations.push({
      title: `Improve ${metricName(row.label)}`,
      detail: ACTIONS[row.metric].bad,
      priority: 'high',
    });
  for (const row of strong)
    recommendations.push({
      title: `Build on the ${metricName(row.label)}`,
      detail: ACTIONS[row.metric].good,
      priority: 'medium',
    });
  for (const row of scored.filter((r) => verdictTone(r) === 'neutral').slice(0, 2))
    recommendations.push({
      title: `${row.better === 'lower' ? 'Bring' : 'Move'} ${metricName(row.label)} ${row.better === 'lower' ? 'down' : 'up'} its range`,
      detail: ACTIONS[row.metric].neutral,
      priority: 'low',
    });
  if (!facts.period)
    recommendations.push({
      title: 'Import your campaign metrics',
      detail:
        'Open a campaign’s analytics and import a CSV of daily impressions, clicks, conversions, spend, and revenue; the comparison then fills in.',
      priority: 'high',
    });
  if (recommendations.length === 0)
    recommendations.push({
      title: 'Record clicks, conversions, and revenue',
      detail: `The recorded days of ${where} have no clicks, conversions, or revenue to divide by: import them with the daily metrics so every ratio can be compared.`,
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
