import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutputVersionList } from '@/shared/output-versions';
import { apiEnvelope } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getOutputVersions = (outputId: string) =>
  apiEnvelope<OutputVersionList>(`/outputs/${encodeURIComponent(outputId)}/versions`);

export const outputVersionsQueryOptions = (outputId: string) =>
  queryOptions({
    queryKey: queryKeys.outputs.versions(outputId),
    queryFn: () => getOutputVersions(outputId),
    // Whether a model is configured changes in Settings: read afresh on every visit.
    staleTime: 0,
  });

export const useOutputVersions = (outputId: string) =>
  useQuery(outputVersionsQueryOptions(outputId));
