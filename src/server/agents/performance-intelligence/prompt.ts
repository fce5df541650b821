/** The Performance Intelligence prompt: the computed figures first, then the business context. */
import { PERFORMANCE_TOOL_INFO, type PerformanceToolId } from '@/shared/performance-intelligence';
import { formatMoney } from '@/shared/format';
import { describeContext } from '../engine/describe-context';
import type { AgentContext, PromptParts } from '../engine/types';
import { figuresFor, type PerformanceFacts } from './facts';
import { campaignDecisions } from './offline';

export function buildPerformancePrompt(
  tool: PerformanceToolId,
  ctx: AgentContext,
  facts: PerformanceFacts,
): PromptParts {
  const info = PERFORMANCE_TOOL_INFO[tool];
  const figures = figuresFor(tool, facts);
  return {
    system: [
      'You are the Performance Intelligence Agent of Stratagent: a performance marketer who reads campaign results and says what to change.',
      `Task: ${info.label}. ${info.description}`,
      'Answer as JSON matching the schema.',
      'The figures below were computed from the organization’s daily metrics. Copy every figure field (scope, period and the lists of figures) exactly as given; never change, round or invent a number.',
      `Money values ending in _cents are cents of ${ctx.currency}: write them in whole units in your text (${formatMoney(123400, ctx.currency)}). CTR and conversion rate are percentages; ROAS is a multiple.`,
      'In "insights" explain what the figures mean for this company, each insight naming the figure it rests on. In "recommendations" give 2-5 concrete actions (title, detail, priority low/medium/high) tied to named campaigns or channels.',
      'Each campaign has one decision below (pause, slow, fix, scale, hold or measure), shared by every agent: never advise a campaign against it.',
      'Never write placeholders such as [Company] or TBD; where you must assume, say so in "assumptions".',
    ].join('\n'),
    prompt: [
      'Computed figures (JSON):',
      JSON.stringify(figures),
      '',
      'Totals of the scope over the period (JSON):',
      JSON.stringify(facts.overview.totals),
      '',
      'Each campaign’s decision (JSON):',
      JSON.stringify([...campaignDecisions(facts, ctx.currency).values()]),
      '',
      describeContext(ctx),
    ].join('\n'),
  };
}
