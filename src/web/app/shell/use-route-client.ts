import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { clientQueryOptions } from '@/web/features/clients/api/get-client';
import { isUuid } from './breadcrumbs';

/** The client workspace the current route is in (/clients/{id}/…): its id and, once loaded, name. */
export function routeClientId(pathname: string): string | null {
  const [root, id] = pathname.split('/').filter(Boolean);
  return root === 'clients' && isUuid(id) ? id : null;
}

/** For the breadcrumbs and the client selector; shares the workspace's cache entry. */
export function useRouteClient() {
  const { pathname } = useLocation();
  const id = routeClientId(pathname);
  const client = useQuery({ ...clientQueryOptions(id ?? ''), enabled: id !== null });
  return { id, name: id ? (client.data?.name ?? null) : null };
}
