import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRESHNESS, PAGE_SIZES } from '@/shared/dashboard';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type ClientOption = { id: string; name: string; archived_at?: string | null };

/** The agency's clients, for the campaign list's client filter and the form's client field. */
export const getClientOptions = () => api<ClientOption[]>(`/clients?limit=${PAGE_SIZES.clients}`);

export const clientOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.clients.options(PAGE_SIZES.clients),
    queryFn: getClientOptions,
    staleTime: FRESHNESS.clientsList,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });

/** Only agencies have clients; for an SME the query never runs. */
export const useClientOptions = (enabled: boolean) =>
  useQuery({ ...clientOptionsQueryOptions(), enabled });
