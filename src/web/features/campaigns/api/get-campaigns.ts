import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CAMPAIGNS_PAGE_SIZE, type Campaign, type CampaignStatus } from '@/shared/campaigns';
import { FRESHNESS } from '@/shared/dashboard';
import { apiEnvelope } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type CampaignListFilters = {
  status?: CampaignStatus | undefined;
  includeArchived?: boolean | undefined;
  clientId?: string | undefined;
  page?: number | undefined;
};

export type CampaignListPage = {
  data: Campaign[];
  meta: { limit: number; offset: number; total: number };
};

/**
 * The organization's campaigns, sorted by priority then newest by the server, with `meta`
 * (the total drives the pagination).
 */
export async function getCampaigns(filters: CampaignListFilters = {}): Promise<CampaignListPage> {
  const page = Math.max(1, filters.page ?? 1);
  const params = new URLSearchParams({
    include_archived: String(filters.includeArchived ?? false),
    limit: String(CAMPAIGNS_PAGE_SIZE),
    offset: String((page - 1) * CAMPAIGNS_PAGE_SIZE),
  });
  if (filters.status) params.set('status', filters.status);
  if (filters.clientId) params.set('client_id', filters.clientId);

  const body = await apiEnvelope<Partial<CampaignListPage>>(`/campaigns?${params}`);
  const data = body.data ?? [];
  return {
    data,
    meta: body.meta ?? { limit: CAMPAIGNS_PAGE_SIZE, offset: 0, total: data.length },
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
