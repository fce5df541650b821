import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefreshOutputResult } from '@/shared/output-sources';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const refreshOutput = (outputId: string) =>
  api<RefreshOutputResult['data']>(`/outputs/${encodeURIComponent(outputId)}/refresh`, {
    method: 'POST',
    body: {},
  });

/** Makes the output again from the same inputs; the new output is a new page. */
export function useRefreshOutput(outputId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshOutput(outputId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.outputs.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
