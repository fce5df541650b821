import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutputSources } from '@/shared/output-sources';
import { apiEnvelope } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getOutputSources = (outputId: string) =>
  apiEnvelope<OutputSources>(`/outputs/${encodeURIComponent(outputId)}/sources`);

export const outputSourcesQueryOptions = (outputId: string) =>
  queryOptions({
    queryKey: queryKeys.outputs.sources(outputId),
    queryFn: () => getOutputSources(outputId),
    // Sources change on other pages (a context edited, a document deleted): read afresh on
    // every visit rather than trusting a cached "unchanged".
    staleTime: 0,
  });

export const useOutputSources = (outputId: string) => useQuery(outputSourcesQueryOptions(outputId));
