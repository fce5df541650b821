import { Lock, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FEATURE_LABELS, lockedFeatureMessage } from '@/shared/feature-unlocks';
import type { Feature } from '@/shared/unlocks';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { SectionNav } from '@/web/components/ui/section-nav';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/features/auth/hooks/use-permission';
import { PLANNING_SECTIONS } from '@/web/features/campaign-planning/lib/paths';
import { unlocksOf, useDashboardMetrics } from '@/web/features/dashboard/api/get-dashboard-metrics';

/** The campaigns a feature needs (seed 000 §4): execution at more than 3, automation at more than 10. */
const CAMPAIGNS_NEEDED: Partial<Record<Feature, number>> = { execution: 4, automation: 11 };

/**
 * Every Campaign Planning page: its header, the agent's sub-pages as tabs, and, while the
 * organization has not unlocked the agent (or automation), what unlocks it instead of the page.
 */
export function PlanningFrame({
  title,
  description,
  badges,
  actions,
  back,
  feature = 'execution',
  children,
}: {
  title: string;
  description?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
  feature?: Feature;
  children: ReactNode;
}) {
  const metrics = useDashboardMetrics();
  const unlocks = metrics.data ? unlocksOf(metrics.data) : undefined;
  const locked = unlocks
    ? (['execution', feature] as Feature[]).find((f) => !unlocks[f].unlocked)
    : undefined;
  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        description={description}
        badges={badges}
        actions={unlocks && !locked ? actions : undefined}
        back={back}
      />
      <SectionNav label="Campaign Planning" items={PLANNING_SECTIONS} />
      {metrics.isPending ? (
        <LoadingState label="Loading..." />
      ) : metrics.isError ? (
        <ErrorState message={metrics.error.message} onRetry={() => void metrics.refetch()} />
      ) : locked ? (
        <LockedFeature feature={locked} campaignCount={metrics.data.campaign_count} />
      ) : (
        children
      )}
    </div>
  );
}

function LockedFeature({ feature, campaignCount }: { feature: Feature; campaignCount: number }) {
  const canWrite = usePermission('content:write');
  const needed = CAMPAIGNS_NEEDED[feature] ?? 0;
  const remaining = Math.max(0, needed - campaignCount);
  return (
    <EmptyState
      icon={Lock}
      title={`${feature === 'execution' ? 'Campaign Planning' : FEATURE_LABELS[feature]} is locked`}
      action={
        canWrite && (
          <Button asChild>
            <Link to="/campaigns/new">
              <Plus aria-hidden="true" /> Create a campaign
            </Link>
          </Button>
        )
      }
    >
      <p>{lockedFeatureMessage(feature)}</p>
      <p className="mt-2">
        You have {campaignCount} campaign{campaignCount === 1 ? '' : 's'}
        {remaining > 0 ? `: ${remaining} more to go.` : '.'}
      </p>
    </EmptyState>
  );
}
