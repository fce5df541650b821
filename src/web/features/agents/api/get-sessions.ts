import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentSession, ListSessionsQuery } from '@/shared/agent-runs';
import { apiList } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const SESSIONS_PAGE_SIZE = 20;

export function getSessions(query: ListSessionsQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  return apiList<AgentSession>(`/agent-sessions?${params}`);
}

export const sessionsQueryOptions = (query: ListSessionsQuery) =>
  queryOptions({
    queryKey: queryKeys.agentSessions.list(query),
    queryFn: () => getSessions(query),
    placeholderData: keepPreviousData,
  });

export const useSessions = (query: ListSessionsQuery) => useQuery(sessionsQueryOptions(query));
