/** The Marketing Strategy agent: one tool per mode, each saving a 'marketing_plan'. */
import {
  MARKETING_MODE_INFO,
  MARKETING_MODES,
  parsePlanBrief,
  type MarketingMode,
  type MarketingPlan,
} from '@/shared/marketing-plan';
import type { AgentContext, AgentDefinition, AgentTool } from '../engine/types';
import { offlineMarketingPlan } from './offline';
import { buildMarketingPlanPrompt } from './prompt';
import { marketingPlanSchema } from './schema';
import { formatMoneyUnits } from '@/shared/format';

function narrate(mode: MarketingMode, ctx: AgentContext, plan: MarketingPlan): string[] {
  const brief = parsePlanBrief(ctx.message);
  const given = [
    brief.objective && 'objective',
    brief.audience && 'audience',
    brief.monthlyBudget !== undefined && 'budget',
    brief.horizonMonths !== undefined && 'horizon',
    brief.channels?.length && 'channels',
    brief.frameworks?.length && 'frameworks',
  ].filter(Boolean);
  return [
    `Reading the business context of ${ctx.company}${ctx.campaign ? ` and the “${ctx.campaign.name}” campaign` : ''}. `,
    given.length ? `Using your ${given.join(', ')}. ` : '',
    `Building a ${MARKETING_MODE_INFO[mode].label.toLowerCase()} plan for ${ctx.industry} with the knowledge base. `,
    `\n\n${plan.summary}\n\n`,
    'Channel mix:\n',
    ...plan.channels.map(
      (c) =>
        `- ${c.channel}: ${c.budget_share}% (${formatMoneyUnits(c.monthly_amount, ctx.currency)} a month)\n`,
    ),
    '\nNext steps:\n',
    ...plan.next_steps.map((s) => `- ${s}\n`),
    plan.assumptions.length ? `\nAssumed: ${plan.assumptions.join(' ')}\n` : '',
  ].filter(Boolean);
}

function modeTool(mode: MarketingMode): AgentTool<typeof marketingPlanSchema> {
  const info = MARKETING_MODE_INFO[mode];
  return {
    id: info.tool,
    label: `${info.label} marketing plan`,
    description: info.description,
    outputType: 'marketing_plan',
    schema: marketingPlanSchema,
    title: (ctx) =>
      `Marketing plan (${info.label.toLowerCase()}): ${ctx.company}${ctx.campaign ? ` (${ctx.campaign.name})` : ''}`,
    buildPrompt: (ctx) => buildMarketingPlanPrompt(mode, ctx),
    offline: (ctx) => offlineMarketingPlan(ctx, mode),
    narrate: (ctx, content) => narrate(mode, ctx, content),
  };
}

export const marketingStrategyAgent: AgentDefinition = {
  agentType: 'marketing_strategy',
  persona:
    'You are the Marketing Strategy Agent of Stratagent: a senior marketer who turns a business context into a channel mix, a budget split, messaging, a phased timeline and KPIs with industry benchmarks.',
  tools: MARKETING_MODES.map((m) => modeTool(m) as unknown as AgentTool),
};
