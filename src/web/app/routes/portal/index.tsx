import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { mayOpenPortalPage } from '@/shared/permissions';
import { PORTAL_MESSAGES } from '@/shared/portal';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useMe } from '@/web/lib/me';
import { usePortalOverview } from '@/web/features/portal/api/portal';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { PortalStates } from '@/web/features/portal/components/portal-view';
import { usePortalPeriod } from '@/web/features/portal/lib/period';

/** /portal: the read-only client portal, for guests and client viewers (seed 001 §6). */
export default function PortalPage() {
  const me = useMe();
  const allowed = Boolean(me.data && mayOpenPortalPage(me.data.roles));
  const period = usePortalPeriod();
  const overview = usePortalOverview(period.range, allowed);
  if (me.isPending) return <LoadingState label="Loading your portal..." />;
  if (me.isError)
    return <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />;
  if (!allowed)
    return (
      <div className="py-8">
        <title>Client portal — Stratagent</title>
        <EmptyState
          icon={Lock}
          title={PORTAL_MESSAGES.guestsOnly}
          action={
            <Button asChild variant="outline">
              <Link to={paths.dashboard}>Go to your dashboard</Link>
            </Button>
          }
        >
          Your organization’s clients see their campaigns, reports and messages here.
        </EmptyState>
      </div>
    );
  return (
    <PortalStates
      overview={overview}
      renderOutput={(outputType, content) => (
        <OutputRenderer outputType={outputType} content={content} audience="client" />
      )}
    />
  );
}
