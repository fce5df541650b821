import OutputsPage from './list';

/** /outputs/campaign/{campaignId}: the outputs list of one campaign. */
export default function CampaignOutputsPage() {
  return <OutputsPage preset="campaign" />;
}
