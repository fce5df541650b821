import { Search, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { DOCUMENT_LIST_LIMIT } from '@/shared/documents';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { usePermission } from '@/web/lib/use-permission';
import { useDocuments } from '@/web/features/documents/api/get-documents';
import {
  DocumentList,
  DocumentListSkeleton,
} from '@/web/features/documents/components/document-list';
import { DocumentsHeader } from '@/web/features/documents/components/documents-header';
import { useActiveClient } from '@/web/lib/active-client';

/** /documents: every document of the organization, latest first. */
export default function DocumentsPage() {
  // The header's client selector narrows the documents to one client (?client_id=).
  const { clientId } = useActiveClient();
  const documents = useDocuments(clientId ? { clientId } : {});
  const canWrite = usePermission('content:write');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const total = documents.data?.meta.total ?? 0;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) void navigate(`/documents/search?q=${encodeURIComponent(query.trim())}`);
  };

  return (
    <div className="space-y-6">
      <title>Documents — Stratagent</title>
      <DocumentsHeader
        title="Documents"
        description={
          documents.data
            ? `${total} ${total === 1 ? 'document' : 'documents'} · latest first${total > DOCUMENT_LIST_LIMIT ? ` · showing the latest ${DOCUMENT_LIST_LIMIT}` : ''}`
            : 'Briefs, research and data your agents can draw on.'
        }
        actions={
          canWrite && (
            <Button asChild>
              <Link to={clientId ? `/documents/upload?client_id=${clientId}` : '/documents/upload'}>
                <Upload aria-hidden="true" /> Upload
              </Link>
            </Button>
          )
        }
      />
      {total > 0 && (
        <form role="search" onSubmit={onSearch} className="flex gap-2">
          <Input
            type="search"
            aria-label="Search documents"
            placeholder="Search the text of your documents"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" /> Search
          </Button>
        </form>
      )}
      {documents.isPending ? (
        <DocumentListSkeleton />
      ) : documents.isError ? (
        <ErrorState
          title="Could not load documents"
          message={documents.error.message}
          onRetry={() => void documents.refetch()}
        />
      ) : (
        <DocumentList documents={documents.data.data} />
      )}
    </div>
  );
}
