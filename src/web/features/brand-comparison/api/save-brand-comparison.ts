import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentOutput } from '@/shared/agent-runs';
import type { SaveBrandComparisonInput } from '@/shared/brand-comparison';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const saveBrandComparison = (input: SaveBrandComparisonInput) =>
  api<AgentOutput>('/brand-comparison/outputs', { method: 'POST', body: input });

/** Saves the comparison as it stands as an output (listed under /outputs). */
export function useSaveBrandComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBrandComparison,
    onSuccess: (output) => {
      queryClient.setQueryData(queryKeys.outputs.detail(output.id), output);
      void queryClient.invalidateQueries({ queryKey: queryKeys.outputs.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
