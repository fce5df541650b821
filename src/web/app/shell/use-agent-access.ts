import { agentAccess, agentsForOrganization, type AgentAccess } from '@/shared/agent-features';
import { computeUnlocks } from '@/shared/unlocks';
import { useMe } from '@/web/features/auth/api/get-me';
import { useUnlocks } from '@/web/features/dashboard/api/get-dashboard-metrics';

export type ShellAgents = { agents: AgentAccess[]; isAgency: boolean; whiteLabelUnlocked: boolean };

/**
 * The agents this organization sees, each with its unlock state (seed 000 §4). Until the
 * metrics arrive (or when they cannot be read) the counts are taken as zero, so a feature
 * is shown locked rather than offered and then refused.
 */
export function useAgentAccess(): ShellAgents {
  const me = useMe();
  const organization = me.data?.organization ?? null;
  const isAgency = organization?.type.toUpperCase() === 'AGENCY';
  const loaded = useUnlocks(Boolean(organization));
  const unlocks =
    loaded ??
    computeUnlocks({
      campaignCount: 0,
      documentCount: 0,
      aiInteractions: 0,
      clientCount: 0,
      organizationType: isAgency ? 'AGENCY' : 'SME',
    });
  return {
    agents: agentsForOrganization(organization?.type).map((agent) => agentAccess(agent, unlocks)),
    isAgency,
    whiteLabelUnlocked: isAgency && unlocks.white_label.unlocked,
  };
}
