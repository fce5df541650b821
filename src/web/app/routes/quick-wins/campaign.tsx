import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { LoadingState } from '@/web/components/ui/spinner';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import {
  campaignQueryOptions,
  isCampaignNotFound,
} from '@/web/features/campaigns/api/get-campaign';
import { quickWinsPaths } from '@/web/features/quick-wins/lib/paths';
import { OpportunityList, QuickWinsFrame, RunAgentButton } from './parts';

/** /quick-wins/campaign/{campaignId}: that campaign's opportunities; runs are saved to it. */
export default function QuickWinsCampaignPage() {
  const { campaignId = '' } = useParams();
  const campaign = useQuery(campaignQueryOptions(campaignId));
  if (campaign.isPending) return <LoadingState label="Loading the campaign..." />;
  if (campaign.isError) {
    if (isCampaignNotFound(campaign.error))
      return (
        <NotFoundState
          title="Campaign not found"
          backTo={quickWinsPaths.overview}
          backLabel="Back to Quick Wins"
        >
          It may have been removed, or the link may be mistyped.
        </NotFoundState>
      );
    return <ErrorState message={campaign.error.message} onRetry={() => void campaign.refetch()} />;
  }
  const c = { id: campaign.data.id, name: campaign.data.name };
  return (
    <QuickWinsFrame
      title={`Quick wins for ${c.name}`}
      description="This campaign's opportunities from its settings, content and daily metrics. A run from here is saved to the campaign."
      back={{ to: `/campaigns/${c.id}`, label: c.name }}
      badges={<Badge variant="default">Campaign: {c.name}</Badge>}
      actions={<RunAgentButton campaign={c} />}
    >
      <OpportunityList
        campaignId={c.id}
        empty={`${c.name} passes every rule right now: settings complete, content written, and no CTR, CPA or conversion problem in its recent metrics.`}
      />
    </QuickWinsFrame>
  );
}
