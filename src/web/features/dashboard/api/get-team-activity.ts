import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRESHNESS, PAGE_SIZES } from '@/shared/dashboard';
import type { TeamActivityItem } from '@/shared/dashboard-lists';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The team's latest actions (seed 000 §9: 5 to 10 items). */
export const getTeamActivity = (limit: number = PAGE_SIZES.activityMax) =>
  api<TeamActivityItem[]>(`/dashboard/activity?limit=${limit}`);

export const teamActivityQueryOptions = (limit: number = PAGE_SIZES.activityMax) =>
  queryOptions({
    queryKey: queryKeys.dashboard.activity(limit),
    queryFn: () => getTeamActivity(limit),
    staleTime: FRESHNESS.dashboardLists,
  });

export const useTeamActivity = (limit: number = PAGE_SIZES.activityMax, enabled = true) =>
  useQuery({ ...teamActivityQueryOptions(limit), enabled });
