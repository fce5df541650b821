import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentOutput, ListOutputsQuery, OutputList } from '@/shared/agent-runs';
import { apiList } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const OUTPUTS_PAGE_SIZE = 20;

export type OutputFilters = {
  q?: string | undefined;
  agent_type?: string | undefined;
  output_type?: string | undefined;
  campaign_id?: string | undefined;
  /** An agency client's outputs (the active client). */
  client_id?: string | undefined;
  saved?: boolean | undefined;
  page?: number | undefined;
  limit?: number | undefined;
};

export function outputsSearchParams(filters: OutputFilters) {
  const limit = filters.limit ?? OUTPUTS_PAGE_SIZE;
  const query: ListOutputsQuery = {
    q: filters.q?.trim() || undefined,
    agent_type: filters.agent_type || undefined,
    output_type: filters.output_type || undefined,
    campaign_id: filters.campaign_id || undefined,
    client_id: filters.client_id || undefined,
    saved: filters.saved === undefined ? undefined : filters.saved ? 'true' : 'false',
    limit,
    offset: (Math.max(1, filters.page ?? 1) - 1) * limit,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  return params;
}

/** The organization's outputs, latest first, filtered; keeps `total` for the pagination. */
export const getOutputs = (filters: OutputFilters): Promise<OutputList> =>
  apiList<AgentOutput>(`/outputs?${outputsSearchParams(filters)}`);

export const outputsQueryOptions = (filters: OutputFilters) =>
  queryOptions({
    queryKey: queryKeys.outputs.list(filters),
    queryFn: () => getOutputs(filters),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useOutputs = (filters: OutputFilters, enabled = true) =>
  useQuery({ ...outputsQueryOptions(filters), enabled });
