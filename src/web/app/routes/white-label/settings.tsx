import { Link } from 'react-router';
import { canManageClients } from '@/shared/permissions';
import { LockedState } from '@/web/app/feature-gate';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { LoadingState } from '@/web/components/ui/spinner';
import { useMe } from '@/web/lib/me';
import { usePermission } from '@/web/lib/use-permission';
import { useDashboardMetrics } from '@/web/features/dashboard/api/get-dashboard-metrics';
import { SettingsHeader } from '@/web/features/settings/components/settings-header';
import { useWhiteLabel } from '@/web/features/white-label/api/white-label';
import { WhiteLabelForm } from '@/web/features/white-label/components/white-label-form';

const DESCRIPTION =
  'Your agency’s colours, fonts, logo and favicon for your team and your clients’ portal users.';

/**
 * /settings/white-label (seed 001 §3): the agency's brand kit with a live preview. Unlocked for
 * an agency with more than 2 clients (seed 000 §4); owners and admins edit, the others read.
 */
export default function WhiteLabelSettingsPage() {
  const me = useMe();
  const canEdit = usePermission('org:manage');
  const kit = useWhiteLabel();

  if (kit.isPending) return <LoadingState label="Loading your white label..." />;
  if (kit.isError)
    return (
      <div className="space-y-6">
        <SettingsHeader title="White Label" description={DESCRIPTION} />
        <ErrorState message={kit.error.message} onRetry={() => void kit.refetch()} />
      </div>
    );
  if (!kit.data.unlocked)
    return (
      <div className="space-y-6">
        <SettingsHeader title="White Label" description={DESCRIPTION} />
        <LockedState feature="white_label" title="White Label" />
        <ClientProgress canAdd={!!me.data && canManageClients(me.data.roles)} />
      </div>
    );
  return (
    <div className="space-y-6">
      <SettingsHeader
        title="White Label"
        description={DESCRIPTION}
        actions={
          kit.data.updatedAt ? (
            <p className="text-xs text-muted-foreground">
              Last saved {new Date(kit.data.updatedAt).toLocaleString('en-US')}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">Not customised yet: the defaults apply.</p>
          )
        }
      />
      <WhiteLabelForm state={kit.data} canEdit={canEdit} />
    </div>
  );
}

/** How many clients the agency has and how many more unlock the white label. */
function ClientProgress({ canAdd }: { canAdd: boolean }) {
  const metrics = useDashboardMetrics();
  if (!metrics.data) return null;
  const have = metrics.data.client_count;
  const missing = Math.max(0, 3 - have);
  return (
    <div className="flex flex-col items-center gap-3 text-center text-sm text-muted-foreground">
      <p>
        You have {have} {have === 1 ? 'client' : 'clients'}
        {missing > 0 ? `: ${missing} more to go.` : '.'}
      </p>
      {canAdd && missing > 0 && (
        <Button asChild>
          <Link to="/clients/new">Add a client</Link>
        </Button>
      )}
    </div>
  );
}
