import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Client, ClientStatus } from '@/shared/clients';
import { FRESHNESS, PAGE_SIZES } from '@/shared/dashboard';
import { apiEnvelope, searchParams } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type ClientListFilters = {
  status?: ClientStatus | undefined;
  includeArchived?: boolean | undefined;
  page?: number | undefined;
};

export type ClientListPage = {
  data: Client[];
  meta: { limit: number; offset: number; total: number };
};

/** The agency's clients (get_clients_list): 50 a page, archived ones only when asked. */
export async function getClients(filters: ClientListFilters = {}): Promise<ClientListPage> {
  const page = Math.max(1, filters.page ?? 1);
  const body = await apiEnvelope<Partial<ClientListPage>>(
    `/clients${searchParams({
      status: filters.status,
      include_archived: filters.includeArchived ? 'true' : undefined,
      limit: PAGE_SIZES.clients,
      offset: (page - 1) * PAGE_SIZES.clients,
    })}`,
  );
  const data = body.data ?? [];
  return {
    data,
    meta: body.meta ?? { limit: PAGE_SIZES.clients, offset: 0, total: data.length },
  };
}

export const clientsQueryOptions = (filters: ClientListFilters = {}) =>
  queryOptions({
    queryKey: queryKeys.clients.list(filters),
    queryFn: () => getClients(filters),
    staleTime: FRESHNESS.clientsList,
    placeholderData: keepPreviousData,
  });

export const useClients = (filters: ClientListFilters = {}) =>
  useQuery(clientsQueryOptions(filters));
