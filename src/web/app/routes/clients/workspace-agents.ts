import type { AgentType } from '@/shared/agents';

/** The agents a client workspace hosts (seed 001 §2), in the catalogue's order. */
export const WORKSPACE_AGENTS: readonly AgentType[] = [
  'strategy',
  'persona',
  'marketing_strategy',
  'content',
  'campaign-planning',
  'competitive-intelligence',
  'client-success',
  'performance-intelligence',
];
