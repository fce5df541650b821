import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentOutput, UpdateOutputInput } from '@/shared/agent-runs';
import { api } from '@/web/lib/api-client';
import { outputQueryKey } from './get-output';

export const updateOutput = (outputId: string, input: UpdateOutputInput) =>
  api<AgentOutput>(`/outputs/${encodeURIComponent(outputId)}`, { method: 'PATCH', body: input });

export function useUpdateOutput(outputId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOutputInput) => updateOutput(outputId, input),
    onSuccess: (output) => {
      queryClient.setQueryData(outputQueryKey(outputId), output);
      void queryClient.invalidateQueries({ queryKey: ['outputs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
