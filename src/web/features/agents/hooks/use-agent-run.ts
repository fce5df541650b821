import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  ACTIVE_RUN_STATUSES,
  type AgentOutput,
  type OutputStreamData,
  type ProgressData,
  type RunStreamData,
  type StartRunInput,
} from '@/shared/agent-runs';
import type { RewriteEngine } from '@/shared/output-versions';
import { notifyProgress } from '@/web/lib/notify-progress';
import { queryKeys } from '@/web/lib/query-keys';
import { useCancelRun } from '../api/cancel-run';
import { useSession } from '../api/get-session';
import { readRunMessage } from '../lib/run-message';
import { postUiStream } from '../lib/ui-stream';

export type RunStreamState = {
  phase: 'idle' | 'streaming' | 'finished' | 'failed';
  run: RunStreamData | null;
  /** The steps announced so far, in order. */
  steps: ProgressData[];
  narration: string;
  /** The last output the run saved. */
  output: OutputStreamData | null;
  /** A model's structured answer as written so far (model runs, until the output is saved). */
  partial: Record<string, unknown> | null;
  error: string | null;
};

const INITIAL: RunStreamState = {
  phase: 'idle',
  run: null,
  steps: [],
  narration: '',
  output: null,
  partial: null,
  error: null,
};

/** How a streamed run ended for the page that read it; `detached` when it stopped reading. */
export type RunStreamEnd =
  { status: 'finished' } | { status: 'failed'; error: string } | { status: 'detached' };

/**
 * Streams a run of an agent session: POST …/runs (or …/runs/{id}/retry, or the rewrite of
 * one of its outputs, decision 082) and reads the UI message stream into steps, narration,
 * the saved output and an error. The session query is refreshed when the stream ends so the
 * stored run and output take over.
 */
export function useRunStream(sessionId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RunStreamState>(INITIAL);
  const abortRef = useRef<AbortController | null>(null);

  // No abort on unmount: the run is durable on the server, and reading its stream to the end
  // keeps one start per run even when React mounts a component twice in development.
  const consume = useCallback(
    async (path: string, body: unknown): Promise<RunStreamEnd> => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setState({ ...INITIAL, phase: 'streaming' });
      const failure = { error: null as string | null };
      const fail = (error: string) => {
        failure.error = error;
        setState((s) => ({ ...s, phase: 'failed', error }));
      };
      let saved = 0;
      try {
        const messages = await postUiStream(path, body, {
          signal: controller.signal,
          onError: fail,
        });
        for await (const message of messages) {
          if (controller.signal.aborted) break;
          const read = readRunMessage(message);
          for (let i = saved; i < read.outputs.length; i++) {
            notifyProgress('agent_used');
            notifyProgress('output_saved');
            void queryClient.invalidateQueries({ queryKey: queryKeys.outputs.all });
            void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
          }
          saved = read.outputs.length;
          setState((s) => ({
            ...s,
            run: read.run,
            steps: read.steps,
            narration: read.narration,
            output: read.outputs.at(-1) ?? null,
            partial: read.partial,
          }));
        }
        if (controller.signal.aborted) return { status: 'detached' };
        setState((s) => (s.phase === 'streaming' ? { ...s, phase: 'finished' } : s));
      } catch (error) {
        if (controller.signal.aborted) return { status: 'detached' };
        fail(error instanceof Error ? error.message : 'The run failed');
      } finally {
        if (!controller.signal.aborted) {
          void queryClient.invalidateQueries({
            queryKey: queryKeys.agentSessions.detail(sessionId),
          });
          void queryClient.invalidateQueries({ queryKey: queryKeys.agentSessions.lists });
        }
      }
      return failure.error === null
        ? { status: 'finished' }
        : { status: 'failed', error: failure.error };
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
  /** Writes one of the session's outputs again as its next version (decisions 075, 082). */
  const rewrite = useCallback(
    (outputId: string, engine: RewriteEngine) =>
      consume(`/outputs/${encodeURIComponent(outputId)}/rewrite`, { engine }),
    [consume],
  );
  /** Stop reading (the server run is cancelled separately). */
  const detach = useCallback(() => {
    abortRef.current?.abort();
    setState((s) => ({ ...s, phase: 'idle' }));
  }, []);

  return { state, start, retry, rewrite, detach };
}

export type RunStream = ReturnType<typeof useRunStream>;

/** Runs handed over by an agent's start page, started once per page load (a reload never restarts one). */
const startedSessions = new Set<string>();

/**
 * A pending start handed over in the location state (`{ [stateKey]: value }`) by the page that
 * created the session: `begin` runs once per session and page load, and the state is cleared
 * so a reload reads the stored session instead.
 */
function usePendingStart<T>(
  sessionId: string,
  stateKey: string,
  begin: (pending: T) => void,
): T | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = (location.state as Record<string, T | undefined> | null)?.[stateKey];
  const beginRef = useRef(begin);
  useEffect(() => {
    beginRef.current = begin;
  });
  useEffect(() => {
    if (!pending || startedSessions.has(sessionId)) return;
    startedSessions.add(sessionId);
    beginRef.current(pending);
    void navigate(location.pathname, { replace: true, state: null });
  }, [pending, sessionId, navigate, location.pathname]);
  return pending;
}

/**
 * The run state of one agent session: the stored session (polled while a run works without
 * this page streaming it), the streamed run, cancel and retry, and what the view derives from
 * them. A run handed over in the location state (`pendingRun` unless `pendingKey` says
 * otherwise) is started once, by `onPending` when the page drives it itself; `busy` keeps the
 * run showing as active while a page drives several runs in a row.
 */
export function useAgentRun<P = StartRunInput>(
  sessionId: string,
  {
    pendingKey = 'pendingRun',
    onPending,
    busy = false,
  }: {
    pendingKey?: string;
    onPending?: (pending: P, stream: RunStream) => void;
    busy?: boolean;
  } = {},
) {
  const stream = useRunStream(sessionId);
  const pendingRun = usePendingStart<P>(sessionId, pendingKey, (pending) =>
    // Without onPending the handed-over value is a run's input.
    onPending ? onPending(pending, stream) : void stream.start(pending as StartRunInput),
  );
  const streaming = stream.state.phase === 'streaming' || busy;
  const session = useSession(sessionId, { poll: !streaming });
  const cancelRun = useCancelRun(sessionId);

  const detail = session.data;
  const latestRun = detail?.runs[0];
  const savedOutput = stream.state.output;
  // Between the end of the stream and the refreshed session, keep showing the finished steps.
  const refreshing =
    !busy &&
    stream.state.phase === 'finished' &&
    Boolean(savedOutput) &&
    !detail?.outputs.some((o) => o.id === savedOutput?.output_id);
  const runActive =
    streaming ||
    refreshing ||
    Boolean(latestRun && ACTIVE_RUN_STATUSES.includes(latestRun.status) && !pendingRun);
  const failedRun =
    !streaming && latestRun && (latestRun.status === 'failed' || latestRun.status === 'cancelled')
      ? latestRun
      : null;
  const streamError = stream.state.phase === 'failed' ? stream.state.error : null;
  const runId = stream.state.run?.run_id ?? latestRun?.id;
  const outputs: AgentOutput[] = [...(detail?.outputs ?? [])].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );

  const cancel = async (
    messages = { done: 'Run cancelled', failed: 'The run could not be cancelled' },
  ) => {
    if (!runId) return;
    try {
      await cancelRun.mutateAsync(runId);
      stream.detach();
      toast.success(messages.done);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : messages.failed);
    }
  };

  return {
    pendingRun,
    session,
    stream,
    streaming,
    latestRun,
    refreshing,
    runActive,
    failedRun,
    streamError,
    runId,
    tool: stream.state.run?.tool ?? latestRun?.tool,
    engine: stream.state.run ?? latestRun ?? detail?.outputs[0],
    outputs,
    cancel,
    cancelling: cancelRun.isPending,
  };
}

export type AgentRunState = ReturnType<typeof useAgentRun>;
