import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '@/shared/campaigns';
import { FRESHNESS } from '@/shared/dashboard';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getCampaign = (campaignId: string) =>
  api<Campaign>(`/campaigns/${encodeURIComponent(campaignId)}`);

/** Another organization's campaign, a deleted one or a malformed id all read as "not found". */
export const isCampaignNotFound = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

export const campaignQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: queryKeys.campaigns.detail(campaignId),
    queryFn: () => getCampaign(campaignId),
    staleTime: FRESHNESS.campaign,
    retry: (failures, error) => !isCampaignNotFound(error) && failures < 1,
  });

export const useCampaign = (campaignId: string) => useQuery(campaignQueryOptions(campaignId));
