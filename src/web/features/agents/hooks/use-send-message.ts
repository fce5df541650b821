import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '@/web/lib/query-keys';
import { readRunMessage } from '../lib/run-message';
import { postUiStream } from '../lib/ui-stream';

/**
 * Asks the agent a follow-up question in a session. The answer streams in as `pending`;
 * when it ends, the stored conversation (the question and the answer) is re-read.
 */
export function useSendMessage(sessionId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ question: string; answer: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (content: string) => {
      const controller = new AbortController();
      abortRef.current = controller;
      setError(null);
      setPending({ question: content, answer: '' });
      try {
        const messages = await postUiStream(
          `/agent-sessions/${encodeURIComponent(sessionId)}/messages`,
          { content },
          { signal: controller.signal, onError: setError },
        );
        for await (const message of messages) {
          if (controller.signal.aborted) break;
          const answer = readRunMessage(message).narration;
          setPending((p) => (p ? { ...p, answer } : p));
        }
        await queryClient.invalidateQueries({
          queryKey: queryKeys.agentSessions.detail(sessionId),
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
        return true;
      } catch (e) {
        if (!controller.signal.aborted)
          setError(e instanceof Error ? e.message : 'The message could not be sent');
        return false;
      } finally {
        if (!controller.signal.aborted) setPending(null);
      }
    },
    [queryClient, sessionId],
  );

  return { send, pending, error, sending: pending !== null };
}
