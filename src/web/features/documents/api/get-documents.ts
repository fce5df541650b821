import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/documents';
import { ApiError } from '@/web/lib/api-client';

export type DocumentFilters = { campaignId?: string | undefined; clientId?: string | undefined };
export type DocumentListPage = { data: DocumentSummary[]; meta: { total: number; limit: number } };

/** The latest documents (the server caps the page); keeps `meta.total` so the page can say when there are more. */
export async function getDocuments(filters: DocumentFilters = {}): Promise<DocumentListPage> {
  const params = new URLSearchParams();
  if (filters.campaignId) params.set('campaign_id', filters.campaignId);
  if (filters.clientId) params.set('client_id', filters.clientId);
  let res: Response;
  try {
    res = await fetch(`/api/v1/documents${params.size ? `?${params}` : ''}`, {
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  const payload = (await res.json().catch(() => undefined)) as
    (Partial<DocumentListPage> & { error?: { code: string; message: string } }) | undefined;
  if (!res.ok) {
    if (res.status === 401) window.location.assign('/login');
    throw new ApiError(
      res.status,
      payload?.error?.code ?? 'http_error',
      payload?.error?.message ?? `Request failed (${res.status})`,
    );
  }
  const data = payload?.data ?? [];
  return { data, meta: payload?.meta ?? { total: data.length, limit: data.length } };
}

export const documentsQueryKey = ['documents'] as const;

export const documentsQueryOptions = (filters: DocumentFilters = {}) =>
  queryOptions({
    queryKey: ['documents', 'list', filters],
    queryFn: () => getDocuments(filters),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useDocuments = (filters: DocumentFilters = {}) =>
  useQuery(documentsQueryOptions(filters));
