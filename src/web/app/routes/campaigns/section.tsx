import { useParams } from 'react-router';
import { CampaignNotFound } from '@/web/features/campaigns/components/campaign-not-found';
import { CampaignPage } from '@/web/features/campaigns/components/campaign-page';
import {
  ContentSection,
  ExecutionSection,
  StrategySection,
} from '@/web/features/campaigns/components/campaign-sections';

const SECTIONS = {
  content: { title: 'Content', Component: ContentSection },
  strategy: { title: 'Strategy', Component: StrategySection },
  execution: { title: 'Execution', Component: ExecutionSection },
} as const;

const isSection = (value: string): value is keyof typeof SECTIONS => Object.hasOwn(SECTIONS, value);

/** /campaigns/{id}/{section} for content, strategy and execution; anything else is unknown. */
export default function CampaignSectionPage() {
  const { campaignId = '', section = '' } = useParams();
  if (!isSection(section)) {
    return (
      <CampaignNotFound
        title="Unknown section"
        backTo={`/campaigns/${campaignId}`}
        backLabel="Back to the campaign"
      >
        A campaign has no “{section}” section. Its sections are Overview, Content, Strategy,
        Execution, Analytics, Insights and Settings.
      </CampaignNotFound>
    );
  }
  const { title, Component } = SECTIONS[section];
  return (
    <CampaignPage campaignId={campaignId} title={title}>
      {(ctx) => <Component {...ctx} />}
    </CampaignPage>
  );
}
