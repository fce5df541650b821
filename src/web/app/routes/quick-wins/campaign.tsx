import { Badge } from '@/web/components/ui/badge';
import { WithRouteCampaign, type RouteCampaign } from '@/web/app/with-route-campaign';
import { quickWinsPaths } from '@/web/features/quick-wins/lib/paths';
import { OpportunityList, QuickWinsFrame, RunAgentButton } from './parts';

/** /quick-wins/campaign/{campaignId}: that campaign's opportunities; runs are saved to it. */
export default function QuickWinsCampaignPage() {
  return (
    <WithRouteCampaign backTo={quickWinsPaths.overview} backLabel="Back to Quick Wins">
      {(c) => <QuickWinsCampaign c={c} />}
    </WithRouteCampaign>
  );
}

function QuickWinsCampaign({ c }: { c: RouteCampaign }) {
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
