import { useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '@/shared/documents';
import { api } from '@/web/lib/api-client';

/** The organization's latest documents, offered as context for an analysis. */
export const getContextDocuments = () => api<DocumentSummary[]>('/documents');

export const useContextDocuments = () =>
  useQuery({
    queryKey: ['documents', 'list', 'context'],
    queryFn: getContextDocuments,
    staleTime: 60_000,
  });
