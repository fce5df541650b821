/** The Campaign Planning agent's prompt: the campaign's window and budget, then every fact we hold. */
import { describeContext } from '../engine/describe-context';
import type { AgentContext, PromptParts } from '../engine/types';
import { planningFacts } from './facts';
import { channelSplit } from './offline';

export function buildCampaignPlanPrompt(ctx: AgentContext): PromptParts {
  const facts = planningFacts(ctx.facts);
  const lines = [
    `Plan the campaign "${facts.campaignName}" from ${facts.startsOn} to ${facts.endsOn}: "starts_on" is ${facts.startsOn}, "ends_on" is ${facts.endsOn}, "campaign_name" is "${facts.campaignName}".`,
    facts.budget === null
      ? '"budget" is null: the campaign has no budget; budget shares say how to split one.'
      : `"budget" is ${facts.budget} (whole units of ${ctx.currency}, the campaign's budget).`,
    'Write 3 or 4 phases in order, each with its dates inside the campaign and 2-6 tasks.',
    'Each task: a concrete title, a description that names the audience or channel, "channel" (one of the campaign channels, or null for work on no channel), "owner_role" (a role such as "Email marketer"), "due_date" inside its phase, and "budget_share" (percent of the budget; all tasks together sum to 100; tasks that spend nothing have 0).',
    'KPIs come from the campaign success metrics when it has them.',
  ];
  if (facts.successMetrics.length)
    lines.push(`Campaign success metrics: ${facts.successMetrics.join('; ')}.`);
  if (facts.personas.length)
    lines.push(
      `Personas (write messaging tasks for them): ${facts.personas.map((p) => `${p.name}${p.role ? ` (${p.role})` : ''}`).join('; ')}.`,
    );
  const split = channelSplit(ctx, facts);
  if (split.shares.length)
    lines.push(
      `The budget split per channel, computed from the campaign's channels, goals and budget: ${split.shares.map((c) => `${c.channel} ${c.share}%`).join(', ')}. ${split.note} Each channel's tasks together take its share; say so in a recommendation.`,
    );
  if (facts.strategy)
    lines.push(`The strategy "${facts.strategy.title}": ${facts.strategy.summary ?? ''}`);
  return {
    system: [
      'You are the Campaign Planning Agent of Stratagent, a senior campaign manager.',
      'Turn the campaign below into an executable plan as JSON matching the schema: phases with dates and tasks with owners, due dates and budget shares.',
      'Be specific: name the company, the campaign, its audience, its channels and its goal.',
      'Never write placeholders such as [Company] or TBD; where you must assume, say so in "assumptions".',
      'In "sources" list the business context, the campaign, personas and earlier outputs by id and title, and the knowledge base.',
      'Recommendations: 3-5, each with a title, a concrete detail and a priority (low, medium, high).',
    ].join('\n'),
    prompt: [...lines, '', describeContext(ctx)].join('\n'),
  };
}
