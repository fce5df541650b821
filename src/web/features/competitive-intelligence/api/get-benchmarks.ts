import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMPETITIVE_FRESHNESS, type BenchmarkComparison } from '@/shared/competitive-intelligence';
import { api } from '@/web/lib/api-client';
import { competitiveKeys } from './keys';

export const getBenchmarks = () => api<BenchmarkComparison>('/competitive-intelligence/benchmarks');

export const benchmarksQueryOptions = () =>
  queryOptions({
    queryKey: competitiveKeys.benchmarks(),
    queryFn: getBenchmarks,
    staleTime: COMPETITIVE_FRESHNESS.benchmarks,
  });

export const useBenchmarks = (enabled = true) => useQuery({ ...benchmarksQueryOptions(), enabled });
