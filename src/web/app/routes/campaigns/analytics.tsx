import { Link, useParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { CampaignAnalytics } from '@/web/features/campaigns/components/campaign-analytics';
import { CampaignPage } from '@/web/features/campaigns/components/campaign-page';

export default function CampaignAnalyticsPage() {
  const { campaignId = '' } = useParams();
  return (
    <CampaignPage campaignId={campaignId} title="Analytics">
      {(ctx) => (
        <>
          <div className="flex justify-end">
            <Button asChild variant="outline" size="sm">
              <Link to={`/analytics/campaign/${campaignId}`}>Compare periods in Analytics</Link>
            </Button>
          </div>
          <CampaignAnalytics {...ctx} />
        </>
      )}
    </CampaignPage>
  );
}
