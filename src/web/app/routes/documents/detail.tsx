import { ArrowLeft, Download, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { DOCUMENT_MESSAGES, formatBytes } from '@/shared/documents';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { CampaignNotFound } from '@/web/features/campaigns/components/campaign-not-found';
import { useDeleteDocument } from '@/web/features/documents/api/delete-document';
import {
  documentDownloadUrl,
  isDocumentNotFound,
  useDocument,
} from '@/web/features/documents/api/get-document';
import { FileTypeIcon, fileTypeLabel } from '@/web/features/documents/components/file-type-icon';

/** /documents/:documentId: metadata, the extracted text and the original file. */
export default function DocumentDetailPage() {
  const { documentId = '' } = useParams();
  const document = useDocument(documentId);
  const remove = useDeleteDocument();
  const canWrite = usePermission('content:write');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (document.isPending) return <LoadingState label="Loading document…" />;
  if (document.isError) {
    return isDocumentNotFound(document.error) ? (
      <CampaignNotFound
        title={DOCUMENT_MESSAGES.notFound}
        backTo="/documents"
        backLabel="Back to documents"
      />
    ) : (
      <ErrorState
        title="Could not load the document"
        message={document.error.message}
        onRetry={() => void document.refetch()}
      />
    );
  }
  const doc = document.data;

  const onDelete = () =>
    remove.mutate(doc.id, {
      onSuccess: () => {
        toast.success(DOCUMENT_MESSAGES.deleted, { description: doc.title });
        void navigate('/documents', { replace: true });
      },
      onError: (error) =>
        toast.error('The document was not deleted', { description: error.message }),
    });

  return (
    <div className="space-y-6">
      <title>{`${doc.title} — Documents — Stratagent`}</title>
      <Link
        to="/documents"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All documents
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <FileTypeIcon mimeType={doc.mimeType} className="size-12" />
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{doc.title}</h1>
            <p className="mt-1 text-sm break-all text-muted-foreground">{doc.filename}</p>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button asChild variant="outline">
            <a href={documentDownloadUrl(doc.id)} download={doc.filename}>
              <Download aria-hidden="true" /> Download
            </a>
          </Button>
          {canWrite && (
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          )}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-lg">Extracted text</CardTitle>
          </CardHeader>
          <CardContent>
            {doc.textPreview ? (
              <>
                <pre className="max-h-[60vh] overflow-auto rounded-lg bg-muted/50 p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words">
                  {doc.textPreview}
                </pre>
                {doc.textTruncated && (
                  <p className="mt-2 text-xs text-muted-foreground">
                    Showing the beginning of {doc.textLength.toLocaleString('en-US')} characters.
                    Download the file for the full text.
                  </p>
                )}
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                No text could be found in this file (a scanned PDF holds images, not text). The
                original is still available to download.
              </p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Details</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-3 text-sm">
              <Fact label="Type">{fileTypeLabel(doc.mimeType)}</Fact>
              <Fact label="Size">{formatBytes(doc.sizeBytes)}</Fact>
              <Fact label="Uploaded">
                <time dateTime={doc.createdAt} title={new Date(doc.createdAt).toLocaleString()}>
                  {formatRelativeTime(doc.createdAt)}
                </time>
              </Fact>
              <Fact label="Campaign">
                {doc.campaignId ? (
                  <Link
                    className="text-primary hover:underline"
                    to={`/documents/campaign/${doc.campaignId}`}
                  >
                    {doc.campaignName}
                  </Link>
                ) : (
                  'None'
                )}
              </Fact>
              {doc.clientId && (
                <Fact label="Client">
                  <Link
                    className="text-primary hover:underline"
                    to={`/documents/client/${doc.clientId}`}
                  >
                    {doc.clientName}
                  </Link>
                </Fact>
              )}
              <Fact label="Text">{doc.textLength.toLocaleString('en-US')} characters</Fact>
            </dl>
          </CardContent>
        </Card>
      </div>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this document?</DialogTitle>
            <DialogDescription>
              “{doc.title}” and its original file are removed for everyone in your organization.
              This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="destructive" loading={remove.isPending} onClick={onDelete}>
              Delete document
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}
