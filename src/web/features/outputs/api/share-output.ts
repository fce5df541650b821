import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareOutputResult } from '@/shared/agent-runs';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const shareOutput = (outputId: string, sessionId: string) =>
  api<ShareOutputResult>(`/outputs/${encodeURIComponent(outputId)}/share`, {
    method: 'POST',
    body: { session_id: sessionId },
  });

export function useShareOutput(outputId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => shareOutput(outputId, sessionId),
    onSuccess: (result) =>
      void queryClient.invalidateQueries({
        queryKey: queryKeys.agentSessions.detail(result.session_id),
      }),
  });
}
