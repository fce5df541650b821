import { FileBarChart, History } from 'lucide-react';
import { Link } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import { REPORT_INFO, REPORT_TYPES } from '@/shared/analytics';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ToolCard } from '@/web/components/ui/tool-card';
import { useSessions } from '@/web/features/agents/api/get-sessions';
import { analyticsPaths } from '@/web/features/analytics/lib/paths';
import { useDashboardMetrics } from '@/web/features/dashboard/api/get-dashboard-metrics';
import { PERFORMANCE_AGENT } from '@/web/features/performance-intelligence/api/performance';
import { performancePaths } from '@/web/features/performance-intelligence/lib/paths';
import { AnalyticsPage, Section, usePeriod } from './parts';

/** /analytics/reports: every report type as a card, and the saved analyses. */
export default function AnalyticsReportsPage() {
  const [selection] = usePeriod();
  const metrics = useDashboardMetrics();
  const agency = metrics.data?.organization_type === 'AGENCY';
  const types = REPORT_TYPES.filter((t) => !REPORT_INFO[t].agencyOnly || agency);
  return (
    <AnalyticsPage
      title="Analytics reports"
      description="Each report is a table with a chart, for any period, downloadable as CSV or PDF."
    >
      <Section title="Report types">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {types.map((t) => (
            <ToolCard
              key={t}
              icon={FileBarChart}
              title={REPORT_INFO[t].title}
              description={REPORT_INFO[t].description}
            >
              <Button asChild variant="outline" size="sm">
                <Link to={analyticsPaths.report(t, selection)}>
                  Open {REPORT_INFO[t].title.toLowerCase()}
                </Link>
              </Button>
            </ToolCard>
          ))}
        </div>
      </Section>
      <Section title="Saved analyses">
        <SavedAnalyses />
      </Section>
    </AnalyticsPage>
  );
}

/** Performance Intelligence sessions: each opens as an analytics session. */
function SavedAnalyses() {
  const sessions = useSessions({ agent_type: PERFORMANCE_AGENT, limit: 10 });
  if (sessions.isPending)
    return (
      <div role="status" aria-label="Loading saved analyses" className="space-y-2">
        <Skeleton className="h-14 rounded-xl" />
        <Skeleton className="h-14 rounded-xl" />
      </div>
    );
  if (sessions.isError)
    return <ErrorState message={sessions.error.message} onRetry={() => void sessions.refetch()} />;
  if (sessions.data.data.length === 0)
    return (
      <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
        No saved analysis yet. Performance Intelligence explains the figures in words (anomalies,
        pacing, channels, campaigns); its sessions appear here.{' '}
        <Link to={performancePaths.home} className="font-medium text-primary hover:underline">
          Open Performance Intelligence
        </Link>
      </p>
    );
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {sessions.data.data.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
          <Link
            to={analyticsPaths.session(s.id)}
            className="flex items-center gap-2 font-medium hover:underline"
          >
            <History className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {s.title}
            {s.campaign_name ? ` · ${s.campaign_name}` : ''}
          </Link>
          <span className="text-xs text-muted-foreground">
            {s.output_count} {s.output_count === 1 ? 'output' : 'outputs'} ·{' '}
            {formatRelativeTime(s.updated_at)}
          </span>
        </li>
      ))}
    </ul>
  );
}
