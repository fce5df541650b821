import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewriteEngine, RewriteOutputResult } from '@/shared/output-versions';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const rewriteOutput = (outputId: string, engine: RewriteEngine) =>
  api<RewriteOutputResult['data']>(`/outputs/${encodeURIComponent(outputId)}/rewrite`, {
    method: 'POST',
    body: { engine },
  });

/**
 * Writes the output again as its next version; the page shows the latest. Every output query
 * goes stale (the content library's items live under it: a draft's item follows its rewrite),
 * and so do the quick wins a rewrite replaces (decision 082).
 */
export function useRewriteOutput(outputId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (engine: RewriteEngine) => rewriteOutput(outputId, engine),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.outputs.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.quickWins.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
