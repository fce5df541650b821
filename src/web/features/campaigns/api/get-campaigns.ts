import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { CAMPAIGNS_PAGE_SIZE, type Campaign, type CampaignStatus } from '@/shared/campaigns';
import type { ListMeta } from '@/shared/pagination';
import { FRESHNESS } from '@/shared/dashboard';
import { apiEnvelope } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type CampaignListFilters = {
  status?: CampaignStatus | undefined;
  includeArchived?: boolean | undefined;
  clientId?: string | undefined;
  page?: number | undefined;
};

export type CampaignListPage = { data: Campaign[]; meta: ListMeta };

/**
 * The organization's campaigns, sorted by priority then newest by the server, with `meta`:
 * the total (on a page asked for without a cursor) and the cursor of the next page.
 */
export async function getCampaigns(
  filters: CampaignListFilters = {},
  cursor?: string | null,
): Promise<CampaignListPage> {
  const page = Math.max(1, filters.page ?? 1);
  const params = new URLSearchParams({
    include_archived: String(filters.includeArchived ?? false),
    limit: String(CAMPAIGNS_PAGE_SIZE),
  });
  if (cursor) params.set('cursor', cursor);
  else params.set('offset', String((page - 1) * CAMPAIGNS_PAGE_SIZE));
  if (filters.status) params.set('status', filters.status);
  if (filters.clientId) params.set('client_id', filters.clientId);

  const body = await apiEnvelope<Partial<CampaignListPage>>(`/campaigns?${params}`);
  const data = body.data ?? [];
  return {
    data,
    meta: body.meta ?? {
      limit: CAMPAIGNS_PAGE_SIZE,
      offset: 0,
      total: data.length,
      next_cursor: null,
    },
  };
}

export const campaignsQueryOptions = (filters: CampaignListFilters = {}) =>
  queryOptions({
    queryKey: queryKeys.campaigns.list(filters),
    queryFn: () => getCampaigns(filters),
    staleTime: FRESHNESS.campaignsList,
    placeholderData: keepPreviousData,
  });

export const useCampaigns = (filters: CampaignListFilters = {}) =>
  useQuery(campaignsQueryOptions(filters));

/** Every page loaded so far, each following the previous one's meta.next_cursor ("Load more"). */
export const campaignPagesQueryOptions = (filters: Omit<CampaignListFilters, 'page'> = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.campaigns.list({ ...filters, pages: true }),
    queryFn: ({ pageParam }) => getCampaigns(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.next_cursor,
    staleTime: FRESHNESS.campaignsList,
    placeholderData: keepPreviousData,
  });

export const useCampaignPages = (filters: Omit<CampaignListFilters, 'page'> = {}) =>
  useInfiniteQuery(campaignPagesQueryOptions(filters));
