import { ExternalLink, RotateCcw, Square } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ACTIVE_RUN_STATUSES, type AgentOutput } from '@/shared/agent-runs';
import { isMarketingMode, MARKETING_MODE_INFO, MARKETING_MODES } from '@/shared/marketing-plan';
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
import { marketingModePath } from '@/web/features/marketing-strategy/lib/paths';
import type { PendingRun } from '@/web/features/strategy/lib/paths';

/** Runs handed over by a mode's form, started once per page load (a reload never restarts one). */
const startedRuns = new Set<string>();

const toolLabel = (tool: string) =>
  MARKETING_MODES.map((m) => MARKETING_MODE_INFO[m]).find((i) => i.tool === tool)?.label ??
  'Marketing';

/**
 * /marketing-strategy/session/{sessionId} and /marketing-strategy/{mode}/session/{sessionId}:
 * the plan streaming in (steps, narration), Cancel and Retry, the rendered plan and the
 * conversation with the agent. On a reload it reads the stored session and polls while a
 * run is still in progress.
 */
export default function MarketingSessionPage() {
  const { sessionId = '', mode } = useParams();
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

  const pendingRun = (location.state as { pendingRun?: PendingRun } | null)?.pendingRun;
  const { start } = stream;
  useEffect(() => {
    if (!pendingRun || startedRuns.has(sessionId)) return;
    startedRuns.add(sessionId);
    void start(pendingRun);
    void navigate(location.pathname, { replace: true, state: null });
  }, [pendingRun, sessionId, start, navigate, location.pathname]);

  if (mode !== undefined && !isMarketingMode(mode)) {
    return (
      <NotFoundState
        title="Unknown mode"
        backTo="/marketing-strategy"
        backLabel="Back to Marketing Strategy"
      >
        The Marketing Strategy agent has three modes: quick, guided and advanced.
      </NotFoundState>
    );
  }
  if (session.isPending) return <LoadingState label="Loading the session..." />;
  if (session.isError) {
    if (isSessionNotFound(session.error)) {
      return (
        <NotFoundState
          title="Session not found"
          backTo="/marketing-strategy"
          backLabel="Back to Marketing Strategy"
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
      <title>{`${detail.session.title || 'Marketing plan'} — Stratagent`}</title>
      <div className="space-y-2">
        <Link
          to="/marketing-strategy"
          className="text-sm text-muted-foreground hover:text-foreground"
        >
          ← Marketing Strategy
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {detail.session.title || 'Marketing plan'}
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
                {tool ? toolLabel(tool) : 'Marketing'} plan{' '}
                {refreshing ? 'finished' : 'in progress'}
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
            How this plan was made ({stream.state.steps.length} steps)
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
          title={failedRun?.status === 'cancelled' ? 'The run was cancelled' : 'The plan failed'}
        >
          <p>
            {failedRun?.status === 'cancelled' && !streamError
              ? 'It stopped before saving an output. Retry runs it again with the same answers and context.'
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
              No plan in this session yet.
            </CardContent>
          </Card>
        )
      )}

      {!runActive && canWrite && (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-4 text-sm">
          <span className="mr-2 font-medium">Create another plan:</span>
          {MARKETING_MODES.map((m) => (
            <Button key={m} asChild variant="outline" size="sm">
              <Link to={marketingModePath(m, detail.session.campaign_id)}>
                {MARKETING_MODE_INFO[m].label}
              </Link>
            </Button>
          ))}
        </div>
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
        agentName="Marketing Strategy Agent"
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
