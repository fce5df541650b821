import { agentAccess, agentsForOrganization, type AgentAccess } from '@/shared/agent-features';
import { computeUnlocks } from '@/shared/unlocks';
import { isPortalUser, roleAllows } from '@/shared/permissions';
import { useMe } from '@/web/lib/me';
import { useUnlocks } from '@/web/features/dashboard/api/get-dashboard-metrics';

export type ShellAgents = { agents: AgentAccess[]; isAgency: boolean; whiteLabelUnlocked: boolean };

/**
 * The agents this organization sees, each with its unlock state (seed 000 §4). Until the
 * metrics arrive (or when they cannot be read) the counts are taken as zero, so a feature
 * is shown locked rather than offered and then refused. A role that only reads is not
 * offered Quick Start, which only creates (every other agent has pages to read).
 */
export function useAgentAccess(): ShellAgents {
  const me = useMe();
  // Only a role known to be read-only loses Quick Start, so the Ctrl+1..9 order never shifts
  // while the session loads.
  const readOnly = me.data ? !roleAllows(me.data.roles, 'content:write') : false;
  const organization = me.data?.organization ?? null;
  const isAgency = organization?.type.toUpperCase() === 'AGENCY';
  // A client's portal user may not read the workspace's figures (decision 059), and the shell
  // shows them no agents: it does not ask on their behalf, so no page of theirs meets a 403.
  const loaded = useUnlocks(Boolean(organization) && !isPortalUser(me.data?.roles ?? []));
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
    agents: agentsForOrganization(organization?.type)
      .filter((agent) => !readOnly || agent.id !== 'quick_start')
      .map((agent) => agentAccess(agent, unlocks)),
    isAgency,
    whiteLabelUnlocked: isAgency && unlocks.white_label.unlocked,
  };
}
