import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentOutput, UpdateOutputInput } from '@/shared/agent-runs';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const updateOutput = (outputId: string, input: UpdateOutputInput) =>
  api<AgentOutput>(`/outputs/${encodeURIComponent(outputId)}`, { method: 'PATCH', body: input });

export function useUpdateOutput(outputId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOutputInput) => updateOutput(outputId, input),
    onSuccess: (output) => {
      queryClient.setQueryData(queryKeys.outputs.detail(outputId), output);
      // An edit of the title, summary or content is a version of its own.
      void queryClient.invalidateQueries({ queryKey: queryKeys.outputs.versions(outputId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.outputs.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
