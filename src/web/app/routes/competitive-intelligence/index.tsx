import { ArrowRight, BarChart3, Bell, Radar, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { COMPETITIVE_OUTPUT_TYPES } from '@/shared/competitive-intelligence';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
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
import { LoadingState } from '@/web/components/ui/spinner';
import { StatGrid, StatTile } from '@/web/components/ui/stat-tile';
import { usePermission } from '@/web/lib/use-permission';
import { useAlerts } from '@/web/features/competitive-intelligence/api/get-alerts';
import { useCompetitors } from '@/web/features/competitive-intelligence/api/get-competitors';
import { AlertList } from '@/web/features/competitive-intelligence/components/alert-list';
import { CompetitiveNav } from '@/web/features/competitive-intelligence/components/competitive-nav';
import { competitivePaths } from '@/web/features/competitive-intelligence/lib/paths';
import { hasCompetitorTemplate } from '@/web/features/competitive-intelligence/lib/template';
import { useOutputs } from '@/web/features/outputs/api/get-outputs';
import { CompetitiveGate, CompetitiveLocked, isLocked } from './gate';

/** /competitive-intelligence: competitors, unread alerts, the latest analysis, the way to start one. */
export default function CompetitiveOverviewPage() {
  const navigate = useNavigate();
  // The palette's 'Competitor Analysis' template lands here: open the analysis with it.
  useEffect(() => {
    if (hasCompetitorTemplate())
      void navigate(competitivePaths.analysis, { replace: true, state: { template: true } });
  }, [navigate]);
  return (
    <CompetitiveGate>
      <Overview />
    </CompetitiveGate>
  );
}

function Overview() {
  const competitors = useCompetitors();
  const alerts = useAlerts('all');
  const latest = useOutputs({
    agent_type: 'competitive-intelligence',
    output_type: COMPETITIVE_OUTPUT_TYPES.analysis,
    limit: 1,
  });
  const canWrite = usePermission('content:write');
  if (isLocked(competitors.error)) return <CompetitiveLocked />;
  const analysis = latest.data?.data[0];
  const unread = alerts.data?.data.filter((a) => a.read_at === null) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Competitive Intelligence"
        description="Keep a record of your competitors, hear when they change or turn up in your documents, compare your positioning and messaging with theirs, and benchmark your own metrics against your industry."
        actions={
          canWrite && (
            <Button asChild>
              <Link to={competitivePaths.analysis}>
                <Radar aria-hidden="true" /> Start an analysis
              </Link>
            </Button>
          )
        }
      />
      <CompetitiveNav unread={alerts.data?.unread} />

      {competitors.isPending || alerts.isPending ? (
        <LoadingState label="Loading your competitors..." />
      ) : competitors.isError ? (
        <ErrorState
          message={competitors.error.message}
          onRetry={() => void competitors.refetch()}
        />
      ) : alerts.isError ? (
        <ErrorState message={alerts.error.message} onRetry={() => void alerts.refetch()} />
      ) : (
        <>
          <StatGrid className="lg:grid-cols-3">
            <StatTile label="Competitors recorded" value={competitors.data.data.length} />
            <StatTile
              label="Unread alerts"
              value={alerts.data.unread}
              tone={alerts.data.unread > 0 ? 'warning' : 'default'}
            />
            <StatTile label="Analyses saved" value={latest.data?.total ?? '—'} />
          </StatGrid>

          {competitors.data.data.length === 0 && (
            <EmptyState icon={Users} title="No competitors recorded yet">
              <p>
                Add the companies you lose deals to. Their records ground every analysis, and a new
                document that names one raises an alert.
              </p>
              <Button asChild className="mt-4">
                <Link to={competitivePaths.competitors}>Add competitors</Link>
              </Button>
            </EmptyState>
          )}

          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-lg">
                  <Radar className="size-5 text-primary" aria-hidden="true" /> Latest analysis
                </CardTitle>
                <CardDescription>
                  Positioning matrix, messaging gaps and opportunities.
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                {latest.isPending ? (
                  <LoadingState label="Loading the latest analysis..." />
                ) : latest.isError ? (
                  <p className="text-destructive">{latest.error.message}</p>
                ) : analysis ? (
                  <>
                    <p className="font-medium">{analysis.title}</p>
                    {analysis.summary && (
                      <p className="text-muted-foreground">{analysis.summary}</p>
                    )}
                    <p className="text-xs text-muted-foreground">
                      {formatRelativeTime(analysis.created_at)}
                    </p>
                    {analysis.session_id && (
                      <Button asChild variant="outline" size="sm">
                        <Link to={competitivePaths.session(analysis.session_id)}>
                          Open the analysis <ArrowRight aria-hidden="true" />
                        </Link>
                      </Button>
                    )}
                  </>
                ) : (
                  <p className="text-muted-foreground">
                    No analysis yet.{' '}
                    {canWrite && (
                      <Link
                        className="font-medium text-primary hover:underline"
                        to={competitivePaths.analysis}
                      >
                        Run the first one
                      </Link>
                    )}
                  </p>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-lg">
                  <BarChart3 className="size-5 text-primary" aria-hidden="true" /> Benchmarks
                </CardTitle>
                <CardDescription>
                  Your CTR, conversion rate, CPA and ROAS against the typical ranges of your
                  industry.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Button asChild variant="outline" size="sm">
                  <Link to={competitivePaths.benchmarks}>
                    See your benchmarks <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </div>

          <section aria-labelledby="recent-alerts" className="space-y-3">
            <div className="flex items-center justify-between gap-2">
              <h2 id="recent-alerts" className="flex items-center gap-2 text-lg font-semibold">
                <Bell className="size-5 text-primary" aria-hidden="true" /> Unread alerts
              </h2>
              <Link
                className="text-sm font-medium text-primary hover:underline"
                to={competitivePaths.alerts}
              >
                All alerts
              </Link>
            </div>
            {unread.length === 0 ? (
              <p className="rounded-xl border border-dashed bg-card p-4 text-sm text-muted-foreground">
                Nothing new. Alerts appear when a competitor record changes or a new document names
                a competitor.
              </p>
            ) : (
              <AlertList alerts={unread.slice(0, 3)} canWrite={canWrite} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
