import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRESHNESS, unlockMetricsOf, type DashboardMetrics } from '@/shared/dashboard';
import { computeUnlocks, type UnlockState } from '@/shared/unlocks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getDashboardMetrics = () => api<DashboardMetrics>('/dashboard/metrics');

export const dashboardMetricsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.metrics,
    queryFn: getDashboardMetrics,
    staleTime: FRESHNESS.dashboardMetrics,
  });

export const useDashboardMetrics = (enabled = true) =>
  useQuery({ ...dashboardMetricsQueryOptions(), enabled });

/** Feature unlocks (seed 000 §4) from the organization's counts in the dashboard metrics. */
export const unlocksOf = (metrics: DashboardMetrics): UnlockState =>
  computeUnlocks(unlockMetricsOf(metrics));

/** Feature unlocks computed from the metrics; undefined while they load. */
export function useUnlocks(enabled = true): UnlockState | undefined {
  const metrics = useDashboardMetrics(enabled);
  return metrics.data ? unlocksOf(metrics.data) : undefined;
}
