import { MessagesSquare, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ACTIVE_RUN_STATUSES, type AgentOutput } from '@/shared/agent-runs';
import { formatRelativeTime } from '@/shared/format';
import { PERSONA_COUNT_MAX, PERSONA_OUTPUT_TYPE, PERSONA_TOOL } from '@/shared/persona';
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
import { isSessionNotFound, useSession } from '@/web/features/agents/api/get-session';
import { usePermission } from '@/web/features/auth/hooks/use-permission';
import { EngineBadge } from '@/web/features/agents/components/engine-badge';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { RunProgress } from '@/web/features/agents/components/run-progress';
import { RunStatusBadge } from '@/web/features/agents/components/run-status-badge';
import { useRunStream } from '@/web/features/agents/hooks/use-run-stream';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import {
  personaInterviewPath,
  personaPath,
  type PendingPersonas,
} from '@/web/features/persona/lib/paths';
import { notifyProgress } from '@/web/features/progress/lib/notify-progress';

/** Generations handed over by /persona/new, started once per page load (a reload never restarts one). */
const startedSessions = new Set<string>();

/**
 * /persona/session/{sessionId}: the personas being generated (one run per persona, streamed
 * one after the other), then each persona with the way to open or interview it.
 */
export default function PersonaSessionPage() {
  const { sessionId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const stream = useRunStream(sessionId, {
    onOutput: () => {
      notifyProgress('agent_used');
      notifyProgress('output_saved');
    },
  });
  const session = useSession(sessionId, { poll: stream.state.phase !== 'streaming' });
  const [batch, setBatch] = useState<{ done: number; total: number } | null>(null);
  const canWrite = usePermission('content:write');

  const pending = (location.state as { pendingPersonas?: PendingPersonas } | null)?.pendingPersonas;
  const { start } = stream;
  useEffect(() => {
    if (!pending || startedSessions.has(sessionId)) return;
    startedSessions.add(sessionId);
    void navigate(location.pathname, { replace: true, state: null });
    const total = Math.min(Math.max(pending.count, 1), PERSONA_COUNT_MAX);
    void (async () => {
      for (let i = 0; i < total; i++) {
        setBatch({ done: i, total });
        await start({
          tool: PERSONA_TOOL,
          ...(pending.message ? { message: pending.message } : {}),
        });
      }
      setBatch(null);
    })();
  }, [pending, sessionId, start, navigate, location.pathname]);

  if (session.isPending) return <LoadingState label="Loading the session..." />;
  if (session.isError) {
    if (isSessionNotFound(session.error)) {
      return (
        <NotFoundState title="Session not found" backTo="/persona" backLabel="Back to the personas">
          It may have been deleted, or the link may be mistyped.
        </NotFoundState>
      );
    }
    return <ErrorState message={session.error.message} onRetry={() => void session.refetch()} />;
  }

  const detail = session.data;
  const latestRun = detail.runs[0];
  const streaming = stream.state.phase === 'streaming' || batch !== null;
  const runActive =
    streaming || Boolean(latestRun && ACTIVE_RUN_STATUSES.includes(latestRun.status));
  const failed =
    !runActive && latestRun && (latestRun.status === 'failed' || latestRun.status === 'cancelled')
      ? latestRun
      : null;
  const streamError = stream.state.phase === 'failed' ? stream.state.error : null;
  const personas = detail.outputs
    .filter((o) => o.output_type === PERSONA_OUTPUT_TYPE)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const engine = stream.state.run ?? latestRun;

  return (
    <div className="space-y-6">
      <title>{`${detail.session.title || 'Personas'} — Stratagent`}</title>
      <div className="space-y-2">
        <Link to="/persona" className="text-sm text-muted-foreground hover:text-foreground">
          ← Personas
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {detail.session.title || 'Personas'}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <RunStatusBadge status={streaming ? 'running' : (latestRun?.status ?? null)} />
          {engine && <EngineBadge engine={engine.engine} model={engine.model} />}
          {detail.session.campaign_name && (
            <Badge variant="default">Campaign: {detail.session.campaign_name}</Badge>
          )}
          <span>Started {formatRelativeTime(detail.session.created_at)}</span>
        </div>
      </div>

      {runActive && (
        <Card aria-busy="true">
          <CardHeader>
            <CardTitle className="text-lg">
              {batch
                ? `Generating persona ${Math.min(batch.done + 1, batch.total)} of ${batch.total}`
                : 'Generating a persona'}
            </CardTitle>
            <CardDescription>
              {streaming
                ? 'Each step appears as it completes.'
                : 'This run is still working. The page updates when it finishes.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <RunProgress
              steps={stream.state.steps}
              status="running"
              narration={stream.state.narration}
            />
          </CardContent>
        </Card>
      )}

      {(streamError || failed) && !runActive && (
        <Alert variant="destructive" title="The persona could not be generated">
          <p>{streamError ?? failed?.error ?? 'The run stopped before it finished.'}</p>
          {failed && canWrite && (
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => void stream.retry(failed.id)}
            >
              <RotateCcw aria-hidden="true" /> Retry
            </Button>
          )}
        </Alert>
      )}

      {personas.length > 0 ? (
        <div className="space-y-6">
          {personas.map((output) => (
            <SessionPersona key={output.id} output={output} />
          ))}
        </div>
      ) : (
        !runActive &&
        !failed &&
        !streamError && (
          <Card>
            <CardContent className="p-6 text-sm text-muted-foreground">
              {canWrite
                ? 'No persona in this session yet. Generate one below.'
                : 'No persona in this session yet.'}
            </CardContent>
          </Card>
        )
      )}

      {!runActive && (
        <div className="flex flex-wrap gap-3">
          {canWrite && (
            <Button variant="outline" onClick={() => void stream.start({ tool: PERSONA_TOOL })}>
              <Plus aria-hidden="true" /> Generate another persona
            </Button>
          )}
          <Button asChild variant="ghost">
            <Link to="/persona">All personas</Link>
          </Button>
        </div>
      )}
    </div>
  );
}

function SessionPersona({ output }: { output: AgentOutput }) {
  const canWrite = usePermission('content:write');
  const name = typeof output.content.name === 'string' ? output.content.name : output.title;
  return (
    <article aria-label={name} className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-xl font-semibold">{output.title}</h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={personaPath(output.id)} aria-label={`Open ${name}`}>
              Open
            </Link>
          </Button>
          {canWrite && (
            <Button asChild size="sm">
              <Link to={personaInterviewPath(output.id)} aria-label={`Interview ${name}`}>
                <MessagesSquare aria-hidden="true" /> Interview
              </Link>
            </Button>
          )}
        </div>
      </header>
      <OutputRenderer outputType={output.output_type} content={output.content} />
    </article>
  );
}
