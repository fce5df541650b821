import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES } from '@/shared/dashboard';
import { ErrorState } from '@/web/components/error-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { unlocksOf, useDashboardMetrics } from '@/web/features/dashboard/api/get-dashboard-metrics';
import { useReadiness } from '@/web/features/dashboard/api/get-readiness';
import { MetricsOverview } from '@/web/features/dashboard/components/metrics-overview';
import { UnlockTable } from '@/web/features/dashboard/components/unlock-table';

/** /dashboard/metrics: every metric of the organization and every feature's unlock state. */
export default function DashboardMetricsPage() {
  const metrics = useDashboardMetrics();
  const readiness = useReadiness();

  if (metrics.isPending) return <LoadingState label="Loading your metrics..." />;
  if (metrics.isError) {
    return (
      <ErrorState
        title={DASHBOARD_MESSAGES.metricsFailed}
        message={DASHBOARD_MESSAGES.metricsError(metrics.error.message)}
        onRetry={() => void metrics.refetch()}
      />
    );
  }
  const m = metrics.data;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Dashboard
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Metrics</h1>
        <p className="text-sm text-muted-foreground">
          Your workspace in numbers. They refresh within two minutes of any change.
        </p>
      </div>
      <MetricsOverview metrics={m} readiness={readiness.data} />
      <section aria-labelledby="unlocks-heading" className="space-y-3">
        <h2 id="unlocks-heading" className="text-lg font-semibold">
          Feature unlocks
        </h2>
        <UnlockTable unlocks={unlocksOf(m)} />
      </section>
    </div>
  );
}
