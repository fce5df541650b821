import { useParams } from 'react-router';
import { CampaignPage } from '@/web/features/campaigns/components/campaign-page';
import { CampaignSettings } from '@/web/features/campaigns/components/campaign-settings';

export default function CampaignSettingsPage() {
  const { campaignId = '' } = useParams();
  return (
    <CampaignPage campaignId={campaignId} title="Settings">
      {(ctx) => <CampaignSettings {...ctx} />}
    </CampaignPage>
  );
}
