import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PERFORMANCE_PAGE_TOOLS } from '@/shared/performance-intelligence';
import { Button } from '@/web/components/ui/button';
import { PageHeader } from '@/web/components/ui/page-header';
import { KpiTiles } from '@/web/features/outputs/components/renderers/performance-intelligence/figures';
import { useOverview } from '@/web/features/performance-intelligence/api/performance';
import { NoMetricsState } from '@/web/features/performance-intelligence/components/overview-states';
import { PerformanceNav } from '@/web/features/performance-intelligence/components/performance-nav';
import { performancePaths } from '@/web/features/performance-intelligence/lib/paths';
import { OverviewGate, SavedOutputs, ToolCard } from './parts';

const overspending = (n: number) =>
  n === 0 ? 'no campaign overspending' : `${n} campaign${n === 1 ? '' : 's'} overspending`;

/** /performance-intelligence: the last 30 days at a glance, the tools, the recent outputs. */
export default function PerformanceHomePage() {
  const overview = useOverview(null, { period: 'last_30' });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Performance Intelligence"
        description="Your campaigns' results read for you: KPIs and trends, anomalies flagged by a stated rule, budget pacing, channel and campaign comparisons, and reports with what to change. Every figure is computed from your daily metrics, the same numbers as each campaign's Analytics page."
        actions={
          <Button asChild>
            <Link to={performancePaths.dashboard}>
              Open the dashboard <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <PerformanceNav />
      <OverviewGate query={overview}>
        {(o) => (
          <div className="space-y-8">
            <section className="space-y-3">
              <h2 className="text-lg font-semibold">Last 30 days of data, all campaigns</h2>
              {o.has_metrics ? (
                <>
                  <p className="text-sm text-muted-foreground">
                    {o.period ? `${o.period.from} to ${o.period.to}. ` : ''}
                    {o.anomalies.length
                      ? `${o.anomalies.length} anomal${o.anomalies.length === 1 ? 'y' : 'ies'} flagged; `
                      : 'No anomaly flagged; '}
                    {overspending(o.pacing.filter((p) => p.verdict === 'over').length)}.
                  </p>
                  <KpiTiles
                    totals={o.totals}
                    changes={o.trend?.has_previous ? o.trend.changes : null}
                  />
                </>
              ) : (
                <NoMetricsState />
              )}
            </section>
            <section className="space-y-3">
              <h2 className="text-lg font-semibold">Tools</h2>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {PERFORMANCE_PAGE_TOOLS.map((tool) => (
                  <ToolCard key={tool} tool={tool} to={performancePaths.tool(tool)} />
                ))}
                <ToolCard tool="performance_report" to={performancePaths.reports} />
              </div>
            </section>
            <section className="space-y-3">
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-lg font-semibold">Recent outputs</h2>
                <Link
                  to={performancePaths.reports}
                  className="text-sm text-primary hover:underline"
                >
                  All reports
                </Link>
              </div>
              <SavedOutputs
                limit={5}
                empty="No output yet: run a tool above or generate a report."
              />
            </section>
          </div>
        )}
      </OverviewGate>
    </div>
  );
}
