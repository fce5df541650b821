import { AGENTS, type AgentType } from '@/shared/agents';

/** The agent's campaign-scoped page (seed 000 §2.1: /{agent}/campaign/{campaignId}). */
export function campaignAgentLink(agentType: AgentType, campaignId: string) {
  const agent = AGENTS.find((entry) => entry.id === agentType);
  if (!agent) throw new Error(`Unknown agent ${agentType}`);
  return {
    to: `${agent.path}/campaign/${campaignId}`,
    title: agent.name,
    description: `${agent.description} About ${agent.estimatedTime}.`,
  };
}
