/**
 * The Competitive Intelligence agent (seed 000 §2.1, issue 8): a competitive analysis
 * grounded in the competitor records, the business context and the documents that name the
 * competitors, and a benchmark report of the organization's own metrics against its
 * industry's ranges. Every count and figure comes from `facts`, computed in code.
 */
import {
  ANALYSIS_FOCUS_LABELS,
  benchmarkReportSchema,
  COMPETITIVE_AGENT_TYPE,
  COMPETITIVE_OUTPUT_TYPES,
  COMPETITIVE_TOOLS,
  competitiveAnalysisSchema,
  formatBenchmarkRange,
  formatBenchmarkValue,
  type BenchmarkReport,
} from '@/shared/competitive-intelligence';
import type { AgentDefinition, AgentTool } from '../engine/types';
import {
  loadAnalysisFacts,
  loadBenchmarkFacts,
  type AnalysisFacts,
  type BenchmarkFacts,
} from './facts';
import {
  analysisAssumptions,
  benchmarkAssumptions,
  analysisFacts,
  analysisSources,
  benchmarkFacts,
  benchmarkMetrics,
  benchmarkSources,
  offlineAnalysis,
  offlineBenchmarks,
  rangesName,
} from './offline';
import { buildAnalysisPrompt, buildBenchmarksPrompt } from './prompt';
import { possessive } from '@/shared/possessive';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const analysisTool: AgentTool<typeof competitiveAnalysisSchema> = {
  id: COMPETITIVE_TOOLS.analysis,
  label: 'Competitive analysis',
  description:
    'A positioning comparison matrix, messaging gaps and opportunities, grounded in your competitor records, business context and the documents that mention your competitors.',
  outputType: COMPETITIVE_OUTPUT_TYPES.analysis,
  schema: competitiveAnalysisSchema,
  title: (ctx) => {
    const facts = analysisFacts(ctx);
    return `Competitive analysis: ${ctx.company} vs ${facts.competitors.map((c) => c.name).join(', ')}`;
  },
  loadFacts: loadAnalysisFacts,
  buildPrompt: buildAnalysisPrompt,
  offline: offlineAnalysis,
  narrate: (ctx, content) => {
    const facts = analysisFacts(ctx);
    return [
      `Reading the business context of ${ctx.company} and ${facts.competitors.length} competitor record(s). `,
      `Scanning your documents for ${facts.competitors.map((c) => c.name).join(', ')}. `,
      `\n\n${content.summary}\n\n`,
      'Messaging gaps:\n',
      ...content.messaging_gaps.slice(0, 4).map((g) => `- ${g.gap}\n`),
      '\nOpportunities:\n',
      ...content.opportunities.map((o) => `- ${o.title} (${o.priority})\n`),
    ];
  },
  /** The mentions are counted in code; focus, sources and assumptions come from the facts. */
  finalize: (ctx, content) => {
    const facts = analysisFacts(ctx);
    return {
      ...content,
      focus: facts.focus,
      mentions: facts.mentions,
      sources: analysisSources(ctx, facts),
      assumptions: [...new Set([...analysisAssumptions(ctx, facts), ...content.assumptions])],
    };
  },
  verifyFigures: (facts, content) => {
    const { mentions } = facts as AnalysisFacts;
    return mentions.flatMap((m) => {
      const stated = content.mentions.find((s) => s.competitor === m.competitor);
      if (!stated) return [`${m.competitor}: mentions missing`];
      return same(stated, m)
        ? []
        : [`${m.competitor}: ${stated.documents} documents stated, ${m.documents} counted`];
    });
  },
};

export const benchmarksTool: AgentTool<typeof benchmarkReportSchema> = {
  id: COMPETITIVE_TOOLS.benchmarks,
  label: 'Benchmarks',
  description:
    'Your CTR, conversion rate, CPA and ROAS, computed from your campaign metrics, against the typical ranges of your industry, with a verdict and an action per metric.',
  outputType: COMPETITIVE_OUTPUT_TYPES.benchmarks,
  schema: benchmarkReportSchema,
  title: (ctx) =>
    `Benchmarks: ${ctx.campaign ? ctx.campaign.name : ctx.company} vs ${rangesName(benchmarkFacts(ctx))} ranges`,
  loadFacts: loadBenchmarkFacts,
  buildPrompt: buildBenchmarksPrompt,
  offline: offlineBenchmarks,
  narrate: (ctx, content) => [
    `Computing ${possessive(ctx.company)} CTR, conversion rate, CPA and ROAS from its daily metrics. `,
    `Comparing them with typical ${rangesName(benchmarkFacts(ctx))} ranges. `,
    `\n\n${content.summary}\n\n`,
    ...content.metrics.map(
      (m) =>
        `- ${m.label}: ${formatBenchmarkValue(m.unit, m.value, ctx.currency)} (range ${formatBenchmarkRange(m.unit, m.low, m.high, ctx.currency)})\n`,
    ),
  ],
  /** The model writes the interpretations; every figure and verdict is put back from the facts. */
  finalize: (ctx, content) => {
    const facts = benchmarkFacts(ctx);
    const computed = benchmarkMetrics(facts, ctx.currency);
    return {
      ...content,
      industry: facts.industry,
      period: facts.period,
      metrics: computed.map((m) => ({
        ...m,
        interpretation:
          content.metrics.find((c) => c.metric === m.metric)?.interpretation || m.interpretation,
      })),
      benchmark_source: facts.source,
      sources: benchmarkSources(ctx, facts),
      assumptions: [...new Set([...benchmarkAssumptions(ctx, facts), ...content.assumptions])],
    };
  },
  verifyFigures: (facts, content) => verifyBenchmarkFigures(facts as BenchmarkFacts, content),
};

export function verifyBenchmarkFigures(facts: BenchmarkFacts, content: BenchmarkReport): string[] {
  const problems: string[] = [];
  if (content.industry !== facts.industry)
    problems.push(`industry: ${content.industry} stated, ${facts.industry} computed`);
  if (!same(content.period, facts.period)) problems.push('period differs from the metrics');
  for (const row of facts.rows) {
    const stated = content.metrics.find((m) => m.metric === row.metric);
    if (!stated) {
      problems.push(`${row.metric}: missing`);
      continue;
    }
    for (const key of ['value', 'low', 'high', 'verdict'] as const)
      if (stated[key] !== row[key])
        problems.push(
          `${row.metric}.${key}: ${String(stated[key])} stated, ${String(row[key])} computed`,
        );
  }
  return problems;
}

export const competitiveIntelligenceAgent: AgentDefinition = {
  agentType: COMPETITIVE_AGENT_TYPE,
  persona: `You are the Competitive Intelligence Agent of Stratagent: a competitive strategist who compares an organization with its recorded competitors (${Object.values(
    ANALYSIS_FOCUS_LABELS,
  )
    .join(', ')
    .toLowerCase()}) and benchmarks its own metrics against its industry.`,
  tools: [analysisTool as unknown as AgentTool, benchmarksTool as unknown as AgentTool],
};
