import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRESHNESS, type IntelligenceReadiness } from '@/shared/dashboard';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getReadiness = () => api<IntelligenceReadiness>('/dashboard/readiness');

// Readiness changes as soon as an agent saves an output: fresh for 30 s, kept 5 min (seed 000 §9).
export const readinessQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.readiness,
    queryFn: getReadiness,
    staleTime: FRESHNESS.readiness,
    gcTime: FRESHNESS.readinessGc,
  });

export const useReadiness = (enabled = true) => useQuery({ ...readinessQueryOptions(), enabled });
