import { formatDay } from '@/shared/format';
import type { Campaign } from '@/shared/campaigns';
import { campaignAgentLink, campaignOutputsLink } from '../lib/agent-links';
import { daysBetween, todayIso } from '../lib/format';
import { AgentLink, ChipList, EditLink, FactCard, FactList } from './campaign-facts';
import { StatusWorkflow } from './status-workflow';

type SectionProps = { campaign: Campaign; canEdit: boolean };

const editAction = ({ campaign, canEdit }: SectionProps, what: string) =>
  canEdit ? <EditLink campaignId={campaign.id} what={what} /> : undefined;

/** In place of the agent links for a role that reads only: where the agents' work is read. */
function ReadAgentWork({ campaignId }: { campaignId: string }) {
  return (
    <FactCard title="The agents' work" className="content-start self-start">
      <AgentLink {...campaignOutputsLink(campaignId)} />
    </FactCard>
  );
}

/** /campaigns/{id}/strategy: the plan's foundations and the agents that deepen them. */
export function StrategySection(props: SectionProps) {
  const { campaign } = props;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
        <FactCard title="Objectives & goals" action={editAction(props, 'objectives and goals')}>
          <FactList
            items={[
              { label: 'Objectives', value: campaign.objectives },
              { label: 'Goals', value: campaign.goals },
            ]}
          />
        </FactCard>
        <FactCard title="Audience" action={editAction(props, 'audience')}>
          <FactList
            items={[
              { label: 'Target audience', value: campaign.target_audience },
              { label: 'Target personas', value: campaign.target_personas },
              { label: 'Geographic target', value: campaign.geographic_target },
            ]}
          />
        </FactCard>
        <FactCard title="Positioning" action={editAction(props, 'positioning')}>
          <FactList
            items={[
              { label: 'Competitor context', value: campaign.competitor_context },
              { label: 'Content pillars', value: campaign.content_pillars },
            ]}
          />
        </FactCard>
      </div>
      {props.canEdit ? (
        <FactCard
          title="Build the strategy"
          description="Run an agent with this campaign as its context."
          className="content-start self-start"
        >
          <div className="grid gap-2">
            <AgentLink {...campaignAgentLink('strategy', campaign.id)} />
            <AgentLink {...campaignAgentLink('marketing_strategy', campaign.id)} />
            <AgentLink {...campaignAgentLink('persona', campaign.id)} />
          </div>
        </FactCard>
      ) : (
        <ReadAgentWork campaignId={campaign.id} />
      )}
    </div>
  );
}

/** /campaigns/{id}/content: what the content is about and where it goes. */
export function ContentSection(props: SectionProps) {
  const { campaign } = props;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
        <FactCard
          title="Content pillars"
          description="The recurring themes every piece of content ties back to."
          action={editAction(props, 'content pillars')}
        >
          {campaign.content_pillars.length > 0 ? (
            <ChipList items={campaign.content_pillars} />
          ) : (
            <p className="text-sm italic text-muted-foreground">
              No content pillars yet. Add two to four themes so content stays on message.
            </p>
          )}
        </FactCard>
        <FactCard
          title="Channels"
          description="Where the content will be published."
          action={editAction(props, 'channels')}
        >
          {campaign.marketing_channels.length > 0 ? (
            <ChipList items={campaign.marketing_channels} />
          ) : (
            <p className="text-sm italic text-muted-foreground">No channels chosen yet.</p>
          )}
        </FactCard>
        <FactCard title="Written for">
          <FactList
            items={[
              { label: 'Target personas', value: campaign.target_personas },
              { label: 'Target audience', value: campaign.target_audience },
            ]}
          />
        </FactCard>
      </div>
      {props.canEdit ? (
        <FactCard
          title="Create content"
          description="Drafts grounded in this campaign's pillars, audience and channels."
          className="self-start"
        >
          <div className="grid gap-2">
            <AgentLink {...campaignAgentLink('content', campaign.id)} />
            <AgentLink {...campaignOutputsLink(campaign.id)} />
          </div>
        </FactCard>
      ) : (
        <ReadAgentWork campaignId={campaign.id} />
      )}
    </div>
  );
}

function scheduleSummary(campaign: Campaign, today: string): string {
  const { start_date: start, end_date: end } = campaign;
  if (!start && !end) return 'No schedule yet: set a start and an end date.';
  if (start && today < start)
    return `Starts in ${daysBetween(today, start)} ${daysBetween(today, start) === 1 ? 'day' : 'days'}.`;
  if (end && today > end)
    return `Ended ${daysBetween(end, today)} ${daysBetween(end, today) === 1 ? 'day' : 'days'} ago.`;
  if (start && end) {
    const total = daysBetween(start, end) + 1;
    const elapsed = daysBetween(start, today) + 1;
    return `Day ${elapsed} of ${total}; ${total - elapsed} ${total - elapsed === 1 ? 'day' : 'days'} left.`;
  }
  if (end) return `${daysBetween(today, end)} days until the end date.`;
  return 'Running, with no end date.';
}

/** /campaigns/{id}/execution: schedule, channels, status and how success is measured. */
export function ExecutionSection(props: SectionProps) {
  const { campaign, canEdit } = props;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
        <FactCard title="Status" description="Move the campaign through its workflow.">
          <StatusWorkflow campaign={campaign} canEdit={canEdit} />
        </FactCard>
        <FactCard title="Schedule" action={editAction(props, 'schedule')}>
          <FactList
            className="sm:grid-cols-3"
            items={[
              {
                label: 'Start date',
                value: campaign.start_date ? formatDay(campaign.start_date) : null,
              },
              { label: 'End date', value: campaign.end_date ? formatDay(campaign.end_date) : null },
              { label: 'Timing', value: scheduleSummary(campaign, todayIso()) },
            ]}
          />
        </FactCard>
        <FactCard
          title="Channels & measurement"
          action={editAction(props, 'channels and measurement')}
        >
          <FactList
            items={[
              { label: 'Channels', value: campaign.marketing_channels },
              { label: 'Success metrics', value: campaign.success_metrics },
            ]}
          />
        </FactCard>
      </div>
      {canEdit ? (
        <FactCard
          title="Plan the work"
          description="Turn the strategy into tasks, a calendar and budget decisions."
          className="self-start"
        >
          <div className="grid gap-2">
            <AgentLink {...campaignAgentLink('campaign-planning', campaign.id)} />
            <AgentLink {...campaignAgentLink('roi-budget', campaign.id)} />
            <AgentLink {...campaignAgentLink('performance-intelligence', campaign.id)} />
          </div>
        </FactCard>
      ) : (
        <ReadAgentWork campaignId={campaign.id} />
      )}
    </div>
  );
}
