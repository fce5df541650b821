import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRESHNESS, type DashboardMetrics } from '@/shared/dashboard';
import { computeUnlocks, type UnlockState } from '@/shared/unlocks';
import { api } from '@/web/lib/api-client';

export const getDashboardMetrics = () => api<DashboardMetrics>('/dashboard/metrics');

export const dashboardMetricsQueryKey = ['dashboard', 'metrics'] as const;

export const dashboardMetricsQueryOptions = () =>
  queryOptions({ queryKey: dashboardMetricsQueryKey, queryFn: getDashboardMetrics, staleTime: FRESHNESS.dashboardMetrics });

export const useDashboardMetrics = (enabled = true) => useQuery({ ...dashboardMetricsQueryOptions(), enabled });

/** Feature unlocks (seed 000 §4) computed from the metrics; undefined while they load. */
export function useUnlocks(enabled = true): UnlockState | undefined {
  const metrics = useDashboardMetrics(enabled);
  if (!metrics.data) return undefined;
  return computeUnlocks({
    campaignCount: metrics.data.campaign_count,
    documentCount: metrics.data.document_count,
    aiInteractions: metrics.data.total_ai_interactions,
    clientCount: metrics.data.client_count,
    organizationType: metrics.data.organization_type,
  });
}
