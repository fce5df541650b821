import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  OutputStreamData,
  ProgressData,
  RunStreamData,
  StartRunInput,
} from '@/shared/agent-runs';
import { sessionQueryKey } from '../api/get-session';
import { postUiStream, type UiChunk } from '../lib/ui-stream';

export type RunStreamState = {
  phase: 'idle' | 'streaming' | 'finished' | 'failed';
  run: RunStreamData | null;
  /** The steps announced so far, in order. */
  steps: ProgressData[];
  narration: string;
  output: OutputStreamData | null;
  error: string | null;
};

const INITIAL: RunStreamState = {
  phase: 'idle',
  run: null,
  steps: [],
  narration: '',
  output: null,
  error: null,
};

/**
 * Streams a run of an agent session: POST …/runs (or …/runs/{id}/retry) and folds the UI
 * message stream into steps, narration, the saved output and an error. The session query
 * is refreshed when the stream ends so the stored run and output take over.
 */
export function useRunStream(
  sessionId: string,
  { onOutput }: { onOutput?: (output: OutputStreamData) => void } = {},
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RunStreamState>(INITIAL);
  const abortRef = useRef<AbortController | null>(null);
  const onOutputRef = useRef(onOutput);
  useEffect(() => {
    onOutputRef.current = onOutput;
  });

  // No abort on unmount: the run is durable on the server, and reading its stream to the end
  // keeps one start per run even when React mounts a component twice in development.
  const consume = useCallback(
    async (path: string, body: unknown) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setState({ ...INITIAL, phase: 'streaming' });
      const onChunk = (chunk: UiChunk) => {
        if (chunk.type === 'data-run')
          setState((s) => ({ ...s, run: (chunk as { data: RunStreamData }).data }));
        else if (chunk.type === 'data-progress') {
          const step = (chunk as { data: ProgressData }).data;
          setState((s) => ({
            ...s,
            steps: [...s.steps.filter((p) => p.step !== step.step), step].sort(
              (a, b) => a.step - b.step,
            ),
          }));
        } else if (chunk.type === 'text-delta') {
          const delta = (chunk as { delta: string }).delta;
          setState((s) => ({ ...s, narration: s.narration + delta }));
        } else if (chunk.type === 'data-output') {
          const output = (chunk as { data: OutputStreamData }).data;
          setState((s) => ({ ...s, output }));
          onOutputRef.current?.(output);
          void queryClient.invalidateQueries({ queryKey: ['outputs'] });
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        } else if (chunk.type === 'error') {
          setState((s) => ({
            ...s,
            phase: 'failed',
            error: (chunk as { errorText: string }).errorText,
          }));
        }
      };
      try {
        await postUiStream(path, body, onChunk, controller.signal);
        setState((s) => (s.phase === 'streaming' ? { ...s, phase: 'finished' } : s));
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((s) => ({
          ...s,
          phase: 'failed',
          error: error instanceof Error ? error.message : 'The run failed',
        }));
      } finally {
        if (!controller.signal.aborted) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId) });
          void queryClient.invalidateQueries({ queryKey: ['agent-sessions', 'list'] });
        }
      }
    },
    [queryClient, sessionId],
  );

  const session = `/agent-sessions/${encodeURIComponent(sessionId)}`;
  const start = useCallback(
    (input: StartRunInput) => consume(`${session}/runs`, input),
    [consume, session],
  );
  const retry = useCallback(
    (runId: string) => consume(`${session}/runs/${encodeURIComponent(runId)}/retry`, {}),
    [consume, session],
  );
  /** Stop reading (the server run is cancelled separately). */
  const detach = useCallback(() => {
    abortRef.current?.abort();
    setState((s) => ({ ...s, phase: 'idle' }));
  }, []);

  return { state, start, retry, detach };
}
