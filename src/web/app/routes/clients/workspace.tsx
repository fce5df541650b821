import { ArrowLeft, Pencil } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useParams } from 'react-router';
import { toast } from 'sonner';
import { CLIENT_MESSAGES } from '@/shared/clients';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { SectionNav } from '@/web/components/ui/section-nav';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { isClientNotFound, useClient } from '@/web/features/clients/api/get-client';
import { ClientStatusBadge } from '@/web/features/clients/components/client-status-badge';
import { ActiveClientProvider } from '@/web/lib/active-client';
import type { WorkspaceOutlet } from './workspace-context';

/**
 * /clients/{clientId}: the client workspace (seed 001 §2). It loads the client and goes back
 * to /clients when that fails; its banner names the client and counts its campaigns; every
 * page inside works for this client (ActiveClientProvider).
 */
export default function ClientWorkspace() {
  const { clientId = '' } = useParams();
  const client = useClient(clientId);
  const canManage = usePermission('clients:manage');

  const failed = client.isError;
  useEffect(() => {
    if (failed)
      toast.error(
        isClientNotFound(client.error)
          ? CLIENT_MESSAGES.notFound
          : 'The client could not be loaded',
        { id: 'client-workspace-error' },
      );
  }, [failed, client.error]);

  if (client.isPending) return <LoadingState label="Loading the client..." />;
  if (client.isError) return <Navigate to="/clients" replace />;

  const data = client.data;
  const base = `/clients/${data.id}`;
  const count = data.campaign_count;
  const outlet: WorkspaceOutlet = { client: data };

  return (
    <ActiveClientProvider clientId={data.id} clientName={data.name}>
      <div className="space-y-6">
        <section
          aria-label="Client"
          className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
          style={
            data.brand_kit.primary_color
              ? { borderLeft: `6px solid ${data.brand_kit.primary_color}` }
              : undefined
          }
        >
          <div className="min-w-0 space-y-1">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Client workspace
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-semibold tracking-tight break-words">{data.name}</h1>
              <ClientStatusBadge status={data.status} />
              {data.archived_at && <Badge variant="outline">Archived</Badge>}
            </div>
            <p className="text-sm text-muted-foreground">
              {count} {count === 1 ? 'campaign' : 'campaigns'}
              {data.industry ? ` · ${data.industry}` : ''}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {canManage && (
              <Button variant="outline" asChild>
                <Link to={`${base}/edit`}>
                  <Pencil aria-hidden="true" /> Edit
                </Link>
              </Button>
            )}
            <Button variant="secondary" asChild>
              <Link to="/clients">
                <ArrowLeft aria-hidden="true" /> All Clients
              </Link>
            </Button>
          </div>
        </section>
        <SectionNav
          label={`${data.name} workspace`}
          items={[
            { to: base, label: 'Dashboard' },
            { to: `${base}/campaigns`, label: 'Campaigns', end: false },
            { to: `${base}/agents`, label: 'Agents', end: false },
            { to: `${base}/analytics`, label: 'Analytics' },
            { to: `${base}/health`, label: 'Health' },
            { to: `${base}/messages`, label: 'Messages' },
            { to: `${base}/reports`, label: 'Reports' },
          ]}
        />
        <Outlet context={outlet} />
      </div>
    </ActiveClientProvider>
  );
}
