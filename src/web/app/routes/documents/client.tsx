import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { useClientOptions } from '@/web/features/campaigns/api/get-client-options';
import { CampaignNotFound } from '@/web/features/campaigns/components/campaign-not-found';
import { FilteredDocuments } from './filtered-documents';

/** /documents/client/:clientId: an agency client's documents. */
export default function ClientDocumentsPage() {
  const { clientId = '' } = useParams();
  const clients = useClientOptions(true);
  if (clients.isPending) return <LoadingState label="Loading client…" />;
  if (clients.isError) {
    return (
      <ErrorState
        title="Could not load the client"
        message={clients.error.message}
        onRetry={() => void clients.refetch()}
      />
    );
  }
  const client = clients.data.find((c) => c.id === clientId);
  if (!client) {
    return (
      <CampaignNotFound title="Client not found" backTo="/documents" backLabel="Back to documents">
        It may have been removed, or the link may be mistyped.
      </CampaignNotFound>
    );
  }
  return (
    <FilteredDocuments
      title={`Documents: ${client.name}`}
      filters={{ clientId }}
      uploadTo={`/documents/upload?client_id=${encodeURIComponent(clientId)}`}
      backLink={
        <Link
          to="/documents"
          className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> All documents
        </Link>
      }
    />
  );
}
