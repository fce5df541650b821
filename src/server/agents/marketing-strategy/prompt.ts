/** The Marketing Strategy agent's prompt: the mode, the brief, then every fact we hold. */
import { MARKETING_MODE_INFO, parsePlanBrief, type MarketingMode } from '@/shared/marketing-plan';
import { describeContext } from '../engine/describe-context';
import type { AgentContext, PromptParts } from '../engine/types';
import { formatMoneyUnits } from '@/shared/format';

export function buildMarketingPlanPrompt(mode: MarketingMode, ctx: AgentContext): PromptParts {
  const brief = parsePlanBrief(ctx.message);
  const rules = [
    `Set "mode" to "${mode}".`,
    brief.channels?.length
      ? `Use exactly these channels, in this order: ${brief.channels.join(', ')}.`
      : 'Choose 3-5 channels that fit the industry and the audience.',
    brief.monthlyBudget !== undefined
      ? `The monthly budget is ${formatMoneyUnits(brief.monthlyBudget, ctx.currency)}: "monthly_budget" is ${brief.monthlyBudget}.`
      : `Choose a realistic monthly budget in ${ctx.currency} and say so in "assumptions".`,
    brief.horizonMonths !== undefined
      ? `The horizon is ${brief.horizonMonths} months: "horizon_months" is ${brief.horizonMonths}.`
      : 'The horizon is 3 months (90 days).',
    brief.frameworks?.length
      ? `Apply these frameworks, one entry each in "frameworks_applied": ${brief.frameworks.join(', ')}.`
      : 'Apply STP in "frameworks_applied".',
    `Channel budget_share values are whole percentages summing to 100; monthly_amount values are whole units of ${ctx.currency} summing to monthly_budget.`,
    'The timeline has 3 phases covering the horizon; KPIs use the benchmark ranges of the knowledge base.',
  ];
  return {
    system: [
      'You are the Marketing Strategy Agent of Stratagent, a senior marketing strategist.',
      `Produce a ${MARKETING_MODE_INFO[mode].label.toLowerCase()} marketing plan for the organization below, as JSON matching the schema.`,
      'Be specific: name the company, its industry, its audience and its goal, and use the facts given.',
      'Never write placeholders such as [Company] or TBD; where you must assume, say so in "assumptions".',
      'In "sources" list the business context, the campaign, documents by id and title, earlier outputs and the knowledge base.',
      'Recommendations: 3-5, each with a title, a concrete detail and a priority (low, medium, high).',
    ].join('\n'),
    prompt: [...rules, '', describeContext(ctx)].join('\n'),
  };
}
