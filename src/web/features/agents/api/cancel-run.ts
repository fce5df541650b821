import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentRun } from '@/shared/agent-runs';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const cancelRun = ({ sessionId, runId }: { sessionId: string; runId: string }) =>
  api<AgentRun>(
    `/agent-sessions/${encodeURIComponent(sessionId)}/runs/${encodeURIComponent(runId)}/cancel`,
    {
      method: 'POST',
      body: {},
    },
  );

export function useCancelRun(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => cancelRun({ sessionId, runId }),
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.agentSessions.detail(sessionId) }),
  });
}
