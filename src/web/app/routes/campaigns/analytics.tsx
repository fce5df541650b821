import { useParams } from 'react-router';
import { CampaignAnalytics } from '@/web/features/campaigns/components/campaign-analytics';
import { CampaignPage } from '@/web/features/campaigns/components/campaign-page';

export default function CampaignAnalyticsPage() {
  const { campaignId = '' } = useParams();
  return (
    <CampaignPage campaignId={campaignId} title="Analytics">
      {(ctx) => <CampaignAnalytics {...ctx} />}
    </CampaignPage>
  );
}
