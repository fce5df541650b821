import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentSession, CreateSessionInput } from '@/shared/agent-runs';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const createSession = (input: CreateSessionInput) =>
  api<AgentSession>('/agent-sessions', { method: 'POST', body: input });

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.agentSessions.all }),
  });
}
