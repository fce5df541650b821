/**
 * The Performance Intelligence agent: anomaly detection, budget pacing, channel comparison,
 * campaign comparison and the performance report. Every figure is computed in `loadFacts`
 * (loadPerformance + src/shared/performance-analysis.ts) and put back by `finalize`; the
 * model, when configured, writes the insights and recommendations around them.
 */
import type { z } from 'zod';
import {
  anomalyOutputSchema,
  campaignComparisonOutputSchema,
  channelOutputSchema,
  describeSelection,
  parsePerformanceBrief,
  pacingOutputSchema,
  PERFORMANCE_OUTPUT_TYPES,
  PERFORMANCE_TOOL_IDS,
  PERFORMANCE_TOOL_INFO,
  performanceReportSchema,
  type PerformanceToolId,
} from '@/shared/performance-intelligence';
import { describeDecision, withDecisions } from '@/shared/campaign-decision';
import { formatDateRange } from '@/shared/format';
import type { AgentContext, AgentDefinition, AgentTool } from '../engine/types';
import { asFacts, diffFigures, figuresFor, loadPerformanceFacts } from './facts';
import { campaignDecisions, offlineNarrative } from './offline';
import { buildPerformancePrompt } from './prompt';

const SCHEMAS = {
  anomaly_detection: anomalyOutputSchema,
  budget_pacing: pacingOutputSchema,
  channel_comparison: channelOutputSchema,
  campaign_comparison: campaignComparisonOutputSchema,
  performance_report: performanceReportSchema,
} satisfies Record<PerformanceToolId, z.ZodType>;

function title(tool: PerformanceToolId, ctx: AgentContext): string {
  const f = asFacts(ctx.facts);
  const period = f.overview.period
    ? formatDateRange(f.overview.period.from, f.overview.period.to)
    : describeSelection({ period: 'all' });
  return `${PERFORMANCE_TOOL_INFO[tool].label}: ${f.overview.scope.label}, ${period}`;
}

function narrate(ctx: AgentContext, content: Record<string, unknown>): string[] {
  const f = asFacts(ctx.facts);
  const insights = (content.insights as string[]) ?? [];
  const recs = (content.recommendations as { title: string; detail: string }[]) ?? [];
  return [
    `Reading the daily metrics of ${f.overview.scope.label} at ${ctx.company}. `,
    'Computing the figures with the same totals as the campaign analytics page. ',
    `\n\n${content.summary as string}\n\n`,
    ...insights.map((i) => `- ${i}\n`),
    recs.length ? '\nWhat to change:\n' : '',
    ...recs.map((r) => `- **${r.title}**: ${r.detail}\n`),
  ].filter(Boolean);
}

function performanceTool(tool: PerformanceToolId): AgentTool {
  const info = PERFORMANCE_TOOL_INFO[tool];
  const schema = SCHEMAS[tool] as z.ZodType;
  return {
    id: tool,
    label: info.label,
    description: info.description,
    outputType: PERFORMANCE_OUTPUT_TYPES[tool],
    schema,
    title: (ctx) => title(tool, ctx),
    loadFacts: loadPerformanceFacts,
    validateMessage: (message) => parsePerformanceBrief(message).error,
    buildPrompt: (ctx) => buildPerformancePrompt(tool, ctx, asFacts(ctx.facts)),
    offline: (ctx) => {
      const facts = asFacts(ctx.facts);
      return schema.parse({ ...offlineNarrative(tool, ctx, facts), ...figuresFor(tool, facts) });
    },
    finalize: (ctx, content) => {
      const facts = asFacts(ctx.facts);
      const computed = offlineNarrative(tool, ctx, facts);
      const model = content as Record<string, unknown>;
      return {
        ...model,
        ...figuresFor(tool, facts),
        summary: computed.summary,
        sources: computed.sources,
        // The model's advice on a campaign gives way to its one decision (decision 069).
        recommendations:
          Array.isArray(model.recommendations) && model.recommendations.length
            ? withDecisions(
                model.recommendations as { title: string; detail: string }[],
                [...campaignDecisions(facts, ctx.currency).values()],
                (r) => `${r.title} ${r.detail}`,
                (d) => describeDecision(d, ctx.currency),
              ).slice(0, 5)
            : computed.recommendations,
      };
    },
    quotesDocuments: false,
    verifyFigures: (facts, content) => diffFigures(figuresFor(tool, asFacts(facts)), content),
    narrate: (ctx, content) => narrate(ctx, content as Record<string, unknown>),
  };
}

export const performanceIntelligenceAgent: AgentDefinition = {
  agentType: 'performance-intelligence',
  persona:
    'You are the Performance Intelligence Agent of Stratagent: a performance marketer who reads the campaigns’ daily results (CTR, conversion rate, CPA, ROAS, pacing) and says what to change, using only the figures computed from the data.',
  tools: PERFORMANCE_TOOL_IDS.map(performanceTool),
};
