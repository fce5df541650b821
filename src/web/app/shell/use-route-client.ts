import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { clientQueryOptions } from '@/web/features/clients/api/get-client';
import { useMe } from '@/web/lib/me';
import { isUuid } from './breadcrumbs';

/**
 * The client the current route is about: a client workspace (/clients/{id}/…) or a client's
 * analytics or metrics (/analytics/client/{id}, /metrics/client/{id}).
 */
export function routeClientId(pathname: string): string | null {
  const [root, first, second] = pathname.split('/').filter(Boolean);
  if (root === 'clients') return isUuid(first) ? first : null;
  if ((root === 'analytics' || root === 'metrics') && first === 'client')
    return isUuid(second) ? second : null;
  return null;
}

/**
 * For the breadcrumbs and the client selector; shares the workspace's cache entry. Only an
 * agency has clients: an SME on a client's address is sent away by the page's guard, and the
 * shell does not ask for the client first (a 403 on the way out).
 */
export function useRouteClient() {
  const { pathname } = useLocation();
  const agency = useMe().data?.organization?.type === 'AGENCY';
  const id = routeClientId(pathname);
  const client = useQuery({ ...clientQueryOptions(id ?? ''), enabled: id !== null && agency });
  return { id, name: id ? (client.data?.name ?? null) : null };
}
