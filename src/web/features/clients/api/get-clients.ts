import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Client, ClientStatus } from '@/shared/clients';
import { FRESHNESS, PAGE_SIZES } from '@/shared/dashboard';
import type { ListMeta } from '@/shared/pagination';
import { apiEnvelope, searchParams } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type ClientListFilters = {
  status?: ClientStatus | undefined;
  includeArchived?: boolean | undefined;
};

export type ClientListPage = { data: Client[]; meta: ListMeta };

/**
 * A page of the agency's clients (get_clients_list): 50 a page, archived ones only when
 * asked; the first without a cursor, the next after the previous page's meta.next_cursor.
 */
export async function getClients(
  filters: ClientListFilters = {},
  cursor?: string | null,
): Promise<ClientListPage> {
  const body = await apiEnvelope<Partial<ClientListPage>>(
    `/clients${searchParams({
      status: filters.status,
      include_archived: filters.includeArchived ? 'true' : undefined,
      limit: PAGE_SIZES.clients,
      cursor,
    })}`,
  );
  const data = body.data ?? [];
  return {
    data,
    meta: body.meta ?? {
      limit: PAGE_SIZES.clients,
      offset: 0,
      total: data.length,
      next_cursor: null,
    },
  };
}

/** Every page loaded so far ("Load more"). */
export const clientPagesQueryOptions = (filters: ClientListFilters = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.clients.list({ ...filters, pages: true }),
    queryFn: ({ pageParam }) => getClients(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.next_cursor,
    staleTime: FRESHNESS.clientsList,
    placeholderData: keepPreviousData,
  });

export const useClientPages = (filters: ClientListFilters = {}) =>
  useInfiniteQuery(clientPagesQueryOptions(filters));
