import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentsResponse } from '@/shared/agent-runs';
import { runTimeLabel } from '@/shared/agents';
import { apiEnvelope } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Every agent's tools and which engine answers (offline drafts or a configured model). */
export const getAgents = () => apiEnvelope<AgentsResponse>('/agents');

export const agentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.agents, queryFn: getAgents, staleTime: 10 * 60_000 });

export const useAgents = () => useQuery(agentsQueryOptions());

/** The engine the organization's runs use, once known: 'offline' or 'model'. */
export const useEngine = () => useAgents().data?.engine?.engine;

/**
 * The run time to show beside an agent or framework: the catalogue's estimate when a model
 * writes the runs (or while the engine is not known yet), "Seconds, offline" when the
 * offline engine does. Reads the same engine as the agent pages' badge.
 */
export function useRunTime(): (estimated: string) => string {
  const engine = useEngine();
  return (estimated) => runTimeLabel(estimated, engine);
}
