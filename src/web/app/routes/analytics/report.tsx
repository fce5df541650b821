import { Link, useParams, useSearchParams } from 'react-router';
import {
  ANALYTICS_SCOPES,
  isReportType,
  REPORT_INFO,
  REPORT_TYPES,
  type AnalyticsReport,
  type AnalyticsScopeType,
  type ReportRow,
} from '@/shared/analytics';
import { ErrorState } from '@/web/components/error-state';
import { EmptyState } from '@/web/components/ui/empty-state';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import {
  isLockedError,
  isNotFoundError,
} from '@/web/features/analytics/api/get-analytics-overview';
import { useAnalyticsReport } from '@/web/features/analytics/api/get-analytics-report';
import { ReportSkeleton } from '@/web/features/analytics/components/analytics-skeleton';
import { ReportChart } from '@/web/features/analytics/components/report-chart';
import { ReportDownloads } from '@/web/features/analytics/components/report-downloads';
import { ReportTable } from '@/web/features/analytics/components/report-table';
import { analyticsPaths, type AnalyticsScopeParam } from '@/web/features/analytics/lib/paths';
import { LockedState } from '@/web/app/feature-gate';
import type { PeriodSelection } from '@/shared/performance-intelligence';
import { ApiError } from '@/web/lib/api-client';
import { AnalyticsPage, PeriodControls, usePeriod } from './parts';

/** The scope in the address bar (?scope=client&id=…); the organization otherwise. */
function useScope(): AnalyticsScopeParam {
  const [params] = useSearchParams();
  const type = params.get('scope') as AnalyticsScopeType | null;
  const id = params.get('id');
  return type && type !== 'org' && ANALYTICS_SCOPES.includes(type) && id
    ? { type, id }
    : { type: 'org', id: null };
}

/** /analytics/report/{reportType}: the report's chart and table, as CSV or PDF too. */
export default function AnalyticsReportPage() {
  const { reportType = '' } = useParams();
  if (!isReportType(reportType))
    return (
      <NotFoundState
        title="Report not found"
        backTo={analyticsPaths.reports}
        backLabel="All reports"
      >
        There is no report called “{reportType}”. The reports are{' '}
        {REPORT_TYPES.map((t) => REPORT_INFO[t].title.toLowerCase()).join(', ')}.
      </NotFoundState>
    );
  return <Report type={reportType} />;
}

function Report({ type }: { type: (typeof REPORT_TYPES)[number] }) {
  const [selection, setSelection] = usePeriod();
  const scope = useScope();
  const query = useAnalyticsReport(type, scope, selection);
  const info = REPORT_INFO[type];
  return (
    <AnalyticsPage
      title={info.title}
      description={info.description}
      back={{ to: analyticsPaths.reports, label: 'All reports' }}
      actions={<ReportDownloads type={type} scope={scope} selection={selection} />}
    >
      <PeriodControls selection={selection} onChange={setSelection} />
      <ReportBody query={query} selection={selection} />
    </AnalyticsPage>
  );
}

function ReportBody({
  query,
  selection,
}: {
  query: ReturnType<typeof useAnalyticsReport>;
  selection: PeriodSelection;
}) {
  if (query.isPending) return <ReportSkeleton />;
  if (query.isError) {
    if (isLockedError(query.error)) return <LockedState feature="analytics" title="Analytics" />;
    if (query.error instanceof ApiError && query.error.status === 403)
      return <EmptyState title="Not available">{query.error.message}</EmptyState>;
    if (isNotFoundError(query.error))
      return (
        <NotFoundState
          title={query.error.message}
          backTo={analyticsPaths.reports}
          backLabel="All reports"
        >
          It may have been removed, belong to another organization or client, or the link may be
          mistyped.
        </NotFoundState>
      );
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const report = query.data;
  return (
    <div className="space-y-6">
      <ReportPeriod report={report} />
      {report.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          No results recorded in this period. Choose a longer period, or import daily results on a
          campaign’s{' '}
          <Link to={analyticsPaths.campaigns} className="font-medium text-primary hover:underline">
            Analytics page
          </Link>
          .
        </p>
      ) : (
        <>
          <ReportChart report={report} />
          <ReportTable report={report} renderName={nameLink(selection)} />
        </>
      )}
    </div>
  );
}

const nameLink = (selection: PeriodSelection) => (row: ReportRow) => {
  const to = row.campaign_id
    ? analyticsPaths.campaign(String(row.campaign_id), selection)
    : row.client_id
      ? analyticsPaths.client(String(row.client_id), selection)
      : null;
  return to ? (
    <Link to={to} className="font-medium text-primary hover:underline">
      {String(row.name)}
    </Link>
  ) : (
    String(row.name)
  );
};

function ReportPeriod({ report }: { report: AnalyticsReport }) {
  return (
    <p className="text-sm text-muted-foreground">
      {report.scope.label} · {report.selection}
      {report.period
        ? `: ${report.period.from} to ${report.period.to} (${report.period.days} days)`
        : ': no recorded days'}
      {report.previous_period
        ? `, against ${report.previous_period.from} to ${report.previous_period.to}.`
        : '.'}
    </p>
  );
}
