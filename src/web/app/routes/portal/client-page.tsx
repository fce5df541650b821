import type { ReactNode } from 'react';
import type { Client } from '@/shared/clients';
import { ErrorState } from '@/web/components/error-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { isClientNotFound, useClient } from '@/web/features/clients/api/get-client';

/** An agency page about one client: its header with the way back, and the client's loading states. */
export function ClientPage({
  clientId,
  title,
  description,
  actions,
  children,
}: {
  clientId: string;
  title: string;
  description: (client: Client) => ReactNode;
  actions?: ReactNode;
  children: (client: Client) => ReactNode;
}) {
  const client = useClient(clientId);
  if (client.isPending) return <LoadingState label="Loading the client..." />;
  if (client.isError) {
    if (isClientNotFound(client.error))
      return (
        <NotFoundState title="Client not found" backTo="/clients" backLabel="All Clients">
          It may have been archived, or the link may be mistyped.
        </NotFoundState>
      );
    return <ErrorState message={client.error.message} onRetry={() => void client.refetch()} />;
  }
  return (
    <div className="space-y-6">
      <PageHeader
        title={`${title}: ${client.data.name}`}
        description={description(client.data)}
        back={{ to: `/clients/${clientId}`, label: client.data.name }}
        actions={actions}
      />
      {children(client.data)}
    </div>
  );
}
