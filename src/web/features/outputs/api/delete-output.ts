import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { outputQueryKey } from './get-output';

export const deleteOutput = (outputId: string) =>
  api<{ ok: true }>(`/outputs/${encodeURIComponent(outputId)}`, { method: 'DELETE' });

export function useDeleteOutput(outputId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteOutput(outputId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: outputQueryKey(outputId) });
      void queryClient.invalidateQueries({ queryKey: ['outputs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
