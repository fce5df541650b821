import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '@/shared/campaigns';
import { FRESHNESS } from '@/shared/dashboard';
import { api, ApiError } from '@/web/lib/api-client';

export const getCampaign = (campaignId: string) =>
  api<Campaign>(`/campaigns/${encodeURIComponent(campaignId)}`);

// The shell's breadcrumbs and 'Campaign: {name}' badge read the same cache entry.
export const campaignQueryKey = (campaignId: string) => ['campaigns', campaignId] as const;

/** Another organization's campaign, a deleted one or a malformed id all read as "not found". */
export const isCampaignNotFound = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

export const campaignQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: campaignQueryKey(campaignId),
    queryFn: () => getCampaign(campaignId),
    staleTime: FRESHNESS.campaign,
    retry: (failures, error) => !isCampaignNotFound(error) && failures < 1,
  });

export const useCampaign = (campaignId: string) => useQuery(campaignQueryOptions(campaignId));
