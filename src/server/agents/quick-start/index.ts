/**
 * The Quick Start agent: one tool, 'pipeline', whose run chains the strategy agent's SWOT,
 * three personas of the persona agent and a quick marketing plan (see
 * modules/agent-sessions/execute-pipeline.ts). On its own (the registry's generic engine,
 * the eval script) it behaves like the quick marketing plan it ends with.
 */
import { MARKETING_MODE_INFO, formatPlanBrief } from '@/shared/marketing-plan';
import {
  QUICK_START_AGENT,
  QUICK_START_ANSWERS_REQUIRED,
  QUICK_START_TOOL,
  quickStartBrief,
} from '@/shared/quick-start';
import { parseQuickStartAnswers } from '@/shared/quick-start-schema';
import type { AgentContext, AgentDefinition, AgentTool } from '../engine/types';
import { marketingStrategyAgent } from '../marketing-strategy';

const quickPlan = marketingStrategyAgent.tools.find(
  (t) => t.id === MARKETING_MODE_INFO.quick.tool,
)!;

/** The context the marketing plan step reads: the answers as its brief. */
export function withQuickStartBrief(ctx: AgentContext): AgentContext {
  const answers = parseQuickStartAnswers(ctx.message);
  return answers ? { ...ctx, message: formatPlanBrief(quickStartBrief(answers)) } : ctx;
}

export const quickStartTool: AgentTool = {
  ...quickPlan,
  id: QUICK_START_TOOL,
  label: 'Quick Start',
  description: 'Five answers to a SWOT analysis, three personas and a marketing plan.',
  validateMessage: (message) =>
    parseQuickStartAnswers(message) ? null : QUICK_START_ANSWERS_REQUIRED,
  buildPrompt: (ctx) => quickPlan.buildPrompt(withQuickStartBrief(ctx)),
  offline: (ctx) => quickPlan.offline(withQuickStartBrief(ctx)),
  narrate: (ctx, content) => quickPlan.narrate(withQuickStartBrief(ctx), content),
};

export const quickStartAgent: AgentDefinition = {
  agentType: QUICK_START_AGENT,
  persona:
    'You are the Quick Start guide of Stratagent: from five answers you produce a strategy, three personas and a marketing plan in about five minutes.',
  tools: [quickStartTool],
};
