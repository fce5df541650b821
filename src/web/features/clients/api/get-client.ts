import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@/shared/clients';
import { FRESHNESS } from '@/shared/dashboard';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getClient = (clientId: string) =>
  api<Client>(`/clients/${encodeURIComponent(clientId)}`);

/** Another organization's client, an out-of-scope one or a malformed id all read as "not found". */
export const isClientNotFound = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

export const clientQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: queryKeys.clients.detail(clientId),
    queryFn: () => getClient(clientId),
    staleTime: FRESHNESS.clientsList,
    retry: (failures, error) => !isClientNotFound(error) && failures < 1,
  });

export const useClient = (clientId: string, enabled = true) =>
  useQuery({ ...clientQueryOptions(clientId), enabled: enabled && Boolean(clientId) });
