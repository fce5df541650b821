import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentSession, CreateSessionInput } from '@/shared/agent-runs';
import { useActiveClient } from '@/web/lib/active-client';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const createSession = (input: CreateSessionInput) =>
  api<AgentSession>('/agent-sessions', { method: 'POST', body: input });

/** A new session is filed under the active client (workspace or `?client_id=`) unless told otherwise. */
export function useCreateSession() {
  const queryClient = useQueryClient();
  const { clientId } = useActiveClient();
  return useMutation({
    mutationFn: (input: CreateSessionInput) =>
      createSession(
        input.client_id !== undefined || !clientId ? input : { ...input, client_id: clientId },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.agentSessions.all }),
  });
}
