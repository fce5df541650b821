import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { VoiceChange } from '@/shared/brand-voice';
import type { ContentItem, ListContentQuery, UpdateContentItemInput } from '@/shared/content';
import { apiEnvelope, apiList, searchParams } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { CONTENT_STALE_TIME, contentKeys } from './content-keys';

export const contentItemsQueryOptions = (filters: ListContentQuery) =>
  queryOptions({
    queryKey: contentKeys.list(filters),
    queryFn: () => apiList<ContentItem>(`/content/items${searchParams(filters)}`),
    staleTime: CONTENT_STALE_TIME.items,
    placeholderData: keepPreviousData,
  });

export const useContentItems = (filters: ListContentQuery, enabled = true) =>
  useQuery({ ...contentItemsQueryOptions(filters), enabled });

export type UpdateContentItemResult = { data: ContentItem; learned: VoiceChange[] };

export function useUpdateContentItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateContentItemInput }) =>
      apiEnvelope<UpdateContentItemResult>(`/content/items/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: input,
      }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.items() });
      if (result.learned.length)
        void queryClient.invalidateQueries({ queryKey: contentKeys.brandVoices() });
      // The output's content changed too: its session and output pages read it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.agentSessions.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.outputs.all });
    },
  });
}
