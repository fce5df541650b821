import { ExternalLink, Play, RotateCcw, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import {
  ACTIVE_RUN_STATUSES,
  STRATEGY_FRAMEWORKS,
  type AgentOutput,
  type StrategyFrameworkId,
} from '@/shared/agent-runs';
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
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { useCancelRun } from '@/web/features/agents/api/cancel-run';
import { isSessionNotFound, useSession } from '@/web/features/agents/api/get-session';
import { Conversation } from '@/web/features/agents/components/conversation';
import { usePermission } from '@/web/features/auth/hooks/use-permission';
import { EngineBadge } from '@/web/features/agents/components/engine-badge';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { RunProgress } from '@/web/features/agents/components/run-progress';
import { RunStatusBadge } from '@/web/features/agents/components/run-status-badge';
import { useRunStream } from '@/web/features/agents/hooks/use-run-stream';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { notifyProgress } from '@/web/features/progress/lib/notify-progress';
import { frameworkLabel } from '@/web/features/strategy/lib/frameworks';
import type { PendingRun } from '@/web/features/strategy/lib/paths';

/** Runs handed over by the strategy home, started once per page load (a reload never restarts one). */
const startedRuns = new Set<string>();

/**
 * /strategy/session/{sessionId} and /strategy/campaign/{campaignId}/session/{sessionId}: the
 * run streaming in (steps, narration), Cancel and Retry, the rendered outputs and the
 * conversation with the agent. On a reload it reads the stored session and polls while a
 * run is still in progress.
 */
export default function StrategySessionPage() {
  const { sessionId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const stream = useRunStream(sessionId, {
    onOutput: () => {
      notifyProgress('agent_used');
      notifyProgress('output_saved');
    },
  });
  const streaming = stream.state.phase === 'streaming';
  const session = useSession(sessionId, { poll: !streaming });
  const cancel = useCancelRun(sessionId);
  const canWrite = usePermission('content:write');
  const [nextFramework, setNextFramework] = useState<StrategyFrameworkId | ''>('');

  const pendingRun = (location.state as { pendingRun?: PendingRun } | null)?.pendingRun;
  const { start } = stream;
  useEffect(() => {
    if (!pendingRun || startedRuns.has(sessionId)) return;
    startedRuns.add(sessionId);
    void start(pendingRun);
    void navigate(location.pathname, { replace: true, state: null });
  }, [pendingRun, sessionId, start, navigate, location.pathname]);

  if (session.isPending) return <LoadingState label="Loading the session..." />;
  if (session.isError) {
    if (isSessionNotFound(session.error)) {
      return (
        <NotFoundState
          title="Session not found"
          backTo="/strategy"
          backLabel="Back to the Strategy Agent"
        >
          It may have been deleted, or the link may be mistyped.
        </NotFoundState>
      );
    }
    return <ErrorState message={session.error.message} onRetry={() => void session.refetch()} />;
  }

  const detail = session.data;
  const latestRun = detail.runs[0];
  const savedOutput = stream.state.output;
  // Between the end of the stream and the refreshed session, keep showing the finished steps.
  const refreshing =
    stream.state.phase === 'finished' &&
    Boolean(savedOutput) &&
    !detail.outputs.some((o) => o.id === savedOutput?.output_id);
  const runActive =
    streaming ||
    refreshing ||
    Boolean(latestRun && ACTIVE_RUN_STATUSES.includes(latestRun.status) && !pendingRun);
  const failedRun =
    !streaming && latestRun && (latestRun.status === 'failed' || latestRun.status === 'cancelled')
      ? latestRun
      : null;
  const streamError = stream.state.phase === 'failed' ? stream.state.error : null;
  const engine = stream.state.run ?? latestRun ?? detail.outputs[0];
  const runId = stream.state.run?.run_id ?? latestRun?.id;
  const tool = stream.state.run?.tool ?? latestRun?.tool;
  const outputs = [...detail.outputs].sort((a, b) => b.created_at.localeCompare(a.created_at));

  const onCancel = async () => {
    if (!runId) return;
    try {
      await cancel.mutateAsync(runId);
      stream.detach();
      toast.success('Run cancelled');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The run could not be cancelled');
    }
  };

  return (
    <div className="space-y-6">
      <title>{`${detail.session.title || 'Strategy session'} — Stratagent`}</title>
      <div className="space-y-2">
        <Link
          to={canWrite ? '/strategy' : '/strategy/history'}
          className="text-sm text-muted-foreground hover:text-foreground"
        >
          {canWrite ? '← Strategy Agent' : '← Strategy history'}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {detail.session.title || 'Strategy session'}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <RunStatusBadge
            status={streaming ? 'running' : refreshing ? 'succeeded' : (latestRun?.status ?? null)}
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
              <CardTitle className="text-lg">
                {tool ? frameworkLabel(tool) : 'Analysis'} {refreshing ? 'finished' : 'in progress'}
              </CardTitle>
              <CardDescription>
                {refreshing
                  ? 'Opening the saved output…'
                  : streaming
                    ? 'Each step appears as it completes.'
                    : 'This run is still working. The page updates when it finishes.'}
              </CardDescription>
            </div>
            {!refreshing && canWrite && (
              <Button
                variant="outline"
                onClick={() => void onCancel()}
                loading={cancel.isPending}
                disabled={!runId}
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
          </CardContent>
        </Card>
      )}

      {!runActive && stream.state.phase === 'finished' && stream.state.steps.length > 0 && (
        <details className="rounded-xl border bg-card p-4">
          <summary className="cursor-pointer text-sm font-medium">
            How this analysis was made ({stream.state.steps.length} steps)
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
        <Alert
          variant="destructive"
          title={
            failedRun?.status === 'cancelled' ? 'The run was cancelled' : 'The analysis failed'
          }
        >
          <p>
            {failedRun?.status === 'cancelled' && !streamError
              ? 'It stopped before saving an output. Retry runs it again with the same framework and context.'
              : (streamError ?? failedRun?.error ?? 'The run stopped before it finished.')}
          </p>
          {(failedRun ?? latestRun) && canWrite && (
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => void stream.retry((failedRun ?? latestRun)!.id)}
            >
              <RotateCcw aria-hidden="true" /> Retry
            </Button>
          )}
        </Alert>
      )}

      {outputs.length > 0 ? (
        <div className="space-y-6">
          {outputs.map((output) => (
            <SessionOutput key={output.id} output={output} />
          ))}
        </div>
      ) : (
        !runActive &&
        !failedRun &&
        !streamError && (
          <Card>
            <CardContent className="p-6 text-sm text-muted-foreground">
              {canWrite
                ? 'No analysis in this session yet. Choose a framework below to run one.'
                : 'No analysis in this session yet.'}
            </CardContent>
          </Card>
        )
      )}

      {!runActive && canWrite && (
        <form
          className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (nextFramework) void stream.start({ tool: nextFramework });
          }}
        >
          <FormField label="Run another framework in this session" className="flex-1">
            <NativeSelect
              value={nextFramework}
              onChange={(e) => setNextFramework(e.target.value as StrategyFrameworkId)}
            >
              <option value="">Choose a framework</option>
              {STRATEGY_FRAMEWORKS.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button type="submit" disabled={!nextFramework}>
            <Play aria-hidden="true" /> Run
          </Button>
        </form>
      )}

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

      <Conversation
        sessionId={sessionId}
        messages={detail.messages}
        agentName="Strategy Agent"
        disabled={runActive}
      />
    </div>
  );
}

function SessionOutput({ output }: { output: AgentOutput }) {
  return (
    <article
      aria-label={output.title}
      className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-xl font-semibold">{output.title}</h2>
          {output.summary && <p className="text-sm text-muted-foreground">{output.summary}</p>}
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={`/outputs/${output.id}`}>
            <ExternalLink aria-hidden="true" /> Open output
          </Link>
        </Button>
      </header>
      <OutputRenderer outputType={output.output_type} content={output.content} />
    </article>
  );
}
