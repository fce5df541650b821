/** The Competitive Intelligence prompts: the task, the computed facts, then the context. */
import { ANALYSIS_FOCUS_LABELS, formatBenchmarkValue } from '@/shared/competitive-intelligence';
import { describeContext } from '../engine/describe-context';
import type { AgentContext, PromptParts } from '../engine/types';
import { analysisFacts, benchmarkFacts, MATRIX_DIMENSIONS } from './offline';

const COMMON = [
  'Be specific: name the company, its competitors, its industry and its audience, and use only the facts given.',
  'Never write placeholders such as [Competitor] or TBD; where you must assume, say so in "assumptions".',
];

export function buildAnalysisPrompt(ctx: AgentContext): PromptParts {
  const facts = analysisFacts(ctx);
  const records = facts.competitors.flatMap((c) => [
    `Competitor "${c.name}"${c.recorded ? '' : ' (named in the business context, no record)'}:`,
    ...(c.website ? [`- Website: ${c.website}`] : []),
    ...(c.positioning ? [`- Positioning: ${c.positioning}`] : []),
    ...(c.strengths.length ? [`- Strengths: ${c.strengths.join('; ')}`] : []),
    ...(c.weaknesses.length ? [`- Weaknesses: ${c.weaknesses.join('; ')}`] : []),
    ...(c.notes ? [`- Notes: ${c.notes}`] : []),
  ]);
  const mentions = facts.mentions.flatMap((m) => [
    `${m.competitor} is named in ${m.documents} document(s) of the organization.`,
    ...m.excerpts.map((e) => `- "${e.document_title}": ${e.excerpt}`),
  ]);
  return {
    system: [
      'You are the Competitive Intelligence Agent of Stratagent, a senior competitive strategist.',
      `Produce a competitive analysis (${ANALYSIS_FOCUS_LABELS[facts.focus].toLowerCase()}) as JSON matching the schema.`,
      ...COMMON,
      'Ground every gap and opportunity in a competitor record, the business context or a document excerpt, and cite which in "evidence" or "rationale".',
    ].join('\n'),
    prompt: [
      `Set "focus" to "${facts.focus}".`,
      `The matrix has these dimensions, in order: ${MATRIX_DIMENSIONS.join(', ')}. Its first row is ${ctx.company} with "is_you" true, then one row per competitor below, each with one short cell per dimension.`,
      'Messaging gaps: 3-6, each naming the competitor (or null for a gap no competitor fills) with evidence and a recommendation.',
      'Opportunities: 3-5, each with a rationale, a concrete first step and a priority (low, medium, high).',
      'Copy "mentions" exactly as given below (the counts are computed from the documents).',
      '',
      ...records,
      '',
      'Document mentions:',
      ...mentions,
      '',
      describeContext(ctx),
    ].join('\n'),
  };
}

export function buildBenchmarksPrompt(ctx: AgentContext): PromptParts {
  const facts = benchmarkFacts(ctx);
  const rows = facts.rows.map(
    (r) =>
      `- ${r.metric} (${r.label}): value ${r.value === null ? 'null (no data)' : `${r.value} (${formatBenchmarkValue(r.unit, r.value, ctx.currency)})`}, range ${r.low}–${r.high}, verdict ${r.verdict}, ${r.better} is better`,
  );
  return {
    system: [
      'You are the Competitive Intelligence Agent of Stratagent, an analyst who benchmarks marketing performance.',
      'Produce a benchmark report as JSON matching the schema.',
      ...COMMON,
      'The figures below are computed from the organization’s metrics: copy them exactly, never change or invent one.',
    ].join('\n'),
    prompt: [
      `Industry: ${facts.industry}. Period: ${facts.period ? `${facts.period.from} to ${facts.period.to}` : 'no metrics recorded'}.`,
      `Benchmark source (copy into "benchmark_source"): ${facts.source}`,
      'Metrics (CTR and conversion rate in percent, CPA in cents, ROAS as a multiple):',
      ...rows,
      'For each metric write an "interpretation" of what its position means for this organization, then 3-5 recommendations.',
      '',
      describeContext(ctx),
    ].join('\n'),
  };
}
