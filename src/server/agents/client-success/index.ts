/**
 * The Client Success agent (agencies only): client health review, churn risk analysis,
 * retention plan and growth recommendations. Every score, reason and recommendation is
 * computed in `loadFacts` (loadClientHealth + src/shared/client-health.ts) and put back by
 * `finalize`; the model, when configured, writes the insights around them.
 */
import {
  CLIENT_SUCCESS_OUTPUT_TYPES,
  CLIENT_SUCCESS_TOOL_IDS,
  CLIENT_SUCCESS_TOOL_INFO,
  clientSuccessReportSchema,
  type ClientSuccessToolId,
} from '@/shared/client-success';
import { possessive } from '@/shared/client-health';
import { formatDay } from '@/shared/format';
import type { AgentContext, AgentDefinition, AgentTool } from '../engine/types';
import { diffFigures } from '../performance-intelligence/facts';
import { asFacts, figuresFor, loadClientSuccessFacts } from './facts';
import { offlineNarrative } from './offline';
import { buildClientSuccessPrompt } from './prompt';

type Report = ReturnType<typeof clientSuccessReportSchema.parse>;

function narrate(ctx: AgentContext, content: Report): string[] {
  const f = asFacts(ctx.facts);
  return [
    `Reading the campaigns, daily metrics, activity and approvals of ${f.scope.label === 'All clients' ? `${possessive(ctx.company)} clients` : f.scope.label}. `,
    'Scoring each client with the stated health formula. ',
    `\n\n${content.summary}\n\n`,
    ...content.insights.map((i) => `- ${i}\n`),
    content.recommendations.length ? '\nWhat to do:\n' : '',
    ...content.recommendations.map((r) => `- **${r.title}** (${r.client_name}): ${r.detail}\n`),
  ].filter(Boolean);
}

function clientSuccessTool(tool: ClientSuccessToolId): AgentTool<typeof clientSuccessReportSchema> {
  const info = CLIENT_SUCCESS_TOOL_INFO[tool];
  return {
    id: tool,
    label: info.label,
    description: info.description,
    outputType: CLIENT_SUCCESS_OUTPUT_TYPES[tool],
    schema: clientSuccessReportSchema,
    title: (ctx) => {
      const f = asFacts(ctx.facts);
      return `${info.label}: ${f.scope.label}, ${formatDay(f.as_of)}`;
    },
    loadFacts: loadClientSuccessFacts,
    buildPrompt: (ctx) => buildClientSuccessPrompt(tool, ctx, asFacts(ctx.facts)),
    offline: (ctx) => {
      const facts = asFacts(ctx.facts);
      return clientSuccessReportSchema.parse({
        ...offlineNarrative(tool, ctx, facts),
        ...figuresFor(tool, facts),
      });
    },
    finalize: (ctx, content) => {
      const facts = asFacts(ctx.facts);
      const computed = offlineNarrative(tool, ctx, facts);
      return {
        ...content,
        ...figuresFor(tool, facts),
        summary: computed.summary,
        insights: content.insights.length ? content.insights : computed.insights,
      };
    },
    verifyFigures: (facts, content) => diffFigures(figuresFor(tool, asFacts(facts)), content),
    narrate,
  };
}

export const clientSuccessAgent: AgentDefinition = {
  agentType: 'client-success',
  persona:
    'You are the Client Success Agent of Stratagent: an agency account director who reads each client’s health (results trend, campaigns, activity, approvals) and says how to keep and grow the account, using only the computed scores.',
  tools: CLIENT_SUCCESS_TOOL_IDS.map((t) => clientSuccessTool(t) as unknown as AgentTool),
};
