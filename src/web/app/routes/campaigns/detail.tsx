import { useParams } from 'react-router';
import { CampaignOverview } from '@/web/features/campaigns/components/campaign-overview';
import { CampaignPage } from '@/web/features/campaigns/components/campaign-page';

export default function CampaignDetailPage() {
  const { campaignId = '' } = useParams();
  return (
    <CampaignPage campaignId={campaignId} title="Overview">
      {(ctx) => <CampaignOverview {...ctx} />}
    </CampaignPage>
  );
}
