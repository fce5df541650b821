import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentOutput, AgentSession } from '@/shared/agent-runs';
import { INTERVIEW_MODE } from '@/shared/persona';
import { createSession } from '@/web/features/agents/api/create-session';
import { shareOutput } from '@/web/features/outputs/api/share-output';
import { queryKeys } from '@/web/lib/query-keys';
import { interviewTitle } from '../lib/paths';

/** A new interview: a persona session in interview mode with the persona shared into it. */
export async function startInterview(
  persona: AgentOutput,
  personaName: string,
): Promise<AgentSession> {
  const session = await createSession({
    agent_type: 'persona',
    mode: INTERVIEW_MODE,
    campaign_id: persona.campaign_id,
    title: interviewTitle(personaName),
  });
  await shareOutput(persona.id, session.id);
  return session;
}

export function useStartInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ persona, name }: { persona: AgentOutput; name: string }) =>
      startInterview(persona, name),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.agentSessions.lists }),
  });
}
