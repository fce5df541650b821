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

/** What the agents produced for the campaign: the read-only counterpart of the agent links. */
export function campaignOutputsLink(campaignId: string) {
  return {
    to: `/outputs/campaign/${campaignId}`,
    title: 'Saved outputs',
    description: 'Everything the agents produced for this campaign.',
  };
}
