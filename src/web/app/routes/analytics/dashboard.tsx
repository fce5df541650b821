import { Link } from 'react-router';
import { TREND_METRICS } from '@/shared/performance-analysis';
import { useAnalyticsOverview } from '@/web/features/analytics/api/get-analytics-overview';
import { MetricChart } from '@/web/features/analytics/components/metric-chart';
import { analyticsPaths } from '@/web/features/analytics/lib/paths';
import {
  AnalyticsPage,
  KeyFigures,
  NoMetrics,
  OverviewGate,
  PeriodControls,
  Section,
  usePeriod,
} from './parts';

const ORG = { type: 'org', id: null } as const;

/** /analytics/dashboard: the key figures, then one chart per metric over the period. */
export default function AnalyticsDashboardPage() {
  const [selection, setSelection] = usePeriod();
  const query = useAnalyticsOverview(ORG, selection);
  return (
    <AnalyticsPage
      title="Analytics dashboard"
      description="Every metric's daily series side by side, with the period's figure and its change against the period before."
    >
      <PeriodControls selection={selection} onChange={setSelection} />
      <OverviewGate query={query}>
        {(analytics) => {
          const o = analytics.overview;
          if (!o.has_metrics) return <NoMetrics analytics={analytics} />;
          return (
            <div className="space-y-8">
              <KeyFigures analytics={analytics} />
              <Section
                title="Daily series"
                actions={
                  <Link
                    to={analyticsPaths.insights}
                    className="text-sm font-medium text-primary hover:underline"
                  >
                    What moved, and why: Insights
                  </Link>
                }
              >
                {o.daily.length === 0 ? (
                  <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
                    No results recorded in this period; choose a longer one.
                  </p>
                ) : (
                  <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                    {TREND_METRICS.map((m) => (
                      <MetricChart key={m} metric={m} daily={o.daily} total={o.totals[m]} />
                    ))}
                  </div>
                )}
              </Section>
            </div>
          );
        }}
      </OverviewGate>
    </AnalyticsPage>
  );
}
