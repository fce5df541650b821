import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentSearchResult } from '@/shared/documents';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const searchDocuments = (query: string) =>
  api<DocumentSearchResult[]>(`/documents/search?q=${encodeURIComponent(query)}`);

export const documentSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.documents.search(query),
    queryFn: () => searchDocuments(query),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Runs only for a non-blank query. */
export const useDocumentSearch = (query: string) =>
  useQuery({ ...documentSearchQueryOptions(query.trim()), enabled: query.trim().length > 0 });
