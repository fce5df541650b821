import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const deleteOutput = (outputId: string) =>
  api<{ ok: true }>(`/outputs/${encodeURIComponent(outputId)}`, { method: 'DELETE' });

export function useDeleteOutput(outputId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteOutput(outputId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.outputs.detail(outputId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.outputs.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
