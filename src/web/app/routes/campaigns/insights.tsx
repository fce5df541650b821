import { useParams } from 'react-router';
import { CampaignInsights } from '@/web/features/campaigns/components/campaign-insights';
import { CampaignPage } from '@/web/features/campaigns/components/campaign-page';

export default function CampaignInsightsPage() {
  const { campaignId = '' } = useParams();
  return (
    <CampaignPage campaignId={campaignId} title="Insights">
      {(ctx) => <CampaignInsights {...ctx} />}
    </CampaignPage>
  );
}
