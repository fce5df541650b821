/** The Client Success prompt: the computed health first, then the agency's context. */
import { HEALTH_FORMULA } from '@/shared/client-health';
import { CLIENT_SUCCESS_TOOL_INFO, type ClientSuccessToolId } from '@/shared/client-success';
import { formatMoney } from '@/shared/format';
import { describeContext } from '../engine/describe-context';
import type { AgentContext, PromptParts } from '../engine/types';
import { figuresFor, type ClientSuccessFacts } from './facts';

export function buildClientSuccessPrompt(
  tool: ClientSuccessToolId,
  ctx: AgentContext,
  facts: ClientSuccessFacts,
): PromptParts {
  const info = CLIENT_SUCCESS_TOOL_INFO[tool];
  return {
    system: [
      'You are the Client Success Agent of Stratagent: an agency account director who reads each client’s health and says how to keep and grow the account.',
      `Task: ${info.label}. ${info.description}`,
      'Answer as JSON matching the schema.',
      'The client health below was computed from the agency’s campaigns, daily metrics, activity and approvals. Copy as_of, scope, formula, clients and recommendations exactly as given; never change, round or invent a number.',
      `How the score is computed: ${HEALTH_FORMULA.score} ${HEALTH_FORMULA.bands} ${HEALTH_FORMULA.churn}`,
      `Money values ending in _cents are cents of ${ctx.currency}: write them in whole units in your text (${formatMoney(123400, ctx.currency)}).`,
      'In "summary" write two sentences on where the portfolio stands and what to do first. In "insights" write 3-8 observations, each naming the client and the figure it rests on.',
      'Never write placeholders such as [Client] or TBD; where you must assume, say so in "assumptions".',
    ].join('\n'),
    prompt: [
      'Computed client health (JSON):',
      JSON.stringify(figuresFor(tool, facts)),
      '',
      describeContext(ctx),
    ].join('\n'),
  };
}
