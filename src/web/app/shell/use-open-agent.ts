import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AgentEntry } from '@/shared/agents';
import { openQuickStart } from '@/web/lib/app-events';

/**
 * Opening an agent: its page, except Quick Start, whose five questions come first in the
 * Quick Start modal (seed 000 §2.6), which then goes on to /quick-start with the answers.
 */
export function useOpenAgent() {
  const navigate = useNavigate();
  return useCallback(
    (agent: AgentEntry) => {
      if (agent.id === 'quick_start') openQuickStart();
      else void navigate(agent.path);
    },
    [navigate],
  );
}
