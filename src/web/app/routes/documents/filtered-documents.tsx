import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { usePermission } from '@/web/lib/use-permission';
import { useDocuments, type DocumentFilters } from '@/web/features/documents/api/get-documents';
import {
  DocumentList,
  DocumentListSkeleton,
} from '@/web/features/documents/components/document-list';
import { DocumentsHeader } from '@/web/features/documents/components/documents-header';

/** The documents of one campaign or one client, with an upload link that files new ones there. */
export function FilteredDocuments({
  title,
  backLink,
  filters,
  uploadTo,
}: {
  title: string;
  backLink: ReactNode;
  filters: DocumentFilters;
  uploadTo: string;
}) {
  const documents = useDocuments(filters);
  const canWrite = usePermission('content:write');
  const total = documents.data?.meta.total ?? 0;
  return (
    <div className="space-y-6">
      <title>{`${title} — Stratagent`}</title>
      <div className="text-sm">{backLink}</div>
      <DocumentsHeader
        title={title}
        description={
          documents.data
            ? `${total} ${total === 1 ? 'document' : 'documents'} · latest first`
            : 'Loading documents…'
        }
        actions={
          canWrite && (
            <Button asChild>
              <Link to={uploadTo}>
                <Upload aria-hidden="true" /> Upload here
              </Link>
            </Button>
          )
        }
      />
      {documents.isPending ? (
        <DocumentListSkeleton />
      ) : documents.isError ? (
        <ErrorState
          title="Could not load documents"
          message={documents.error.message}
          onRetry={() => void documents.refetch()}
        />
      ) : (
        <DocumentList documents={documents.data.data} uploadTo={uploadTo} showFiling={false} />
      )}
    </div>
  );
}
