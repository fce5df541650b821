import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NativeSelect } from '@/web/components/ui/input';
import { useClientOptions } from '@/web/features/campaigns/api/get-client-options';
import { useActiveClient } from '@/web/lib/active-client';
import { cn } from '@/web/lib/utils';
import { routeClientId } from './use-route-client';

/** The lists that follow the selected client when the header's links open them. */
const CLIENT_LISTS = ['/dashboard', '/campaigns', '/outputs', '/documents'];

/** A list's path with the active client kept in its query string (seed 000 §2.1). */
export function withActiveClient(to: string, clientId: string | undefined) {
  return clientId && CLIENT_LISTS.includes(to) ? `${to}?client_id=${clientId}` : to;
}

/**
 * The header's client selector (seed 000 §2.3, agencies only): 'All Clients' or one client.
 * On a page outside a workspace it sets or removes `client_id` in the page's query string,
 * which the lists read; in a client workspace it moves to the same page of the other
 * client's workspace ('All Clients' goes back to /clients).
 */
export function ClientSelector({
  className,
  id = 'header-client-selector',
}: {
  className?: string;
  id?: string;
}) {
  const clients = useClientOptions(true);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const workspaceClient = routeClientId(pathname);
  const { clientId } = useActiveClient();
  const value = workspaceClient ?? clientId ?? '';
  const options = (clients.data ?? []).filter((c) => !c.archived_at || c.id === value);

  const onChange = (next: string) => {
    if (workspaceClient) {
      void navigate(
        next
          ? pathname
              .replace(`/clients/${workspaceClient}`, `/clients/${next}`)
              .split('/')
              .slice(0, 4)
              .join('/')
          : '/clients',
      );
      return;
    }
    const query = new URLSearchParams(params);
    if (next) query.set('client_id', next);
    else query.delete('client_id');
    query.delete('page');
    setParams(query, { replace: true });
  };

  return (
    <NativeSelect
      id={id}
      aria-label="Active client"
      value={value}
      disabled={clients.isPending}
      onChange={(event) => onChange(event.target.value)}
      className={cn('h-9 w-44 text-sm', className)}
    >
      <option value="">All Clients</option>
      {options.map((client) => (
        <option key={client.id} value={client.id}>
          {client.name}
        </option>
      ))}
    </NativeSelect>
  );
}
