import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ClientHealth,
  ClientHealthDetail,
  ClientRecommendation,
} from '@/shared/client-success';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Health is computed live from metrics and activity: fresh for a minute. */
const STALE_MS = 60_000;

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.clientSuccess.health,
    queryFn: () => api<ClientHealth[]>('/client-success/health'),
    staleTime: STALE_MS,
  });

export const clientHealthQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: queryKeys.clientSuccess.client(clientId),
    queryFn: () =>
      api<ClientHealthDetail>(`/client-success/clients/${encodeURIComponent(clientId)}`),
    staleTime: STALE_MS,
  });

export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.clientSuccess.recommendations,
    queryFn: () => api<ClientRecommendation[]>('/client-success/recommendations'),
    staleTime: STALE_MS,
  });

export const useClientHealthList = () => useQuery(healthQueryOptions());
export const useClientHealth = (clientId: string) => useQuery(clientHealthQueryOptions(clientId));
export const useClientRecommendations = () => useQuery(recommendationsQueryOptions());

/** The API's refusal while Client Success is locked (or for an SME). */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
