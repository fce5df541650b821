import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientHealth } from '@/shared/client-success';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The client's health score from the Client Success agent (403 while it is locked). */
export const getClientHealth = (clientId: string) =>
  api<ClientHealth>(`/client-success/clients/${encodeURIComponent(clientId)}`);

export const isFeatureLockedError = (error: unknown) =>
  error instanceof ApiError && error.status === 403;

export const clientHealthQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: queryKeys.clientSuccess.client(clientId),
    queryFn: () => getClientHealth(clientId),
    staleTime: 5 * 60_000,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });

export const useClientHealth = (clientId: string) => useQuery(clientHealthQueryOptions(clientId));
