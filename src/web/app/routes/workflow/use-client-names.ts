import { useMe } from '@/web/lib/me';
import { useClientOptions } from '@/web/features/campaigns/api/get-client-options';

/** The agency's clients (none for an SME): the options of a client field and their names. */
export function useWorkflowClients() {
  const me = useMe();
  const isAgency = me.data?.organization?.type === 'AGENCY';
  const clients = useClientOptions(isAgency);
  const options = (clients.data ?? []).filter((client) => !client.archived_at);
  const nameOf = (id: string | null) =>
    id ? (clients.data?.find((client) => client.id === id)?.name ?? 'A client') : null;
  return { isAgency, options, nameOf, isPending: isAgency && clients.isPending };
}
