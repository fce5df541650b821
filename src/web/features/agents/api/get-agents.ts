import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentsResponse } from '@/shared/agent-runs';
import { apiEnvelope } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Every agent's tools and which engine answers (offline drafts or a configured model). */
export const getAgents = () => apiEnvelope<AgentsResponse>('/agents');

export const agentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.agents, queryFn: getAgents, staleTime: 10 * 60_000 });

export const useAgents = () => useQuery(agentsQueryOptions());
