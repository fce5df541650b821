import { Play, Radar, Sparkles, Users } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import {
  ANALYSIS_FOCUS_LABELS,
  ANALYSIS_FOCUSES,
  COMPETITIVE_AGENT_TYPE,
  COMPETITIVE_OUTPUT_TYPES,
  COMPETITIVE_TOOLS,
  COMPETITOR_ANALYSIS_TEMPLATE,
  formatAnalysisBrief,
  type AnalysisFocus,
} from '@/shared/competitive-intelligence';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { RadioCards } from '@/web/components/ui/radio-cards';
import { LoadingState } from '@/web/components/ui/spinner';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { usePermission } from '@/web/lib/use-permission';
import { useCompetitors } from '@/web/features/competitive-intelligence/api/get-competitors';
import { CompetitiveNav } from '@/web/features/competitive-intelligence/components/competitive-nav';
import { competitivePaths } from '@/web/features/competitive-intelligence/lib/paths';
import {
  hasCompetitorTemplate,
  takeCompetitorTemplate,
} from '@/web/features/competitive-intelligence/lib/template';
import { useOutputs } from '@/web/features/outputs/api/get-outputs';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import type { PendingRun } from '@/web/features/strategy/lib/paths';
import { CompetitiveGate, CompetitiveLocked, isLocked } from './gate';
import { useScopedNavigate } from '@/web/lib/active-client';

/** The analysis covers at most this many competitors (as the agent does). */
const MAX_SELECTED = 6;

const FOCUS_DESCRIPTIONS: Record<AnalysisFocus, string> = {
  full: 'Positioning matrix, messaging gaps and opportunities.',
  positioning: 'Where each company stands, side by side.',
  messaging: 'What competitors claim that your messaging does not answer.',
  opportunities: 'Where competitors are weak and what to do first.',
};

/**
 * /competitive-intelligence/analysis: run an analysis (competitors and focus) or read the
 * latest one. The palette's 'Competitor Analysis' template opens it with every competitor
 * selected and the full analysis; the template is cleared once applied.
 */
export default function AnalysisPage() {
  return (
    <CompetitiveGate>
      <Analysis />
    </CompetitiveGate>
  );
}

function Analysis() {
  const location = useLocation();
  const [fromTemplate] = useState(
    () =>
      Boolean((location.state as { template?: boolean } | null)?.template) ||
      hasCompetitorTemplate(),
  );
  useEffect(() => {
    if (fromTemplate) takeCompetitorTemplate();
  }, [fromTemplate]);
  const competitors = useCompetitors();
  const latest = useOutputs({
    agent_type: COMPETITIVE_AGENT_TYPE,
    output_type: COMPETITIVE_OUTPUT_TYPES.analysis,
    limit: 1,
  });
  const canWrite = usePermission('content:write');
  if (isLocked(competitors.error)) return <CompetitiveLocked />;
  const analysis = latest.data?.data[0];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Competitive analysis"
        back={{ to: competitivePaths.root, label: 'Competitive Intelligence' }}
        description="Compare your positioning with your competitors', find the messaging gaps they leave open, and the opportunities to act on first. Grounded in your competitor records, your business context and the documents that name them."
      />
      <CompetitiveNav />

      {canWrite &&
        (competitors.isPending ? (
          <LoadingState label="Loading competitors..." />
        ) : competitors.isError ? (
          <ErrorState
            message={competitors.error.message}
            onRetry={() => void competitors.refetch()}
          />
        ) : competitors.data.data.length === 0 ? (
          <EmptyState
            icon={Users}
            title="Record a competitor first"
            action={
              <Button asChild>
                <Link to={competitivePaths.competitors}>Add competitors</Link>
              </Button>
            }
          >
            The analysis compares you with the competitors you record: their positioning, strengths
            and weaknesses.
          </EmptyState>
        ) : (
          <AnalysisForm
            names={competitors.data.data.map((c) => c.name)}
            fromTemplate={fromTemplate}
          />
        ))}

      <section aria-labelledby="latest-analysis" className="space-y-3">
        <h2 id="latest-analysis" className="text-lg font-semibold">
          Latest analysis
        </h2>
        {latest.isPending ? (
          <LoadingState label="Loading the latest analysis..." />
        ) : latest.isError ? (
          <ErrorState message={latest.error.message} onRetry={() => void latest.refetch()} />
        ) : !analysis ? (
          <EmptyState icon={Radar} title="No analysis yet">
            {canWrite
              ? 'Choose competitors and a focus above, then start the analysis.'
              : 'A teammate who can write has not run one yet.'}
          </EmptyState>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{analysis.title}</CardTitle>
              <CardDescription>
                {formatRelativeTime(analysis.created_at)}
                {analysis.session_id && (
                  <>
                    {' · '}
                    <Link
                      className="font-medium text-primary hover:underline"
                      to={competitivePaths.session(analysis.session_id)}
                    >
                      Open its session
                    </Link>
                  </>
                )}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              {analysis.summary && <p className="text-sm">{analysis.summary}</p>}
              <OutputRenderer outputType={analysis.output_type} content={analysis.content} />
            </CardContent>
          </Card>
        )}
      </section>
    </div>
  );
}

function AnalysisForm({ names, fromTemplate }: { names: string[]; fromTemplate: boolean }) {
  const navigate = useScopedNavigate();
  const createSession = useCreateSession();
  const [selected, setSelected] = useState<string[]>(() =>
    fromTemplate ? names.slice(0, MAX_SELECTED) : names.length === 1 ? names : [],
  );
  const [focus, setFocus] = useState<AnalysisFocus>(
    fromTemplate ? COMPETITOR_ANALYSIS_TEMPLATE.focus : 'full',
  );
  const [error, setError] = useState<string | null>(null);

  const toggle = (name: string, on: boolean) =>
    setSelected((current) => (on ? [...current, name] : current.filter((n) => n !== name)));

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) {
      setError('Choose at least one competitor');
      return;
    }
    setError(null);
    try {
      const session = await createSession.mutateAsync({
        agent_type: COMPETITIVE_AGENT_TYPE,
        title: `Competitive analysis: ${selected.join(', ')}`.slice(0, 200),
      });
      const pending: PendingRun = {
        tool: COMPETITIVE_TOOLS.analysis,
        message: formatAnalysisBrief({ competitors: selected, focus }),
      };
      void navigate(competitivePaths.session(session.id), { state: { pendingRun: pending } });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The analysis could not be started');
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Start an analysis</CardTitle>
        {fromTemplate && (
          <Alert variant="success" title="Competitor Analysis template applied">
            Every recorded competitor is selected (up to {MAX_SELECTED}) for the full analysis.
            Change anything, then start.
          </Alert>
        )}
      </CardHeader>
      <CardContent>
        <form onSubmit={start} noValidate className="space-y-5">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Competitors (up to {MAX_SELECTED})</legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {names.map((name) => {
                const checked = selected.includes(name);
                return (
                  <label
                    key={name}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border bg-card p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--color-primary)]"
                      checked={checked}
                      disabled={!checked && selected.length >= MAX_SELECTED}
                      onChange={(e) => toggle(name, e.target.checked)}
                    />
                    <span className="break-words">{name}</span>
                  </label>
                );
              })}
            </div>
            {error && (
              <p role="alert" className="text-xs font-medium text-destructive">
                {error}
              </p>
            )}
          </fieldset>
          <RadioCards
            label="Focus"
            value={focus}
            onValueChange={(v) => setFocus(v as AnalysisFocus)}
            options={ANALYSIS_FOCUSES.map((f) => ({
              value: f,
              label: ANALYSIS_FOCUS_LABELS[f],
              description: FOCUS_DESCRIPTIONS[f],
            }))}
          />
          <Button type="submit" disabled={createSession.isPending}>
            {fromTemplate ? <Sparkles aria-hidden="true" /> : <Play aria-hidden="true" />}
            {createSession.isPending ? 'Starting...' : 'Start the analysis'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
