import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { documentsQueryKey } from './get-documents';

export const deleteDocument = (documentId: string) =>
  api<{ id: string }>(`/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE' });

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async (_data, documentId) => {
      queryClient.removeQueries({ queryKey: ['documents', 'detail', documentId] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
