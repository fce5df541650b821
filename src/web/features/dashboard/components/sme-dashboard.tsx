import { AlertCircle } from 'lucide-react';
import { DISPLAY_COUNTS, type DashboardMetrics } from '@/shared/dashboard';
import { Button } from '@/web/components/ui/button';
import { Skeleton, SkeletonText } from '@/web/components/ui/skeleton';
import { unlocksOf } from '../api/get-dashboard-metrics';
import { useReadiness } from '../api/get-readiness';
import { useRecentOutputs } from '../api/get-recent-outputs';
import { useRecommendations } from '../api/get-recommendations';
import { IntelligenceBriefing } from './intelligence-briefing';
import { QuickStats } from './quick-stats';
import { ReadinessBanner } from './readiness-banner';
import { RecentIntelligence } from './recent-intelligence';
import { SmeWelcome } from './sme-welcome';

/**
 * Seed 000 §2.4: a welcome screen until there is a campaign or a document, then the briefing.
 * While the metrics load the briefing's layout stands in (the usual case), so its own
 * requests start at once and nothing moves as their answers arrive.
 */
export function SmeDashboard({
  metrics,
  organizationName,
}: {
  metrics: DashboardMetrics | undefined;
  organizationName: string;
}) {
  if (metrics && metrics.campaign_count === 0 && metrics.document_count === 0) {
    return (
      <SmeWelcome
        organizationName={organizationName}
        unlocks={unlocksOf(metrics)}
        hasWork={metrics.total_ai_interactions > 0}
      />
    );
  }
  return <SmeBriefing metrics={metrics} />;
}

function SmeBriefing({ metrics }: { metrics: DashboardMetrics | undefined }) {
  const recommendations = useRecommendations();
  const readiness = useReadiness();
  const outputs = useRecentOutputs(DISPLAY_COUNTS.recentIntelligence);
  return (
    <div className="space-y-8">
      <IntelligenceBriefing
        recommendations={recommendations.data}
        isPending={recommendations.isPending}
        error={recommendations.error}
        onRetry={() => void recommendations.refetch()}
      />
      {readiness.data ? (
        <ReadinessBanner
          readiness={readiness.data}
          hasCampaigns={(metrics?.campaign_count ?? 0) > 0}
        />
      ) : readiness.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-sm"
        >
          <AlertCircle className="size-4 text-destructive" aria-hidden="true" />
          <span className="flex-1">Could not load your readiness: {readiness.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void readiness.refetch()}>
            Try again
          </Button>
        </div>
      ) : readiness.isPending ? (
        <ReadinessSkeleton />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RecentIntelligence
            outputs={outputs.data}
            isPending={outputs.isPending}
            error={outputs.error}
            onRetry={() => void outputs.refetch()}
          />
        </div>
        <QuickStats metrics={metrics} readiness={readiness.data} />
      </div>
    </div>
  );
}

/** The readiness banner's box: a heading line and two lines of text in a card. */
function ReadinessSkeleton() {
  return (
    <div className="flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <Skeleton className="hidden size-10 shrink-0 rounded-lg sm:block" />
      <div className="flex-1 space-y-1">
        <SkeletonText className="w-1/3 font-semibold" />
        <SkeletonText lines={2} className="text-sm" />
      </div>
    </div>
  );
}
