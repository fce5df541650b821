import { useQuery } from '@tanstack/react-query';
import { FRESHNESS, type RecentOutput } from '@/shared/dashboard';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The organization's latest agent outputs (seed 000 §7.4: latest first, limit 5 or 10). */
export const getRecentOutputs = (limit: 5 | 10 = 5) =>
  api<RecentOutput[]>(`/dashboard/recent-outputs?limit=${limit}`);

export const useRecentOutputs = (limit: 5 | 10 = 5, enabled = true) =>
  useQuery({
    queryKey: queryKeys.dashboard.recentOutputs(limit),
    queryFn: () => getRecentOutputs(limit),
    staleTime: FRESHNESS.dashboardLists,
    enabled,
  });
