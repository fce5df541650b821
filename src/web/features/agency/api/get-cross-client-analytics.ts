import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CrossClientAnalytics } from '@/shared/clients';
import { FRESHNESS } from '@/shared/dashboard';
import { api, searchParams } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type AnalyticsPeriod = { from: string; to: string };

/** get_cross_client_analytics: every client's metrics over a period and the agency's totals. */
export const getCrossClientAnalytics = (period: AnalyticsPeriod) =>
  api<CrossClientAnalytics>(`/clients/analytics${searchParams(period)}`);

// Seed 000 §9: cross-client analytics stay fresh for 10 minutes.
export const crossClientAnalyticsQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: queryKeys.clients.crossClientAnalytics(period),
    queryFn: () => getCrossClientAnalytics(period),
    staleTime: FRESHNESS.crossClientAnalytics,
    placeholderData: keepPreviousData,
  });

export const useCrossClientAnalytics = (period: AnalyticsPeriod) =>
  useQuery(crossClientAnalyticsQueryOptions(period));
