import { Lock } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardMetrics } from '@/shared/dashboard';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { unlockThreshold, type Feature, type UnlockThreshold } from '@/shared/unlocks';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { SectionNav } from '@/web/components/ui/section-nav';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { unlocksOf, useDashboardMetrics } from '@/web/features/dashboard/api/get-dashboard-metrics';

/** Where a user goes to meet each kind of unlock. */
const WAY_TO_UNLOCK: Record<UnlockThreshold['metric'], { to: string; label: string }> = {
  campaignCount: { to: '/campaigns/new', label: 'Create a campaign' },
  documentCount: { to: '/documents/upload', label: 'Upload a document' },
  aiInteractions: { to: '/strategy', label: 'Run an agent' },
};

/** The organization's counts, not a client-scoped member's narrower figures. */
const COUNT_OF: Record<UnlockThreshold['metric'], (m: DashboardMetrics) => number> = {
  campaignCount: (m) => m.unlock_counts.campaign_count,
  documentCount: (m) => m.unlock_counts.document_count,
  aiInteractions: (m) => m.unlock_counts.total_ai_interactions,
};

const NOUN: Record<UnlockThreshold['metric'], [string, string]> = {
  campaignCount: ['campaign', 'campaigns'],
  documentCount: ['document', 'documents'],
  aiInteractions: ['AI interaction', 'AI interactions'],
};

/**
 * An unlockable area (seed 000 §4): its pages once the organization has unlocked it, and
 * until then what unlocks it, how far along the organization is and the way to get there.
 * The API refuses the same things with the same message.
 */
export function FeatureGate({
  feature,
  title,
  header,
  children,
}: {
  feature: Feature;
  /** What is locked, e.g. "Competitive Intelligence". */
  title: string;
  /** Shown above the locked state too (the area's navigation), so the user is not lost. */
  header?: ReactNode;
  children: ReactNode;
}) {
  const metrics = useDashboardMetrics();
  if (metrics.isPending) return <LoadingState label={`Loading ${title}...`} />;
  if (metrics.isError)
    return <ErrorState message={metrics.error.message} onRetry={() => void metrics.refetch()} />;
  if (unlocksOf(metrics.data)[feature].unlocked) return <>{children}</>;
  return (
    <div className="space-y-6">
      {header}
      <LockedState feature={feature} title={title} metrics={metrics.data} />
    </div>
  );
}

/** What unlocks `feature`; with the organization's metrics, also how far along it is. */
export function LockedState({
  feature,
  title,
  metrics,
}: {
  feature: Feature;
  title: string;
  /** Omitted where only the API's refusal is known (e.g. a 403 after the metrics were read). */
  metrics?: DashboardMetrics;
}) {
  const canWrite = usePermission('content:write');
  const threshold = unlockThreshold(feature);
  const have = threshold && metrics ? COUNT_OF[threshold.metric](metrics) : null;
  const missing = threshold && have !== null ? threshold.moreThan + 1 - have : null;
  const way = threshold ? WAY_TO_UNLOCK[threshold.metric] : null;
  return (
    <EmptyState icon={Lock} title={`${title} is locked`}>
      <p>{lockedFeatureMessage(feature)}</p>
      {threshold && have !== null && missing !== null && missing > 0 && (
        <p className="mt-1">
          You have {have} {NOUN[threshold.metric][have === 1 ? 0 : 1]}: {missing} more to go.
        </p>
      )}
      {canWrite && way && (
        <Button asChild className="mt-4">
          <Link to={way.to}>{way.label}</Link>
        </Button>
      )}
    </EmptyState>
  );
}

/**
 * A page of an unlockable agent: its header and tabs, then the page once the feature is
 * unlocked; until then the header (without its actions), the tabs and the locked state.
 */
export function GatedPage({
  feature,
  featureTitle,
  nav,
  children,
  ...header
}: ComponentProps<typeof PageHeader> & {
  feature: Feature;
  /** What is locked, e.g. "Quick Wins". */
  featureTitle: string;
  nav: ComponentProps<typeof SectionNav>;
  children: ReactNode;
}) {
  const frame = (withActions: boolean) => (
    <>
      <PageHeader {...header} actions={withActions ? header.actions : undefined} />
      <SectionNav {...nav} />
    </>
  );
  return (
    <FeatureGate feature={feature} title={featureTitle} header={frame(false)}>
      <div className="space-y-6">
        {frame(true)}
        {children}
      </div>
    </FeatureGate>
  );
}

/**
 * An unlockable area's routes, each behind its gate: a page (and every request it makes)
 * mounts only once the area is unlocked, so a locked page shows its lock without first asking
 * the API for what it would refuse (403). The page's own GatedPage then finds it unlocked.
 */
export function gateRoutes<R extends { element?: ReactNode }>(
  gate: { feature: Feature; title: string; nav: ComponentProps<typeof SectionNav> },
  routes: readonly R[],
): R[] {
  const header = (
    <>
      <PageHeader title={gate.title} />
      <SectionNav {...gate.nav} />
    </>
  );
  return routes.map((route) => ({
    ...route,
    element: (
      <FeatureGate feature={gate.feature} title={gate.title} header={header}>
        {route.element}
      </FeatureGate>
    ),
  }));
}
