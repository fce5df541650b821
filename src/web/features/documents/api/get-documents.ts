import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/documents';
import { apiEnvelope } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type DocumentFilters = { campaignId?: string | undefined; clientId?: string | undefined };
export type DocumentListPage = { data: DocumentSummary[]; meta: { total: number; limit: number } };

/** The latest documents (the server caps the page); keeps `meta.total` so the page can say when there are more. */
export async function getDocuments(filters: DocumentFilters = {}): Promise<DocumentListPage> {
  const params = new URLSearchParams();
  if (filters.campaignId) params.set('campaign_id', filters.campaignId);
  if (filters.clientId) params.set('client_id', filters.clientId);
  const body = await apiEnvelope<Partial<DocumentListPage>>(
    `/documents${params.size ? `?${params}` : ''}`,
  );
  const data = body.data ?? [];
  return { data, meta: body.meta ?? { total: data.length, limit: data.length } };
}

export const documentsQueryOptions = (filters: DocumentFilters = {}) =>
  queryOptions({
    queryKey: queryKeys.documents.list(filters),
    queryFn: () => getDocuments(filters),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useDocuments = (filters: DocumentFilters = {}) =>
  useQuery(documentsQueryOptions(filters));
