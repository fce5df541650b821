import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentTemplate, ContentToolId, CreateContentTemplateInput } from '@/shared/content';
import { api, searchParams } from '@/web/lib/api-client';
import { CONTENT_STALE_TIME, contentKeys } from './content-keys';

export const templatesQueryOptions = (tool?: ContentToolId) =>
  queryOptions({
    queryKey: contentKeys.templates(tool),
    queryFn: () => api<ContentTemplate[]>(`/content/templates${searchParams({ tool })}`),
    staleTime: CONTENT_STALE_TIME.templates,
  });

export const useContentTemplates = (tool?: ContentToolId) => useQuery(templatesQueryOptions(tool));

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateContentTemplateInput) =>
      api<ContentTemplate>('/content/templates', { method: 'POST', body: input }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'templates'] }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ ok: true }>(`/content/templates/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'templates'] }),
  });
}
