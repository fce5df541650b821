import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const deleteDocument = (documentId: string) =>
  api<{ id: string }>(`/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE' });

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async (_data, documentId) => {
      queryClient.removeQueries({ queryKey: queryKeys.documents.detail(documentId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
