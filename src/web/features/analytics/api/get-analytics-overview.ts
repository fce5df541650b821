import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsOverview } from '@/shared/analytics';
import { FRESHNESS } from '@/shared/dashboard';
import type { PeriodSelection } from '@/shared/performance-intelligence';
import { api, ApiError, searchParams } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { analyticsQuery, type AnalyticsScopeParam } from '../lib/paths';

/** 400 (a malformed id), 403 (locked, or not for this organization) and 404 are answers, not glitches. */
export const isFinalError = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);
export const isLockedError = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.message.startsWith('This feature');
export const isNotFoundError = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const getAnalyticsOverview = (scope: AnalyticsScopeParam, selection: PeriodSelection) =>
  api<AnalyticsOverview>(`/analytics/overview${searchParams(analyticsQuery(scope, selection))}`);

export const analyticsOverviewQueryOptions = (
  scope: AnalyticsScopeParam,
  selection: PeriodSelection,
) =>
  queryOptions({
    queryKey: queryKeys.analytics.overview(scope, selection),
    queryFn: () => getAnalyticsOverview(scope, selection),
    // Figures move when metrics arrive: the dashboard metrics' freshness.
    staleTime: FRESHNESS.dashboardMetrics,
    retry: (failures, error) => !isFinalError(error) && failures < 1,
  });

/**
 * The pages hand the result to a gate that first waits for the unlock check: every change
 * re-renders them, not only those of the properties read so far (TanStack's tracked props),
 * or an error arriving before the gate opens would leave it showing the loading state.
 */
export const useAnalyticsOverview = (scope: AnalyticsScopeParam, selection: PeriodSelection) =>
  useQuery({ ...analyticsOverviewQueryOptions(scope, selection), notifyOnChangeProps: 'all' });
