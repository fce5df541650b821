import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { isCampaignNotFound, useCampaign } from '@/web/features/campaigns/api/get-campaign';
import { CampaignNotFound } from '@/web/features/campaigns/components/campaign-not-found';
import { FilteredDocuments } from './filtered-documents';

/** /documents/campaign/:campaignId: the documents filed under one campaign. */
export default function CampaignDocumentsPage() {
  const { campaignId = '' } = useParams();
  const campaign = useCampaign(campaignId);
  if (campaign.isPending) return <LoadingState label="Loading campaign…" />;
  if (campaign.isError) {
    return isCampaignNotFound(campaign.error) ? (
      <CampaignNotFound backTo="/documents" backLabel="Back to documents" />
    ) : (
      <ErrorState
        title="Could not load the campaign"
        message={campaign.error.message}
        onRetry={() => void campaign.refetch()}
      />
    );
  }
  return (
    <FilteredDocuments
      title={`Documents: ${campaign.data.name}`}
      filters={{ campaignId }}
      uploadTo={`/documents/upload?campaign_id=${encodeURIComponent(campaignId)}`}
      backLink={
        <Link
          to={`/campaigns/${campaignId}`}
          className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to {campaign.data.name}
        </Link>
      }
    />
  );
}
