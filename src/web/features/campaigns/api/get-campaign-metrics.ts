import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignMetrics } from '@/shared/campaign-metrics';
import { FRESHNESS } from '@/shared/dashboard';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getCampaignMetrics = (campaignId: string) =>
  api<CampaignMetrics>(`/campaigns/${encodeURIComponent(campaignId)}/metrics`);

export const campaignMetricsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: queryKeys.campaigns.metrics(campaignId),
    queryFn: () => getCampaignMetrics(campaignId),
    staleTime: FRESHNESS.campaign,
  });

export const useCampaignMetrics = (campaignId: string) =>
  useQuery(campaignMetricsQueryOptions(campaignId));
