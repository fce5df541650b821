import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignMetrics } from '@/shared/campaign-metrics';
import { FRESHNESS } from '@/shared/dashboard';
import { api } from '@/web/lib/api-client';

export const getCampaignMetrics = (campaignId: string) =>
  api<CampaignMetrics>(`/campaigns/${encodeURIComponent(campaignId)}/metrics`);

export const campaignMetricsQueryKey = (campaignId: string) =>
  ['campaigns', 'metrics', campaignId] as const;

export const campaignMetricsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: campaignMetricsQueryKey(campaignId),
    queryFn: () => getCampaignMetrics(campaignId),
    staleTime: FRESHNESS.campaign,
  });

export const useCampaignMetrics = (campaignId: string) =>
  useQuery(campaignMetricsQueryOptions(campaignId));
