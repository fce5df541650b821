import { BarChart3, Upload } from 'lucide-react';
import { Link } from 'react-router';
import type { Campaign } from '@/shared/campaigns';
import { formatDay, formatRelativeTime } from '@/shared/format';
import { Button } from '@/web/components/ui/button';
import { useCampaignMetrics } from '../api/get-campaign-metrics';
import { campaignAgentLink, campaignOutputsLink } from '../lib/agent-links';
import { formatInteger, formatPercent } from '../lib/format';
import { AgentLink, ChipList, EditLink, FactCard, FactList } from './campaign-facts';
import { useMoney } from '@/web/lib/money';

function PerformanceSummary({ campaignId, canEdit }: { campaignId: string; canEdit: boolean }) {
  const money = useMoney();
  const metrics = useCampaignMetrics(campaignId);
  if (metrics.isPending)
    return (
      <div
        role="status"
        aria-label="Loading performance"
        className="h-24 animate-pulse rounded-lg bg-muted"
      />
    );
  if (metrics.isError)
    return (
      <p className="text-sm text-destructive">
        Could not load performance data: {metrics.error.message}
      </p>
    );
  const { daily, totals } = metrics.data;
  if (daily.length === 0) {
    if (!canEdit) return <p className="text-sm text-muted-foreground">No performance data yet.</p>;
    return (
      <div className="space-y-3 text-sm">
        <p className="text-muted-foreground">
          No performance data yet. Import a CSV of daily results, or send them through the API.
        </p>
        <Button asChild variant="outline" size="sm">
          <Link to={`/campaigns/${campaignId}/analytics`}>
            <Upload aria-hidden="true" /> Import data
          </Link>
        </Button>
      </div>
    );
  }
  const first = daily[0]!.date;
  const last = daily[daily.length - 1]!.date;
  const stats = [
    { label: 'Spend', value: money(totals.spend_cents) },
    { label: 'Revenue', value: money(totals.revenue_cents) },
    { label: 'Conversions', value: formatInteger(totals.conversions) },
    { label: 'ROI', value: formatPercent(totals.roi_percentage, 0) },
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{stat.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {daily.length} {daily.length === 1 ? 'day' : 'days'} of data, {formatDay(first)} to{' '}
        {formatDay(last)}.
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to={`/campaigns/${campaignId}/analytics`}>
          <BarChart3 aria-hidden="true" /> Open analytics
        </Link>
      </Button>
    </div>
  );
}

/** /campaigns/{id}: the campaign at a glance, and where to go next. */
export function CampaignOverview({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  const edit = (what: string) =>
    canEdit ? <EditLink campaignId={campaign.id} what={what} /> : undefined;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
        <FactCard title="About" action={edit('about')}>
          <FactList
            items={[
              { label: 'Description', value: campaign.description },
              { label: 'Objectives', value: campaign.objectives },
              { label: 'Campaign type', value: campaign.campaign_type },
            ]}
          />
        </FactCard>
        <FactCard title="Audience & goals" action={edit('audience and goals')}>
          <FactList
            className="sm:grid-cols-2"
            items={[
              { label: 'Target audience', value: campaign.target_audience },
              { label: 'Geographic target', value: campaign.geographic_target },
              { label: 'Goals', value: campaign.goals },
              { label: 'Success metrics', value: campaign.success_metrics },
            ]}
          />
        </FactCard>
      </div>
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <FactCard title="Performance">
          <PerformanceSummary campaignId={campaign.id} canEdit={canEdit} />
        </FactCard>
        <FactCard title="Channels" action={edit('channels')}>
          {campaign.marketing_channels.length > 0 ? (
            <ChipList items={campaign.marketing_channels} />
          ) : (
            <p className="text-sm italic text-muted-foreground">No channels chosen yet</p>
          )}
        </FactCard>
        {canEdit ? (
          <FactCard
            title="Work on this campaign"
            description="Agents use this campaign's details in what they produce."
          >
            <div className="grid gap-2">
              <AgentLink {...campaignAgentLink('strategy', campaign.id)} />
              <AgentLink {...campaignAgentLink('persona', campaign.id)} />
              <AgentLink {...campaignAgentLink('content', campaign.id)} />
            </div>
          </FactCard>
        ) : (
          <FactCard title="The agents' work">
            <AgentLink {...campaignOutputsLink(campaign.id)} />
          </FactCard>
        )}
        <p className="px-1 text-xs text-muted-foreground">
          Created {formatDay(campaign.created_at)} · updated{' '}
          {formatRelativeTime(campaign.updated_at)}
        </p>
      </div>
    </div>
  );
}
