import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDashboard } from '@/shared/clients';
import { FRESHNESS } from '@/shared/dashboard';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** get_client_dashboard: the client's figures, recent campaigns and outputs. */
export const getClientDashboard = (clientId: string) =>
  api<ClientDashboard>(`/clients/${encodeURIComponent(clientId)}/dashboard`);

export const clientDashboardQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: queryKeys.clients.dashboard(clientId),
    queryFn: () => getClientDashboard(clientId),
    staleTime: FRESHNESS.clientDashboard,
    retry: 1,
  });

export const useClientDashboard = (clientId: string) =>
  useQuery(clientDashboardQueryOptions(clientId));
