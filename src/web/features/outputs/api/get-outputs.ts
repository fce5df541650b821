import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ListOutputsQuery, OutputList } from '@/shared/agent-runs';
import { apiEnvelope } from '@/web/lib/api-client';
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

/** The query of one page: by offset (`page`) or after a cursor (decision 036). */
export function outputsSearchParams(filters: OutputFilters, cursor?: string | null) {
  const limit = filters.limit ?? OUTPUTS_PAGE_SIZE;
  const query: ListOutputsQuery = {
    q: filters.q?.trim() || undefined,
    agent_type: filters.agent_type || undefined,
    output_type: filters.output_type || undefined,
    campaign_id: filters.campaign_id || undefined,
    client_id: filters.client_id || undefined,
    saved: filters.saved === undefined ? undefined : filters.saved ? 'true' : 'false',
    limit,
    offset: cursor ? undefined : (Math.max(1, filters.page ?? 1) - 1) * limit,
    cursor: cursor ?? undefined,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  return params;
}

/** One page of the organization's outputs, latest first, filtered: `total` and the next cursor. */
export async function getOutputs(
  filters: OutputFilters,
  cursor?: string | null,
): Promise<OutputList> {
  const body = await apiEnvelope<Partial<OutputList>>(
    `/outputs?${outputsSearchParams(filters, cursor)}`,
  );
  const data = body.data ?? [];
  const total = body.meta?.total ?? body.total ?? null;
  return {
    data,
    total,
    meta: body.meta ?? { limit: data.length, offset: 0, total, next_cursor: null },
  };
}

export const outputsQueryOptions = (filters: OutputFilters) =>
  queryOptions({
    queryKey: queryKeys.outputs.list(filters),
    queryFn: () => getOutputs(filters),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useOutputs = (filters: OutputFilters, enabled = true) =>
  useQuery({ ...outputsQueryOptions(filters), enabled });

/** Every page loaded so far, each following the previous one's meta.next_cursor ("Load more"). */
export const outputPagesQueryOptions = (filters: Omit<OutputFilters, 'page'>) =>
  infiniteQueryOptions({
    queryKey: queryKeys.outputs.list({ ...filters, pages: true }),
    queryFn: ({ pageParam }) => getOutputs(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.next_cursor,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useOutputPages = (filters: Omit<OutputFilters, 'page'>) =>
  useInfiniteQuery(outputPagesQueryOptions(filters));
