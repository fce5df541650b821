import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRESHNESS } from '@/shared/dashboard';
import type { RecentCampaign } from '@/shared/dashboard-lists';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The latest 15 campaigns with their client's name (seed 000 §7.4). */
export const getRecentCampaigns = () => api<RecentCampaign[]>('/dashboard/recent-campaigns');

export const recentCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.recentCampaigns,
    queryFn: getRecentCampaigns,
    staleTime: FRESHNESS.dashboardLists,
  });

export const useRecentCampaigns = (enabled = true) =>
  useQuery({ ...recentCampaignsQueryOptions(), enabled });
