import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/documents';
import { ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type UploadDocumentInput = {
  file: File;
  title?: string | undefined;
  campaignId?: string | undefined;
  clientId?: string | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
};

/** A multipart upload through XMLHttpRequest, which reports upload progress (fetch does not). */
export function uploadDocument(input: UploadDocumentInput): Promise<DocumentSummary> {
  const form = new FormData();
  form.set('file', input.file);
  if (input.title?.trim()) form.set('title', input.title.trim());
  if (input.campaignId) form.set('campaign_id', input.campaignId);
  if (input.clientId) form.set('client_id', input.clientId);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/documents');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          'network_error',
          'Cannot reach the server. Check your connection and try again.',
        ),
      );
    xhr.onload = () => {
      const payload = xhr.response as {
        data?: DocumentSummary;
        error?: { code: string; message: string; field?: string };
      } | null;
      if (xhr.status >= 200 && xhr.status < 300 && payload?.data) return resolve(payload.data);
      if (xhr.status === 401) window.location.assign('/login');
      reject(
        new ApiError(
          xhr.status,
          payload?.error?.code ?? 'http_error',
          payload?.error?.message ?? `Upload failed (${xhr.status})`,
          payload?.error?.field,
        ),
      );
    };
    xhr.send(form);
  });
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
