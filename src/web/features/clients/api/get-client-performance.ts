import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientPerformance } from '@/shared/clients';
import { FRESHNESS } from '@/shared/dashboard';
import { api, searchParams } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type PerformancePeriod = { from: string; to: string };

/** get_client_performance: the client's metrics over a period (days inclusive). */
export const getClientPerformance = (clientId: string, period: PerformancePeriod) =>
  api<ClientPerformance>(
    `/clients/${encodeURIComponent(clientId)}/performance${searchParams(period)}`,
  );

export const clientPerformanceQueryOptions = (clientId: string, period: PerformancePeriod) =>
  queryOptions({
    queryKey: queryKeys.clients.performance(clientId, period),
    queryFn: () => getClientPerformance(clientId, period),
    staleTime: FRESHNESS.clientDashboard,
    retry: 1,
    placeholderData: keepPreviousData,
  });

export const useClientPerformance = (clientId: string, period: PerformancePeriod) =>
  useQuery(clientPerformanceQueryOptions(clientId, period));
