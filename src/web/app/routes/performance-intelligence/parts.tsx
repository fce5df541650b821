/**
 * What the Performance Intelligence pages share: the overview's loading, locked, not-found
 * and empty states, the dashboard body, the form that runs a tool and the saved outputs.
 * Route-level, since they compose features (agents, outputs' figure tables) with ours.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { FileText, Play } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatRelativeTime } from '@/shared/format';
import {
  PERFORMANCE_TOOL_INFO,
  RANKING_LABELS,
  formatPerformanceBrief,
  rankOverviewCampaigns,
  type PerformanceOverview,
  type PerformanceToolId,
  type PeriodSelection,
} from '@/shared/performance-intelligence';
import { RANKING_METRICS, type RankingMetric } from '@/shared/performance-analysis';
import { LockedState } from '@/web/app/feature-gate';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { ToolCard as SharedToolCard } from '@/web/components/ui/tool-card';
import { NativeSelect, Textarea } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { EngineBadge } from '@/web/features/agents/components/engine-badge';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { usePermission } from '@/web/lib/use-permission';
import {
  AnomalyTable,
  ChannelTable,
  KpiTiles,
  PacingTable,
  RankingTable,
} from '@/web/features/outputs/components/renderers/performance-intelligence/figures';
import {
  isLocked,
  isNotFound,
  PERFORMANCE_AGENT,
  useReports,
} from '@/web/features/performance-intelligence/api/performance';
import { CampaignPicker } from '@/web/features/performance-intelligence/components/campaign-picker';
import { NoMetricsState } from '@/web/features/performance-intelligence/components/overview-states';
import {
  ChannelRoasChart,
  RatesChart,
  SpendRevenueChart,
} from '@/web/features/performance-intelligence/components/performance-charts';
import { PeriodPicker } from '@/web/features/performance-intelligence/components/period-picker';
import { performancePaths } from '@/web/features/performance-intelligence/lib/paths';
import type { PendingRun } from '@/web/features/strategy/lib/paths';
import { useScopedNavigate } from '@/web/lib/active-client';

/** The overview once loaded; the locked, not-found, error and loading states otherwise. */
export function OverviewGate({
  query,
  children,
}: {
  query: UseQueryResult<PerformanceOverview>;
  children: (overview: PerformanceOverview) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label="Computing the figures..." />;
  if (query.isError) {
    if (isLocked(query.error))
      return <LockedState feature="analytics" title="Performance Intelligence" />;
    if (isNotFound(query.error))
      return (
        <NotFoundState
          title="Campaign not found"
          backTo={performancePaths.dashboard}
          backLabel="All campaigns"
        >
          It may have been removed, or the link may be mistyped.
        </NotFoundState>
      );
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Which figure campaigns are ranked by. */
function RankBySelect({
  value,
  onChange,
  className,
}: {
  value: RankingMetric;
  onChange: (metric: RankingMetric) => void;
  className?: string;
}) {
  return (
    <FormField label="Rank by" className={className}>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value as RankingMetric)}>
        {RANKING_METRICS.map((m) => (
          <option key={m} value={m}>
            {RANKING_LABELS[m]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** The dashboard: KPIs with trends, charts, anomalies with the rule, pacing, channels, campaigns. */
export function DashboardBody({ overview }: { overview: PerformanceOverview }) {
  const [rankBy, setRankBy] = useState<RankingMetric>('roas');
  if (!overview.has_metrics)
    return (
      <NoMetricsState
        campaignId={overview.scope.campaign_id}
        campaignName={overview.scope.campaign_id ? overview.scope.label : undefined}
      />
    );
  const trend = overview.trend;
  const ranked = rankOverviewCampaigns(overview, rankBy);
  return (
    <div className="space-y-8">
      <Section title="Key figures">
        <p className="text-sm text-muted-foreground">
          {overview.scope.label}
          {overview.period
            ? `, ${overview.period.from} to ${overview.period.to} (${overview.period.days} days). `
            : '. '}
          {trend?.has_previous
            ? `Arrows compare with ${trend.previous.from} to ${trend.previous.to}.`
            : 'No recorded days before this period to compare with.'}
        </p>
        <KpiTiles totals={overview.totals} changes={trend?.has_previous ? trend.changes : null} />
      </Section>
      {overview.daily.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <SpendRevenueChart overview={overview} />
          <RatesChart overview={overview} />
        </div>
      ) : (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          No results recorded in this period; choose a longer one.
        </p>
      )}
      <Section title="Anomalies">
        <AnomalyTable anomalies={overview.anomalies} rule={overview.anomaly_rule} />
      </Section>
      <Section title="Budget pacing">
        <PacingTable pacing={overview.pacing} rule={overview.pacing_rule} />
      </Section>
      {!overview.scope.campaign_id && (
        <>
          <Section title="Channels">
            <ChannelRoasChart overview={overview} />
            <ChannelTable channels={overview.channels} note={overview.channel_note} />
          </Section>
          <Section title="Campaigns">
            <div className="max-w-48">
              <RankBySelect value={rankBy} onChange={setRankBy} />
            </div>
            <RankingTable rankings={ranked} rankBy={rankBy} />
          </Section>
        </>
      )}
    </div>
  );
}

/** The campaign and period pickers of a dashboard. */
export function ScopeControls({
  campaignId,
  onCampaign,
  selection,
  onSelection,
}: {
  campaignId?: string;
  onCampaign?: (id: string) => void;
  selection: PeriodSelection;
  onSelection: (s: PeriodSelection) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-xl border bg-card p-4">
      {onCampaign && <CampaignPicker value={campaignId ?? ''} onChange={onCampaign} />}
      <PeriodPicker key={JSON.stringify(selection)} value={selection} onChange={onSelection} />
    </div>
  );
}

/**
 * A tool's inputs (campaign, period, ranking, a note): creates a session (for the campaign,
 * so its outputs are saved to it) and opens it with the run handed over.
 */
export function RunToolForm({
  tool,
  campaignId: fixedCampaignId,
  defaultCampaignId = '',
  submitLabel,
}: {
  tool: PerformanceToolId;
  /** Runs for this campaign (no picker). */
  campaignId?: string;
  defaultCampaignId?: string;
  submitLabel?: string;
}) {
  const info = PERFORMANCE_TOOL_INFO[tool];
  const navigate = useScopedNavigate();
  const createSession = useCreateSession();
  const canWrite = usePermission('content:write');
  const [campaignId, setCampaignId] = useState(fixedCampaignId ?? defaultCampaignId);
  const [selection, setSelection] = useState<PeriodSelection>({ period: 'last_30' });
  const [rankBy, setRankBy] = useState<RankingMetric>('roas');
  const [note, setNote] = useState('');
  const [periodValid, setPeriodValid] = useState(true);

  if (!canWrite)
    return (
      <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">
        Your role can read this agent&apos;s outputs; running a tool needs an editor.
      </p>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!periodValid) {
      toast.error('Choose both dates of the period (from on or before to).');
      return;
    }
    const message = formatPerformanceBrief({
      selection,
      rankBy: info.rankable ? rankBy : undefined,
      note,
    });
    try {
      const session = await createSession.mutateAsync({
        agent_type: PERFORMANCE_AGENT,
        campaign_id: campaignId || null,
        title: info.label,
      });
      const pending: PendingRun = { tool, message };
      void navigate(performancePaths.session(session.id), { state: { pendingRun: pending } });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : `${info.label} could not be started`);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border bg-card p-4" noValidate>
      <div className="flex flex-wrap items-end gap-4">
        {fixedCampaignId === undefined && (
          <CampaignPicker
            value={campaignId}
            onChange={setCampaignId}
            hint="A campaign's outputs are saved to it."
          />
        )}
        <PeriodPicker value={selection} onChange={setSelection} live onValidity={setPeriodValid} />
        {info.rankable && <RankBySelect value={rankBy} onChange={setRankBy} className="min-w-36" />}
      </div>
      <FormField label="Anything to focus on (optional)">
        <Textarea
          value={note}
          maxLength={1000}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          placeholder="e.g. We raised bids on the spring campaign last week."
        />
      </FormField>
      <Button type="submit" disabled={createSession.isPending}>
        <Play aria-hidden="true" /> {submitLabel ?? `Run ${info.label.toLowerCase()}`}
      </Button>
    </form>
  );
}

/** The agent's saved outputs (newest first), each linking to its page with export and print. */
export function SavedOutputs({
  campaignId,
  outputType,
  limit = 10,
  empty,
}: {
  campaignId?: string;
  outputType?: string;
  limit?: number;
  empty: string;
}) {
  const reports = useReports({
    ...(campaignId ? { campaign_id: campaignId } : {}),
    ...(outputType ? { output_type: outputType } : {}),
    limit,
  });
  if (reports.isPending) return <LoadingState label="Loading saved outputs..." />;
  if (reports.isError)
    return <ErrorState message={reports.error.message} onRetry={() => void reports.refetch()} />;
  if (reports.data.data.length === 0)
    return (
      <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">{empty}</p>
    );
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {reports.data.data.map((o) => (
        <li key={o.id} className="flex flex-wrap items-start justify-between gap-2 p-4">
          <div className="min-w-0 space-y-1">
            <Link
              to={performancePaths.output(o.id)}
              className="flex items-center gap-2 font-medium hover:underline"
            >
              <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {o.title}
            </Link>
            {o.summary && <p className="line-clamp-2 text-sm text-muted-foreground">{o.summary}</p>}
          </div>
          <div className="flex items-center gap-2 text-xs text-muted-foreground">
            <EngineBadge engine={o.engine} model={o.model} />
            <span>{formatRelativeTime(o.created_at)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A tool as a card: what it does and the way to run it. */
export function ToolCard({ tool, to }: { tool: PerformanceToolId; to: string }) {
  const info = PERFORMANCE_TOOL_INFO[tool];
  return (
    <SharedToolCard title={info.label} description={info.description}>
      <Button asChild variant="outline" size="sm">
        <Link to={to}>Open {info.label.toLowerCase()}</Link>
      </Button>
    </SharedToolCard>
  );
}
