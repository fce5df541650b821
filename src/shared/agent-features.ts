/**
 * Which unlockable feature (seed 000 §4) gates each agent of the catalogue, and which
 * agents an organization sees (seed 000 §2.3, §6). One place for the menu, the command
 * palette, the keyboard shortcuts and the agent pages.
 */
import { AGENTS, type AgentEntry, type AgentType } from './agents';
import type { OrganizationType } from './constants';
import type { Feature, UnlockState } from './unlocks';

/**
 * null = always available. Campaign planning is the seed's "execution" (its
 * /campaign-execution routes redirect to campaign planning); performance intelligence
 * reads campaign metrics, the seed's "analytics".
 */
export const AGENT_FEATURES: Record<AgentType, Feature | null> = {
  quick_start: null,
  strategy: 'strategy',
  persona: 'persona',
  marketing_strategy: null,
  content: 'content',
  'campaign-planning': 'execution',
  'performance-intelligence': 'analytics',
  'competitive-intelligence': 'competitive',
  'client-success': 'client_success',
  'roi-budget': 'roi_budget',
  'quick-wins': 'quick_wins',
};

/** The feature that gates an agent type's runs (the API refuses a locked one). */
export const agentFeature = (agentType: string): Feature | null =>
  (AGENT_FEATURES as Record<string, Feature | null | undefined>)[agentType] ?? null;

/** The agents an organization sees, in catalogue order (agency-only ones only for agencies). */
export function agentsForOrganization(type: OrganizationType | null | undefined): AgentEntry[] {
  const isAgency = type?.toUpperCase() === 'AGENCY';
  return AGENTS.filter((agent) => isAgency || !agent.agencyOnly);
}

export type AgentAccess = { agent: AgentEntry; unlocked: boolean; requirement: string | null };

/** Whether an agent is unlocked, and if not, what the user has to do first. */
export function agentAccess(agent: AgentEntry, unlocks: UnlockState): AgentAccess {
  const feature = AGENT_FEATURES[agent.id];
  if (!feature || unlocks[feature].unlocked) return { agent, unlocked: true, requirement: null };
  return { agent, unlocked: false, requirement: unlocks[feature].requirement };
}
