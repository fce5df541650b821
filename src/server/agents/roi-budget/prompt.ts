/** The ROI & Budget agent's prompt: the computed figures first, then the organization's context. */
import { ROI_TOOL_INFO, type RoiTool } from '@/shared/roi-budget';
import { formatMoney } from '@/shared/format';
import { describeContext } from '../engine/describe-context';
import type { AgentContext, PromptParts } from '../engine/types';

export function buildRoiPrompt(tool: RoiTool, ctx: AgentContext): PromptParts {
  const info = ROI_TOOL_INFO[tool];
  const facts = ctx.facts as { figures: unknown } | undefined;
  return {
    system: [
      'You are the ROI & Budget Agent of Stratagent: a performance marketer who turns spend, revenue and budgets into decisions.',
      `Run the ${info.label} for the organization below and answer as JSON matching the schema.`,
      'The figures were computed in code from the organization\'s own daily metrics and budgets. Copy "figures" exactly as given; never change, round or invent a number.',
      `Write "summary" (2-3 sentences), "insights" (3-6) and "recommendations" (2-5) around those figures: name the campaigns and quote their numbers as given (money in whole units of ${ctx.currency}, e.g. ${formatMoney(123400, ctx.currency)}).`,
      'In "assumptions" state the method and rules given in the figures and anything you had to assume.',
      '"figures.decisions" gives each campaign one decision (pause, slow, fix, scale, hold or measure), shared by every agent: never advise a campaign against it.',
      'Never write placeholders such as [Campaign] or TBD.',
    ].join('\n'),
    prompt: [
      `Figures (JSON, computed in code):`,
      JSON.stringify(facts?.figures ?? null),
      '',
      describeContext(ctx),
    ].join('\n'),
  };
}
