import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDetail } from '@/shared/documents';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getDocument = (documentId: string) =>
  api<DocumentDetail>(`/documents/${encodeURIComponent(documentId)}`);

export const isDocumentNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const documentQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: queryKeys.documents.detail(documentId),
    queryFn: () => getDocument(documentId),
    staleTime: 60_000,
    retry: (failures, error) => !isDocumentNotFound(error) && failures < 2,
  });

export const useDocument = (documentId: string) => useQuery(documentQueryOptions(documentId));

export const documentDownloadUrl = (documentId: string) =>
  `/api/v1/documents/${encodeURIComponent(documentId)}/download`;
