import { ExternalLink, RotateCcw, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AgentOutput, SessionDetail } from '@/shared/agent-runs';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { isSessionNotFound } from '../api/get-session';
import type { AgentRunState } from '../hooks/use-agent-run';
import { Conversation } from './conversation';
import { EngineBadge } from './engine-badge';
import { NotFoundState } from './not-found-state';
import { PartialOutput } from './partial-output';
import { RunProgress } from './run-progress';
import { RunStatusBadge } from './run-status-badge';

type NotFound = { title: string; backTo: string; backLabel: string };

/** The loading, error and not-found states of a session page; `children` once it is loaded. */
export function SessionGate({
  run,
  loadingLabel = 'Loading the session...',
  notFound,
  children,
}: {
  run: AgentRunState;
  loadingLabel?: string;
  notFound: NotFound;
  children: (detail: SessionDetail) => ReactNode;
}) {
  const { session } = run;
  if (session.isPending) return <LoadingState label={loadingLabel} />;
  if (session.isError) {
    if (isSessionNotFound(session.error)) {
      return (
        <NotFoundState {...notFound}>
          It may have been deleted, or the link may be mistyped.
        </NotFoundState>
      );
    }
    return <ErrorState message={session.error.message} onRetry={() => void session.refetch()} />;
  }
  return children(session.data);
}

export type AgentSessionViewProps = {
  run: AgentRunState;
  notFound: NotFound;
  back: { to: string; label: string };
  /** The page title when the session has none. */
  fallbackTitle: string;
  /** The active run card's title, e.g. "SWOT Analysis in progress". */
  runTitle: (state: { tool: string | undefined; refreshing: boolean }) => string;
  /** The summary of the finished steps, e.g. "How this analysis was made"; none hides them. */
  howMade?: string;
  failure: {
    title: string;
    cancelledTitle?: string;
    /** Shown for a cancelled run instead of its error. */
    cancelledHint?: string;
  };
  /** Whether a writer may cancel the run in progress. */
  cancellable?: boolean;
  /** The outputs this page shows (all of the session's by default), newest first. */
  outputs?: (outputs: AgentOutput[]) => AgentOutput[];
  renderOutput: (output: AgentOutput) => ReactNode;
  empty: { writer: string; reader: string };
  /** The agent's inputs for the next run (shown when no run is active). */
  actions?: ReactNode;
  /** The agent's name in the conversation; none hides the conversation. */
  agentName?: string;
};

/**
 * One agent session: its header, the run streaming in (steps, narration) with Cancel, the
 * failure with Retry, the saved outputs, the inputs for the next run, the outputs shared into
 * it and the conversation. A role that only reads sees no Cancel, Retry or inputs.
 */
export function AgentSessionView(props: AgentSessionViewProps) {
  return (
    <SessionGate run={props.run} notFound={props.notFound}>
      {(detail) => <SessionBody {...props} detail={detail} />}
    </SessionGate>
  );
}

function SessionBody({
  detail,
  run,
  back,
  fallbackTitle,
  runTitle,
  howMade,
  failure,
  cancellable = true,
  outputs: pick = (outputs) => outputs,
  renderOutput,
  empty,
  actions,
  agentName,
}: AgentSessionViewProps & { detail: SessionDetail }) {
  const canWrite = usePermission('content:write');
  const { stream, streaming, refreshing, runActive, failedRun, streamError, latestRun } = run;
  const engine = run.engine;
  const outputs = pick(run.outputs);
  const title = detail.session.title || fallbackTitle;
  const retryRun = failedRun ?? latestRun;
  const cancelled = failedRun?.status === 'cancelled';

  return (
    <div className="space-y-6">
      <title>{`${title} — Stratagent`}</title>
      <div className="space-y-2">
        <Link to={back.to} className="text-sm text-muted-foreground hover:text-foreground">
          {back.label}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <RunStatusBadge
            status={streaming ? 'running' : refreshing ? 'succeeded' : (latestRun?.status ?? null)}
            hasOutputs={run.outputs.length > 0}
          />
          {engine && 'engine' in engine && (
            <EngineBadge engine={engine.engine} model={engine.model} />
          )}
          {detail.session.campaign_name && (
            <Badge variant="default">Campaign: {detail.session.campaign_name}</Badge>
          )}
          <span>Started {formatRelativeTime(detail.session.created_at)}</span>
        </div>
      </div>

      {runActive && (
        <Card aria-busy="true">
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
            <div className="space-y-1">
              <CardTitle className="text-lg">{runTitle({ tool: run.tool, refreshing })}</CardTitle>
              <CardDescription>
                {refreshing
                  ? 'Opening the saved output…'
                  : streaming
                    ? 'Each step appears as it completes.'
                    : 'This run is still working. The page updates when it finishes.'}
              </CardDescription>
            </div>
            {cancellable && !refreshing && canWrite && (
              <Button
                variant="outline"
                onClick={() => void run.cancel()}
                loading={run.cancelling}
                disabled={!run.runId}
              >
                <Square aria-hidden="true" /> Cancel
              </Button>
            )}
          </CardHeader>
          <CardContent>
            <RunProgress
              steps={stream.state.steps}
              status={refreshing ? 'done' : 'running'}
              narration={stream.state.narration}
            />
            {stream.state.partial && !refreshing && (
              <PartialOutput content={stream.state.partial} />
            )}
          </CardContent>
        </Card>
      )}

      {howMade &&
        !runActive &&
        stream.state.phase === 'finished' &&
        stream.state.steps.length > 0 && (
          <details className="rounded-xl border bg-card p-4">
            <summary className="cursor-pointer text-sm font-medium">
              {howMade} ({stream.state.steps.length} steps)
            </summary>
            <div className="mt-3">
              <RunProgress
                steps={stream.state.steps}
                status="done"
                narration={stream.state.narration}
              />
            </div>
          </details>
        )}

      {(streamError || failedRun) && !runActive && (
        <RunFailureAlert
          title={cancelled ? (failure.cancelledTitle ?? 'The run was cancelled') : failure.title}
          message={
            cancelled && !streamError && failure.cancelledHint
              ? failure.cancelledHint
              : (streamError ?? failedRun?.error)
          }
          onRetry={retryRun && canWrite ? () => void stream.retry(retryRun.id) : undefined}
        />
      )}

      {outputs.length > 0 ? (
        <div className="space-y-6">{outputs.map((output) => renderOutput(output))}</div>
      ) : (
        !runActive &&
        !failedRun &&
        !streamError && (
          <Card>
            <CardContent className="p-6 text-sm text-muted-foreground">
              {canWrite ? empty.writer : empty.reader}
            </CardContent>
          </Card>
        )
      )}

      {!runActive && actions}

      {detail.context_outputs.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Shared into this session</CardTitle>
            <CardDescription>Outputs of other agents this session uses as context.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm">
              {detail.context_outputs.map((o) => (
                <li key={o.id}>
                  <Link
                    className="font-medium text-primary hover:underline"
                    to={`/outputs/${o.id}`}
                  >
                    {o.title}
                  </Link>{' '}
                  <span className="text-muted-foreground">
                    · {o.output_type.replace(/_/g, ' ')}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      {agentName && (
        <Conversation
          sessionId={detail.session.id}
          messages={detail.messages}
          agentName={agentName}
          disabled={runActive}
        />
      )}
    </div>
  );
}

/** A saved output in a session: its title, summary, a link to open it and its rendering. */
export function SessionOutput({
  output,
  children,
  actions,
  label = output.title,
  summary = true,
}: {
  output: AgentOutput;
  children: ReactNode;
  /** Replaces the "Open output" link. */
  actions?: ReactNode;
  label?: string;
  summary?: boolean;
}) {
  return (
    <article
      aria-label={label}
      className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-xl font-semibold">{output.title}</h2>
          {summary && output.summary && (
            <p className="text-sm text-muted-foreground">{output.summary}</p>
          )}
        </div>
        {actions ?? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/outputs/${output.id}`}>
              <ExternalLink aria-hidden="true" /> Open output
            </Link>
          </Button>
        )}
      </header>
      {children}
    </article>
  );
}

/** A failed or cancelled run: what happened and, for those who may, a Retry. */
export function RunFailureAlert({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string | null | undefined;
  onRetry: (() => void) | undefined;
}) {
  return (
    <Alert variant="destructive" title={title}>
      <p>{message ?? 'The run stopped before it finished.'}</p>
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          <RotateCcw aria-hidden="true" /> Retry
        </Button>
      )}
    </Alert>
  );
}
