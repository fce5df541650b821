import { Building2, Settings2 } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES } from '@/shared/dashboard';
import {
  canCreateCampaigns,
  canManageClients,
  isReadOnly,
  seesPortalDashboard,
} from '@/shared/permissions';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { SkeletonText } from '@/web/components/ui/skeleton';
import { LoadingState } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useMe, type Me } from '@/web/lib/me';
import { useBusinessContext } from '@/web/features/business-context/api/business-context';
import { useDashboardMetrics } from '@/web/features/dashboard/api/get-dashboard-metrics';
import { AgencyOverview } from '@/web/features/dashboard/components/agency-overview';
import { SmeDashboard } from '@/web/features/dashboard/components/sme-dashboard';
import { ViewOnlyNotice } from '@/web/features/dashboard/components/view-only-notice';
import { lazyPage } from '@/web/lib/lazy-page';
import { LazyOutputRenderer } from '@/web/features/outputs/components/renderers/lazy-output-renderer';

// Only a client's own people see the portal, which renders outputs (their charts included):
// chunks of their own, so nobody else downloads them with the dashboard.
const PortalDashboard = lazyPage(() =>
  import('@/web/features/portal/components/portal-view').then((module) => ({
    default: module.PortalDashboard,
  })),
);

/**
 * The dashboard choice (seed 001 §2): client roles see the read-only portal notice, an
 * agency its agency dashboard (seed 000 §2.5), everyone else the SME dashboard.
 */
export default function DashboardPage() {
  const me = useMe();
  const organization = me.data?.organization;
  // A teammate who only looks (an organization-wide viewer) gets the view-only notice.
  const portalUser = isReadOnly(me.data?.roles ?? []);
  // A client's own people (client roles scoped to their client) get their portal.
  const clientPortal = seesPortalDashboard(me.data?.roles ?? []);
  const agency = organization?.type === 'AGENCY';
  // An agency's dashboard reads its own answer (GET /dashboard/agency), not these metrics.
  const metrics = useDashboardMetrics(
    Boolean(organization) && !portalUser && !agency && !clientPortal,
  );

  if (me.isPending) return <LoadingState label={DASHBOARD_MESSAGES.loading} />;
  if (me.isError)
    return <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />;
  if (!me.data || !organization) return <NoOrganization />;

  if (clientPortal)
    return (
      <PortalDashboard
        renderOutput={(outputType, content) => (
          <Suspense fallback={null}>
            <LazyOutputRenderer outputType={outputType} content={content} audience="client" />
          </Suspense>
        )}
      />
    );
  if (portalUser) {
    return (
      <div className="space-y-6">
        <DashboardHeader me={me.data} organizationName={organization.name} />
        <ViewOnlyNotice organizationName={organization.name} />
      </div>
    );
  }
  if (agency) {
    return (
      <div className="space-y-8">
        <DashboardHeader
          me={me.data}
          organizationName={organization.name}
          organizationId={organization.id}
        />
        <AgencyOverview
          canManageClients={canManageClients(me.data.roles)}
          canCreateCampaigns={canCreateCampaigns(me.data.roles)}
        />
      </div>
    );
  }
  if (metrics.isError) {
    return (
      <ErrorState
        title={DASHBOARD_MESSAGES.metricsFailed}
        message={DASHBOARD_MESSAGES.metricsError(metrics.error.message)}
        onRetry={() => void metrics.refetch()}
      />
    );
  }
  return (
    <div className="space-y-8">
      <DashboardHeader
        me={me.data}
        organizationName={organization.name}
        organizationId={organization.id}
      />
      <SmeDashboard metrics={metrics.data} organizationName={organization.name} />
    </div>
  );
}

function DashboardHeader({
  me,
  organizationName,
  organizationId,
}: {
  me: Me;
  organizationName: string;
  organizationId?: string;
}) {
  const context = useBusinessContext(organizationId);
  const facts = [context.data?.industry, context.data?.companySize].filter(Boolean).join(' · ');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">
          {me.firstVisit ? 'Welcome' : 'Welcome back'}, {me.user.name}
        </p>
        <h1 className="text-balance break-words text-2xl font-semibold tracking-tight sm:text-3xl">
          {organizationName}
        </h1>
        {context.isPending && organizationId ? (
          <SkeletonText className="mt-1 w-48 text-sm" />
        ) : (
          facts && <p className="mt-1 text-sm text-muted-foreground">{facts}</p>
        )}
      </div>
      {organizationId && (
        <div className="flex flex-wrap gap-2">
          {context.data === null && (
            <Button asChild variant="outline" size="sm">
              <Link to="/settings/workspace">
                <Settings2 aria-hidden="true" /> Add business context
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/metrics">All metrics</Link>
          </Button>
        </div>
      )}
    </div>
  );
}

function NoOrganization() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <Building2 className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{DASHBOARD_MESSAGES.noOrganization}</h1>
      <p className="text-sm text-muted-foreground">
        Your account is not linked to an organization yet.
      </p>
      <Button asChild>
        <Link to={paths.profile}>View Profile</Link>
      </Button>
    </div>
  );
}
