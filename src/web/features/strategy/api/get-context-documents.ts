import { useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/documents';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The organization's latest documents, offered as context for an analysis. */
export const getContextDocuments = () => api<DocumentSummary[]>('/documents');

export const useContextDocuments = () =>
  useQuery({
    queryKey: queryKeys.documents.contextList,
    queryFn: getContextDocuments,
    staleTime: 60_000,
  });
