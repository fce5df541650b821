import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRESHNESS, type Recommendation } from '@/shared/dashboard';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Recommendations computed on the server from the organization's state, high priority first. */
export const getRecommendations = () => api<Recommendation[]>('/dashboard/recommendations');

export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.recommendations,
    queryFn: getRecommendations,
    staleTime: FRESHNESS.dashboardLists,
  });

export const useRecommendations = (enabled = true) =>
  useQuery({ ...recommendationsQueryOptions(), enabled });
