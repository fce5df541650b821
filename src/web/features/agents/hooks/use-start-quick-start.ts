import { useNavigate } from 'react-router';
import type { StartRunInput } from '@/shared/agent-runs';
import type { QuickStartAnswers } from '@/shared/dashboard';
import { formatQuickStartAnswers, QUICK_START_AGENT, QUICK_START_TOOL } from '@/shared/quick-start';
import { useCreateSession } from '../api/create-session';
import { quickStartSessionPath } from '../lib/paths';

/**
 * Starts a Quick Start run from the five answers: a session, then its page, which streams the
 * run at once. The answers travel in the request and the router state, never in the address
 * (a business description does not belong in the history or a server's logs).
 */
export function useStartQuickStart() {
  const navigate = useNavigate();
  const createSession = useCreateSession();
  const start = async (answers: QuickStartAnswers) => {
    const session = await createSession.mutateAsync({
      agent_type: QUICK_START_AGENT,
      title: 'Quick Start',
      mode: 'quick',
    });
    const pendingRun: StartRunInput = {
      tool: QUICK_START_TOOL,
      message: formatQuickStartAnswers(answers),
    };
    await navigate(quickStartSessionPath(session.id), { state: { pendingRun } });
  };
  return { start, isPending: createSession.isPending, error: createSession.error };
}
