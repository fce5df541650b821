import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import {
  useAlerts,
  useMarkAllAlertsRead,
} from '@/web/features/competitive-intelligence/api/get-alerts';
import { AlertList } from '@/web/features/competitive-intelligence/components/alert-list';
import { CompetitiveNav } from '@/web/features/competitive-intelligence/components/competitive-nav';
import { competitivePaths } from '@/web/features/competitive-intelligence/lib/paths';
import { CompetitiveGate, CompetitiveLocked, isLocked } from './gate';

/** /competitive-intelligence/alerts: record changes and document mentions, unread first. */
export default function AlertsPage() {
  return (
    <CompetitiveGate>
      <Alerts />
    </CompetitiveGate>
  );
}

function Alerts() {
  const [status, setStatus] = useState<'all' | 'unread'>('all');
  const alerts = useAlerts(status);
  const markAll = useMarkAllAlertsRead();
  const canWrite = usePermission('content:write');
  if (isLocked(alerts.error)) return <CompetitiveLocked />;
  const unread = alerts.data?.unread ?? 0;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Alerts"
        back={{ to: competitivePaths.root, label: 'Competitive Intelligence' }}
        description="Raised when a competitor record changes (which fields) and when a newly uploaded document names a competitor."
        actions={
          canWrite &&
          unread > 0 && (
            <Button
              variant="outline"
              disabled={markAll.isPending}
              onClick={() =>
                markAll.mutate(undefined, {
                  onSuccess: (r) =>
                    toast.success(`${r.marked} alert${r.marked === 1 ? '' : 's'} marked read`),
                  onError: (e) => toast.error(e.message),
                })
              }
            >
              <CheckCheck aria-hidden="true" /> Mark all read
            </Button>
          )
        }
      />
      <CompetitiveNav unread={alerts.data?.unread} />
      <div className="flex items-center gap-2">
        <Label htmlFor="alert-status">Show</Label>
        <NativeSelect
          id="alert-status"
          className="w-40"
          value={status}
          onChange={(e) => setStatus(e.target.value === 'unread' ? 'unread' : 'all')}
        >
          <option value="all">All alerts</option>
          <option value="unread">Unread only</option>
        </NativeSelect>
      </div>
      {alerts.isPending ? (
        <LoadingState label="Loading alerts..." />
      ) : alerts.isError ? (
        <ErrorState message={alerts.error.message} onRetry={() => void alerts.refetch()} />
      ) : alerts.data.data.length === 0 ? (
        <EmptyState icon={Bell} title={status === 'unread' ? 'No unread alerts' : 'No alerts yet'}>
          Alerts appear when someone changes a competitor record or uploads a document that names a
          competitor.
        </EmptyState>
      ) : (
        <AlertList alerts={alerts.data.data} canWrite={canWrite} />
      )}
    </div>
  );
}
