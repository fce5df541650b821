/**
 * The Campaign Planning agent: one tool that turns a campaign into a plan of phases and tasks,
 * saved as a 'campaign_plan' output and, in the same transaction, as rows people work on; a
 * rewrite of the output brings those rows up to date (decision 082).
 */
import {
  CAMPAIGN_PLAN_OUTPUT_TYPE,
  CAMPAIGN_PLAN_TOOL,
  campaignPlanSchema,
  type CampaignPlanContent,
} from '@/shared/campaign-planning';
import { insertPlanRows } from '../../modules/campaign-planning/insert-plan';
import { rewritePlanRows } from '../../modules/campaign-planning/rewrite-plan-rows';
import type { AgentContext, AgentDefinition, AgentTool } from '../engine/types';
import { loadPlanningFacts, planningFacts, type PlanningFacts } from './facts';
import type { BudgetSplit } from '@/shared/campaign-planning-split';
import { channelSplit, offlineCampaignPlan, toPercentages } from './offline';
import { buildCampaignPlanPrompt } from './prompt';
import { formatMoneyUnits } from '@/shared/format';

const clamp = (day: string, from: string, to: string) => (day < from ? from : day > to ? to : day);

/**
 * Each channel's share of the budget is the computed split's (decision 069), shared among that
 * channel's tasks as the plan weighs them; null when the plan leaves a channel without a task.
 */
function sharesBySplit(
  tasks: CampaignPlanContent['phases'][number]['tasks'],
  split: BudgetSplit,
): number[] | null {
  if (split.shares.length === 0) return null;
  const key = (c: string | null) => c?.trim().toLowerCase() ?? '';
  const result = tasks.map(() => 0);
  for (const { channel, share } of split.shares) {
    const own = tasks.flatMap((t, i) => (key(t.channel) === key(channel) ? [i] : []));
    if (own.length === 0) {
      if (share > 0) return null;
      continue;
    }
    const weights = own.map((i) => tasks[i]!.budget_share);
    const parts = toPercentages(weights.some((w) => w > 0) ? weights : own.map(() => 1), share);
    own.forEach((i, k) => (result[i] = parts[k]!));
  }
  return result;
}

/**
 * The campaign's window and budget are ours; dates are kept inside them, shares sum to 100 and,
 * given the computed split, each channel gets the split's share.
 */
export function finalizeCampaignPlan(
  facts: PlanningFacts,
  content: CampaignPlanContent,
  split?: BudgetSplit,
): CampaignPlanContent {
  const tasks = content.phases.flatMap((p) => p.tasks);
  const anyShare = tasks.some((t) => t.budget_share > 0);
  const shares =
    (split && sharesBySplit(tasks, split)) ??
    toPercentages(tasks.map((t) => (anyShare ? t.budget_share : t.channel ? 1 : 0)));
  let index = 0;
  return {
    ...content,
    campaign_name: facts.campaignName,
    starts_on: facts.startsOn,
    ends_on: facts.endsOn,
    budget: facts.budget,
    phases: content.phases.map((phase) => {
      const starts = clamp(phase.starts_on, facts.startsOn, facts.endsOn);
      const ends = clamp(phase.ends_on < starts ? starts : phase.ends_on, starts, facts.endsOn);
      return {
        ...phase,
        starts_on: starts,
        ends_on: ends,
        tasks: phase.tasks.map((t) => ({
          ...t,
          due_date: clamp(t.due_date, starts, ends),
          budget_share: shares[index++]!,
        })),
      };
    }),
  };
}

/** Every figure of the plan that differs from the campaign's (empty when they all match). */
export function verifyCampaignPlan(facts: PlanningFacts, content: CampaignPlanContent): string[] {
  const problems: string[] = [];
  if (content.starts_on !== facts.startsOn)
    problems.push(`starts_on ${content.starts_on} ≠ ${facts.startsOn}`);
  if (content.ends_on !== facts.endsOn)
    problems.push(`ends_on ${content.ends_on} ≠ ${facts.endsOn}`);
  if (content.budget !== facts.budget) problems.push(`budget ${content.budget} ≠ ${facts.budget}`);
  const tasks = content.phases.flatMap((p) => p.tasks);
  const total = tasks.reduce((a, t) => a + t.budget_share, 0);
  if (Math.abs(total - 100) > 0.01) problems.push(`budget shares sum to ${total}, not 100`);
  for (const p of content.phases) {
    if (p.starts_on < facts.startsOn || p.ends_on > facts.endsOn)
      problems.push(`phase “${p.name}” runs outside the campaign`);
    for (const t of p.tasks)
      if (t.due_date < p.starts_on || t.due_date > p.ends_on)
        problems.push(`task “${t.title}” is due outside its phase`);
  }
  return problems;
}

function narrate(ctx: AgentContext, plan: CampaignPlanContent): string[] {
  const facts = planningFacts(ctx.facts);
  return [
    `Reading the “${facts.campaignName}” campaign of ${ctx.company}: ${facts.startsOn} to ${facts.endsOn}`,
    facts.budget === null ? '. ' : `, ${formatMoneyUnits(facts.budget, ctx.currency)}. `,
    facts.personas.length
      ? `Using the personas ${facts.personas.map((p) => p.name).join(', ')}. `
      : '',
    `${channelSplit(ctx, facts).note} `,
    `\n\n${plan.summary}\n\n`,
    ...plan.phases.map(
      (p) =>
        `- **${p.name}** (${p.starts_on} → ${p.ends_on}): ${p.tasks.length} task${p.tasks.length === 1 ? '' : 's'}. ${p.goal}\n`,
    ),
  ].filter(Boolean);
}

export const campaignPlanTool: AgentTool<typeof campaignPlanSchema> = {
  id: CAMPAIGN_PLAN_TOOL,
  label: 'Campaign plan',
  description:
    'Phases with dates and tasks with channel, owner, due date and budget share, from the campaign, personas and earlier plans.',
  outputType: CAMPAIGN_PLAN_OUTPUT_TYPE,
  schema: campaignPlanSchema,
  title: (ctx) =>
    `Campaign plan: ${planningFacts(ctx.facts)?.campaignName ?? ctx.campaign?.name ?? ctx.company}`,
  buildPrompt: buildCampaignPlanPrompt,
  offline: offlineCampaignPlan,
  narrate,
  loadFacts: loadPlanningFacts,
  finalize: (ctx, content) =>
    finalizeCampaignPlan(
      planningFacts(ctx.facts),
      content,
      channelSplit(ctx, planningFacts(ctx.facts)),
    ),
  verifyFigures: (facts, content) => verifyCampaignPlan(planningFacts(facts), content),
  onSaved: async (tx, saved) => {
    if (!saved.campaignId) return;
    await insertPlanRows(tx, {
      orgId: saved.orgId,
      userId: saved.userId,
      campaignId: saved.campaignId,
      outputId: saved.outputId,
      name: `${saved.content.campaign_name} plan`,
      content: saved.content,
    });
  },
  onRewritten: (tx, saved) =>
    rewritePlanRows(tx, { orgId: saved.orgId, outputId: saved.outputId, content: saved.content }),
};

export const campaignPlanningAgent: AgentDefinition = {
  agentType: 'campaign-planning',
  persona:
    'You are the Campaign Planning Agent of Stratagent: a senior campaign manager who turns a campaign into phases, dated tasks with owners and a budget split, and keeps the plan on track.',
  tools: [campaignPlanTool as unknown as AgentTool],
};
