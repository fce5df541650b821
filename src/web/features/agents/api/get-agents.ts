import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentsResponse } from '@/shared/agent-runs';
import { ApiError } from '@/web/lib/api-client';

/** Every agent's tools and which engine answers (offline drafts or a configured model). */
export async function getAgents(): Promise<AgentsResponse> {
  const res = await fetch('/api/v1/agents', { credentials: 'same-origin' }).catch(() => {
    throw new ApiError(
      0,
      'network_error',
      'Cannot reach the server. Check your connection and try again.',
    );
  });
  const payload = (await res.json().catch(() => undefined)) as
    (AgentsResponse & { error?: { code: string; message: string } }) | undefined;
  if (!res.ok || !payload) {
    throw new ApiError(
      res.status,
      payload?.error?.code ?? 'http_error',
      payload?.error?.message ?? `Request failed (${res.status})`,
    );
  }
  return payload;
}

export const agentsQueryOptions = () =>
  queryOptions({ queryKey: ['agents'], queryFn: getAgents, staleTime: 10 * 60_000 });

export const useAgents = () => useQuery(agentsQueryOptions());
