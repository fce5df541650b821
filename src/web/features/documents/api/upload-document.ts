import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/documents';
import { apiUpload } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type UploadDocumentInput = {
  file: File;
  title?: string | undefined;
  campaignId?: string | undefined;
  clientId?: string | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
};

/** Uploads a file (with its optional title, campaign and client), reporting progress. */
export function uploadDocument(input: UploadDocumentInput): Promise<DocumentSummary> {
  const form = new FormData();
  form.set('file', input.file);
  if (input.title?.trim()) form.set('title', input.title.trim());
  if (input.campaignId) form.set('campaign_id', input.campaignId);
  if (input.clientId) form.set('client_id', input.clientId);
  return apiUpload<DocumentSummary>('/documents', form, input.onProgress);
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: async () => {
      // Documents unlock the Content agent and feed the dashboard counts.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
