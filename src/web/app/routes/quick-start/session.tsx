import { CheckCircle2, Circle, ExternalLink, Loader2, Square, XCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { AgentOutput, SessionDetail } from '@/shared/agent-runs';
import { formatRelativeTime } from '@/shared/format';
import { QUICK_START_PERSONA_COUNT, QUICK_START_STEPS } from '@/shared/quick-start';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Markdown } from '@/web/components/ui/markdown';
import { RunFailureAlert, SessionGate } from '@/web/features/agents/components/agent-session-view';
import { EngineBadge } from '@/web/features/agents/components/engine-badge';
import { PartialOutput } from '@/web/features/agents/components/partial-output';
import { useAgentRun, type AgentRunState } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/lib/use-permission';
import { cn } from '@/web/lib/utils';

type StepState = 'done' | 'running' | 'pending' | 'failed';

const STEP_OUTPUTS: Record<
  (typeof QUICK_START_STEPS)[number],
  { type: string; count: number; noun: string }
> = {
  Strategy: { type: 'swot', count: 1, noun: 'SWOT analysis' },
  Personas: { type: 'persona', count: QUICK_START_PERSONA_COUNT, noun: 'personas' },
  'Marketing plan': { type: 'marketing_plan', count: 1, noun: 'Marketing plan' },
};

/** /quick-start/session/{sessionId}: the pipeline's three steps and links to what each saved. */
export default function QuickStartSessionPage() {
  const { sessionId = '' } = useParams();
  const run = useAgentRun(sessionId);
  return (
    <SessionGate
      run={run}
      loadingLabel="Loading Quick Start..."
      notFound={{
        title: 'Quick Start not found',
        backTo: '/quick-start',
        backLabel: 'Start a new Quick Start',
      }}
    >
      {(detail) => <Pipeline run={run} detail={detail} />}
    </SessionGate>
  );
}

function Pipeline({ run, detail }: { run: AgentRunState; detail: SessionDetail }) {
  const canWrite = usePermission('content:write');
  const { stream, streaming, latestRun, runActive, pendingRun } = run;
  const ofType = (type: string) =>
    detail.outputs
      .filter((o) => o.output_type === type)
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const failed =
    !runActive &&
    (stream.state.phase === 'failed' ||
      latestRun?.status === 'failed' ||
      latestRun?.status === 'cancelled');
  const error = stream.state.error ?? latestRun?.error ?? null;
  const currentStep = stream.state.steps.at(-1)?.step ?? 0;

  const stepState = (index: number): StepState => {
    const info = STEP_OUTPUTS[QUICK_START_STEPS[index]!];
    if (ofType(info.type).length >= info.count) return 'done';
    if (runActive) {
      if (streaming && currentStep > index + 1) return 'done';
      if (streaming ? currentStep === index + 1 : index === 0 || stepState(index - 1) === 'done')
        return 'running';
      return 'pending';
    }
    if (failed) return index === 0 || stepState(index - 1) === 'done' ? 'failed' : 'pending';
    return latestRun ? 'done' : 'pending';
  };
  const allDone = QUICK_START_STEPS.every((_, i) => stepState(i) === 'done');

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>Quick Start — Stratagent</title>
      <div className="space-y-2">
        <Link to="/quick-start" className="text-sm text-muted-foreground hover:text-foreground">
          ← Quick Start
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Quick Start</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {latestRun && <EngineBadge engine={latestRun.engine} model={latestRun.model} />}
          <span>Started {formatRelativeTime(detail.session.created_at)}</span>
        </div>
      </div>

      <Card aria-busy={runActive}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <CardTitle className="text-lg">
              {allDone
                ? 'Your strategy, personas and plan are ready'
                : runActive
                  ? 'Working on it…'
                  : 'Pipeline'}
            </CardTitle>
            <CardDescription>
              Strategy → three personas → marketing plan. Each step is saved to your outputs as it
              completes.
            </CardDescription>
          </div>
          {runActive && canWrite && (
            <Button
              variant="outline"
              onClick={() =>
                void run.cancel({
                  done: 'Quick Start cancelled',
                  failed: 'Quick Start could not be cancelled',
                })
              }
              loading={run.cancelling}
              disabled={!run.runId}
            >
              <Square aria-hidden="true" /> Cancel
            </Button>
          )}
        </CardHeader>
        <CardContent>
          <ol className="space-y-4" aria-label="Quick Start steps">
            {QUICK_START_STEPS.map((label, i) => {
              const state = stepState(i);
              const info = STEP_OUTPUTS[label];
              const saved = ofType(info.type);
              return (
                <li
                  key={label}
                  className="flex gap-3"
                  aria-label={`${label}: ${state === 'done' ? 'complete' : state}`}
                >
                  <StepIcon state={state} />
                  <div className="min-w-0 flex-1 space-y-1">
                    <p
                      className={cn('font-medium', state === 'pending' && 'text-muted-foreground')}
                    >
                      {i + 1}. {label}
                    </p>
                    {saved.length > 0 && (
                      <ul className="space-y-0.5 text-sm">
                        {saved.map((o: AgentOutput) => (
                          <li key={o.id}>
                            <Link
                              to={`/outputs/${o.id}`}
                              className="inline-flex items-center gap-1 text-primary hover:underline"
                            >
                              {o.title} <ExternalLink className="size-3" aria-hidden="true" />
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                    {state === 'running' && (
                      <p className="text-sm text-muted-foreground">Writing the {info.noun}…</p>
                    )}
                    {state === 'running' && stream.state.partial && (
                      <PartialOutput content={stream.state.partial} />
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </CardContent>
      </Card>

      {runActive && stream.state.narration && (
        <Card>
          <CardContent
            className="whitespace-pre-wrap p-4 text-sm text-muted-foreground"
            aria-live="polite"
          >
            <Markdown>{stream.state.narration}</Markdown>
          </CardContent>
        </Card>
      )}

      {failed && (
        <RunFailureAlert
          title={
            latestRun?.status === 'cancelled' ? 'Quick Start was cancelled' : 'Quick Start failed'
          }
          message={error}
          onRetry={latestRun && canWrite ? () => void stream.retry(latestRun.id) : undefined}
        />
      )}

      {allDone && (
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/outputs">See all outputs</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">Back to the dashboard</Link>
          </Button>
        </div>
      )}

      {!latestRun && !runActive && !pendingRun && (
        <Card>
          <CardContent className="p-6 text-sm text-muted-foreground">
            This Quick Start has not run yet.
            {canWrite && (
              <>
                {' '}
                <Link className="text-primary underline" to="/quick-start">
                  Answer the five questions
                </Link>{' '}
                to start one.
              </>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function StepIcon({ state }: { state: StepState }) {
  if (state === 'done')
    return <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />;
  if (state === 'running')
    return (
      <Loader2 className="mt-0.5 size-5 shrink-0 animate-spin text-primary" aria-hidden="true" />
    );
  if (state === 'failed')
    return <XCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />;
  return <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />;
}
