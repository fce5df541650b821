/**
 * What the Analytics pages share: the gate and tabs, the period in the address bar, the
 * overview's loading, locked, not-found, empty and error states, and the overview itself.
 * Route-level, since it composes Analytics with Performance Intelligence's charts and
 * period picker and the outputs' KPI tiles (one look for one figure everywhere).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  buildReport,
  REPORT_INFO,
  REPORT_TYPES,
  type AnalyticsOverview,
  type ReportRow,
} from '@/shared/analytics';
import type { PeriodSelection } from '@/shared/performance-intelligence';
import { GatedPage, LockedState } from '@/web/app/feature-gate';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import type { PageHeader } from '@/web/components/ui/page-header';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import {
  isLockedError,
  isNotFoundError,
} from '@/web/features/analytics/api/get-analytics-overview';
import { AnalyticsSkeleton } from '@/web/features/analytics/components/analytics-skeleton';
import { ReportTable } from '@/web/features/analytics/components/report-table';
import { analyticsNav } from '@/web/features/analytics/lib/nav';
import { analyticsPaths } from '@/web/features/analytics/lib/paths';
import { KpiTiles } from '@/web/features/outputs/components/renderers/performance-intelligence/figures';
import { NoMetricsState } from '@/web/features/performance-intelligence/components/overview-states';
import {
  ChannelRoasChart,
  RatesChart,
  SpendRevenueChart,
} from '@/web/features/performance-intelligence/components/performance-charts';
import { PeriodPicker } from '@/web/features/performance-intelligence/components/period-picker';
import {
  selectionFromParams,
  selectionParams,
} from '@/web/features/performance-intelligence/lib/period';

/** The period chosen in the address bar (?period= or ?from=&to=), and the way to change it. */
export function usePeriod(): [PeriodSelection, (next: PeriodSelection) => void] {
  const [params, setParams] = useSearchParams();
  const selection = selectionFromParams(params);
  const change = (next: PeriodSelection) =>
    setParams(
      (prev) => {
        // Keeps the other parameters (a report's scope).
        const kept = new URLSearchParams(prev);
        for (const key of ['period', 'from', 'to']) kept.delete(key);
        for (const [key, value] of Object.entries(selectionParams(next))) kept.set(key, value);
        return kept;
      },
      { replace: true },
    );
  return [selection, change];
}

/** An Analytics page: its header and tabs, behind the Analytics unlock. */
export function AnalyticsPage({
  children,
  ...header
}: ComponentProps<typeof PageHeader> & { children: ReactNode }) {
  return (
    <GatedPage feature="analytics" featureTitle="Analytics" nav={analyticsNav} {...header}>
      {children}
    </GatedPage>
  );
}

export function PeriodControls({
  selection,
  onChange,
}: {
  selection: PeriodSelection;
  onChange: (next: PeriodSelection) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-xl border bg-card p-4">
      <PeriodPicker key={JSON.stringify(selection)} value={selection} onChange={onChange} />
    </div>
  );
}

/** The overview once loaded; its locked, not-found, error and loading states otherwise. */
export function OverviewGate({
  query,
  notFound = 'Campaign not found',
  children,
}: {
  query: UseQueryResult<AnalyticsOverview>;
  notFound?: 'Campaign not found' | 'Client not found';
  children: (analytics: AnalyticsOverview) => ReactNode;
}) {
  if (query.isPending) return <AnalyticsSkeleton label="Computing the figures" />;
  if (query.isError) {
    if (isLockedError(query.error)) return <LockedState feature="analytics" title="Analytics" />;
    if (isNotFoundError(query.error))
      return (
        <NotFoundState title={notFound} backTo={analyticsPaths.home} backLabel="Back to Analytics">
          It may have been removed, belong to another organization or client, or the link may be
          mistyped.
        </NotFoundState>
      );
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** No results at all yet: where a campaign's daily results are imported. */
export function NoMetrics({ analytics }: { analytics: AnalyticsOverview }) {
  const campaign = analytics.overview.campaigns[0];
  return (
    <NoMetricsState
      campaignId={campaign?.id ?? null}
      campaignName={analytics.scope.type === 'campaign' ? analytics.scope.label : undefined}
    />
  );
}

/** What the key figures cover and what their arrows compare with. */
export function PeriodNote({ analytics }: { analytics: AnalyticsOverview }) {
  const o = analytics.overview;
  return (
    <p className="text-sm text-muted-foreground">
      {analytics.scope.label}
      {o.period ? `, ${o.period.from} to ${o.period.to} (${o.period.days} days). ` : '. '}
      {o.trend?.has_previous
        ? `Changes compare with ${o.trend.previous.from} to ${o.trend.previous.to}.`
        : 'No recorded days before this period to compare with.'}
    </p>
  );
}

export function KeyFigures({ analytics }: { analytics: AnalyticsOverview }) {
  const o = analytics.overview;
  return (
    <Section title="Key figures">
      <PeriodNote analytics={analytics} />
      <KpiTiles totals={o.totals} changes={o.trend?.has_previous ? o.trend.changes : null} />
    </Section>
  );
}

const NoDaysInPeriod = () => (
  <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
    No results recorded in this period; choose a longer one.
  </p>
);

/** The overview: key figures, daily charts, then channels, campaigns and clients. */
export function OverviewBody({
  analytics,
  selection,
}: {
  analytics: AnalyticsOverview;
  selection: PeriodSelection;
}) {
  const o = analytics.overview;
  if (!o.has_metrics) return <NoMetrics analytics={analytics} />;
  const campaignLink = (row: ReportRow) => (
    <Link
      to={analyticsPaths.campaign(String(row.campaign_id), selection)}
      className="font-medium text-primary hover:underline"
    >
      {String(row.name)}
    </Link>
  );
  const clientLink = (row: ReportRow) =>
    row.client_id ? (
      <Link
        to={analyticsPaths.client(String(row.client_id), selection)}
        className="font-medium text-primary hover:underline"
      >
        {String(row.name)}
      </Link>
    ) : (
      String(row.name)
    );
  return (
    <div className="space-y-8">
      <KeyFigures analytics={analytics} />
      {o.daily.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <SpendRevenueChart overview={o} />
          <RatesChart overview={o} />
        </div>
      ) : (
        <NoDaysInPeriod />
      )}
      {analytics.scope.type !== 'campaign' && o.daily.length > 0 && (
        <>
          <Section title="Channels">
            <ChannelRoasChart overview={o} />
            <ReportTable report={buildReport(analytics, 'channel-performance')} />
            <p className="text-xs text-muted-foreground">{o.channel_note}</p>
          </Section>
          <Section title="Campaigns">
            <ReportTable
              report={buildReport(analytics, 'campaign-comparison')}
              renderName={campaignLink}
            />
          </Section>
          {analytics.clients.length > 0 && (
            <Section title="Clients">
              <ReportTable
                report={buildReport(analytics, 'client-portfolio')}
                renderName={clientLink}
              />
            </Section>
          )}
        </>
      )}
    </div>
  );
}

/** Links to every report the organization can open. */
export function ReportLinks({
  analytics,
  selection,
}: {
  analytics: Pick<AnalyticsOverview, 'organization_type'>;
  selection: PeriodSelection;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {REPORT_TYPES.filter(
        (t) => !REPORT_INFO[t].agencyOnly || analytics.organization_type === 'AGENCY',
      ).map((t) => (
        <Button key={t} asChild variant="outline" size="sm">
          <Link to={analyticsPaths.report(t, selection)}>{REPORT_INFO[t].title}</Link>
        </Button>
      ))}
    </div>
  );
}
