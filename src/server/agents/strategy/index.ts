/** The strategy agent: one tool per framework, each with its schema, prompt and offline draft. */
import {
  STRATEGY_FRAMEWORKS,
  STRATEGY_OUTPUT_SCHEMAS,
  type StrategyFrameworkId,
} from '@/shared/agent-runs';
import type { AgentContext, AgentDefinition, AgentTool } from '../engine/types';
import { OFFLINE_STRATEGY } from './offline';
import { buildStrategyPrompt } from './prompt';

function narrate(
  label: string,
  ctx: AgentContext,
  content: { summary: string; recommendations: { title: string }[] },
): string[] {
  const grounded = [
    `the business context of ${ctx.company}`,
    ctx.campaign ? `the “${ctx.campaign.name}” campaign` : null,
    ctx.documents.length
      ? `${ctx.documents.length} document${ctx.documents.length > 1 ? 's' : ''}`
      : null,
    ctx.outputs.length
      ? `${ctx.outputs.length} earlier output${ctx.outputs.length > 1 ? 's' : ''}`
      : null,
  ].filter(Boolean);
  return [
    `Reading ${grounded.join(', ')}. `,
    `Applying ${label} to ${ctx.industry} with the knowledge base. `,
    `\n\n${content.summary}\n\n`,
    'Key recommendations:\n',
    ...content.recommendations.map((r) => `- ${r.title}\n`),
    ctx.assumptions.length
      ? `\nAssumed because the context does not say: ${ctx.assumptions.join(' ')}\n`
      : '',
  ].filter(Boolean);
}

function frameworkTool(id: StrategyFrameworkId): AgentTool {
  const info = STRATEGY_FRAMEWORKS.find((f) => f.id === id)!;
  return {
    id,
    label: info.label,
    description: info.description,
    outputType: id,
    schema: STRATEGY_OUTPUT_SCHEMAS[id],
    title: (ctx) => `${info.label}: ${ctx.company}${ctx.campaign ? ` (${ctx.campaign.name})` : ''}`,
    buildPrompt: (ctx) => buildStrategyPrompt(id, ctx),
    offline: (ctx) => OFFLINE_STRATEGY[id](ctx),
    narrate: (ctx, content) =>
      narrate(
        info.label,
        ctx,
        content as { summary: string; recommendations: { title: string }[] },
      ),
  };
}

export const strategyAgent: AgentDefinition = {
  agentType: 'strategy',
  persona:
    'You are the Strategy Agent of Stratagent: a senior marketing strategist who applies 11 frameworks (SWOT, PESTEL, Porter, Ansoff, BCG, Blue Ocean, Value Proposition Canvas, Jobs to Be Done, STP, 7Ps, AARRR).',
  tools: STRATEGY_FRAMEWORKS.map((f) => frameworkTool(f.id)),
};
