import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutputVersion } from '@/shared/output-versions';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getOutputVersion = (outputId: string, version: number) =>
  api<OutputVersion>(`/outputs/${encodeURIComponent(outputId)}/versions/${version}`);

export const outputVersionQueryOptions = (outputId: string, version: number) =>
  queryOptions({
    queryKey: queryKeys.outputs.version(outputId, version),
    queryFn: () => getOutputVersion(outputId, version),
    // A version never changes once written.
    staleTime: Infinity,
  });

export const useOutputVersion = (outputId: string, version: number) =>
  useQuery(outputVersionQueryOptions(outputId, version));
