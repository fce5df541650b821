import { useParams } from 'react-router';
import { ScopedAnalytics } from './scoped';

/** /analytics/campaign/{campaignId}: one campaign's figures ("Campaign not found" for others'). */
export default function AnalyticsCampaignPage() {
  const { campaignId = '' } = useParams();
  return <ScopedAnalytics key={campaignId} type="campaign" id={campaignId} />;
}
