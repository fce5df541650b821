import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionQueryKey } from '../api/get-session';
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
        await postUiStream(
          `/agent-sessions/${encodeURIComponent(sessionId)}/messages`,
          { content },
          (chunk) => {
            if (chunk.type === 'text-delta') {
              const delta = (chunk as { delta: string }).delta;
              setPending((p) => (p ? { ...p, answer: p.answer + delta } : p));
            } else if (chunk.type === 'error') setError((chunk as { errorText: string }).errorText);
          },
          controller.signal,
        );
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId) });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
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
