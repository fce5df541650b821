/**
 * Every agent the engine can run, with its tools. An agent of the catalogue that is not
 * registered here can still hold sessions and conversations; it has no tools yet.
 */
import type { AgentToolsEntry } from '@/shared/agent-runs';
import { campaignPlanningAgent } from './campaign-planning';
import { clientSuccessAgent } from './client-success';
import { contentAgent } from './content';
import { competitiveIntelligenceAgent } from './competitive-intelligence';
import { marketingStrategyAgent } from './marketing-strategy';
import { performanceIntelligenceAgent } from './performance-intelligence';
import { personaAgent } from './persona';
import { quickStartAgent } from './quick-start';
import { quickWinsAgent } from './quick-wins';
import { roiBudgetAgent } from './roi-budget';
import { strategyAgent } from './strategy';
import type { AgentDefinition, AgentTool } from './engine/types';

export const AGENT_REGISTRY: readonly AgentDefinition[] = [
  strategyAgent,
  personaAgent,
  marketingStrategyAgent,
  performanceIntelligenceAgent,
  quickStartAgent,
  quickWinsAgent,
  roiBudgetAgent,
  contentAgent,
  campaignPlanningAgent,
  competitiveIntelligenceAgent,
  clientSuccessAgent,
];

export const registeredAgent = (agentType: string) =>
  AGENT_REGISTRY.find((a) => a.agentType === agentType);

export const findTool = (agentType: string, toolId: string): AgentTool | undefined =>
  registeredAgent(agentType)?.tools.find((t) => t.id === toolId);

/** The tool that produced an output type, whichever agent it belongs to (for PATCH validation). */
export const toolForOutputType = (outputType: string): AgentTool | undefined =>
  AGENT_REGISTRY.flatMap((a) => a.tools).find((t) => t.outputType === outputType);

export function listAgentTools(): AgentToolsEntry[] {
  return AGENT_REGISTRY.map((a) => ({
    agent_type: a.agentType,
    tools: a.tools.map((t) => ({ id: t.id, label: t.label, description: t.description })),
  }));
}
