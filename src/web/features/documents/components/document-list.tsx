import { FileUp, FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { DOCUMENT_MESSAGES, formatBytes, type DocumentSummary } from '@/shared/documents';
import { formatRelativeTime } from '@/shared/format';
import { Button } from '@/web/components/ui/button';
import { usePermission } from '@/web/lib/use-permission';
import { FileTypeIcon, fileTypeLabel } from './file-type-icon';

export function DocumentList({
  documents,
  uploadTo = '/documents/upload',
  showFiling = true,
}: {
  documents: DocumentSummary[];
  uploadTo?: string;
  showFiling?: boolean;
}) {
  const canWrite = usePermission('content:write');
  if (documents.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
        <FolderOpen className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{DOCUMENT_MESSAGES.empty}</h2>
        {canWrite ? (
          <>
            <p className="max-w-md text-sm text-muted-foreground">
              Upload briefs, research, brand guidelines or customer data (PDF, DOCX, TXT, MD or
              CSV). Their text becomes searchable and gives the agents context about your business.
            </p>
            <Button asChild className="mt-1">
              <Link to={uploadTo}>
                <FileUp aria-hidden="true" /> Upload a document
              </Link>
            </Button>
          </>
        ) : (
          <p className="max-w-md text-sm text-muted-foreground">
            Documents your teammates upload appear here.
          </p>
        )}
      </div>
    );
  }
  return (
    <ul className="divide-y rounded-xl border bg-card" aria-label="Documents">
      {documents.map((document) => (
        <li key={document.id}>
          <Link
            to={`/documents/${document.id}`}
            className="flex items-start gap-3 p-4 transition-colors hover:bg-accent/50 focus-visible:bg-accent/50 focus-visible:outline-none"
          >
            <FileTypeIcon mimeType={document.mimeType} />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="truncate font-medium">{document.title}</p>
                <p className="shrink-0 text-xs text-muted-foreground">
                  <time dateTime={document.createdAt}>
                    {formatRelativeTime(document.createdAt)}
                  </time>
                </p>
              </div>
              <p className="text-xs text-muted-foreground">
                {fileTypeLabel(document.mimeType)} · {formatBytes(document.sizeBytes)}
                {showFiling && document.campaignName && <> · Campaign: {document.campaignName}</>}
                {showFiling && document.clientName && <> · Client: {document.clientName}</>}
              </p>
              {document.excerpt ? (
                <p className="line-clamp-2 text-sm text-muted-foreground">{document.excerpt}</p>
              ) : (
                <p className="text-sm italic text-muted-foreground">
                  No text could be found in this file.
                </p>
              )}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DocumentListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading documents"
      className="divide-y rounded-xl border bg-card"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 p-4">
          <div className="size-10 animate-pulse rounded-lg bg-muted" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-3 w-1/4 animate-pulse rounded bg-muted" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
