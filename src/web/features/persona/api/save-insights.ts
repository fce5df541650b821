import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentOutput } from '@/shared/agent-runs';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const saveInsights = (sessionId: string) =>
  api<AgentOutput>(`/agent-sessions/${encodeURIComponent(sessionId)}/interview-insights`, {
    method: 'POST',
    body: {},
  });

/** Turns the interview's transcript into an insights output. */
export function useSaveInsights(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveInsights(sessionId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.agentSessions.detail(sessionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.outputs.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
