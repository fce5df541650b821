import { formatDateRange, formatDay } from '@/shared/format';
import { Archive, CalendarDays, Eye, Flag, Pencil, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '@/shared/campaigns';
import { ErrorState } from '@/web/components/error-state';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useMe } from '@/web/lib/me';
import { usePermission } from '@/web/lib/use-permission';
import { isCampaignNotFound, useCampaign } from '../api/get-campaign';
import { BudgetProgress } from '@/web/components/budget-progress';
import { CampaignNav } from './campaign-nav';
import { CampaignNotFound } from './campaign-not-found';
import { CampaignStatusBadge } from './campaign-status-badge';

export type CampaignPageContext = { campaign: Campaign; canEdit: boolean };

function HeaderSkeleton() {
  return (
    <div role="status" aria-label="Loading campaign" className="animate-pulse space-y-4">
      <div className="h-8 w-2/3 max-w-md rounded bg-muted" />
      <div className="h-4 w-1/2 max-w-sm rounded bg-muted" />
      <div className="h-2 w-full max-w-lg rounded bg-muted" />
      <div className="h-10 w-full rounded bg-muted" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="h-40 rounded-xl bg-muted" />
        <div className="h-40 rounded-xl bg-muted" />
      </div>
    </div>
  );
}

function CampaignHeader({
  campaign,
  canEdit,
  editing,
}: CampaignPageContext & { editing: boolean }) {
  const dates = formatDateRange(campaign.start_date, campaign.end_date);
  return (
    <header className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">
              {campaign.name}
            </h1>
            <CampaignStatusBadge status={campaign.status} />
            {campaign.archived_at && (
              <Badge variant="outline">
                <Archive className="size-3" aria-hidden="true" /> Archived
              </Badge>
            )}
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {campaign.client_name && (
              <li className="inline-flex items-center gap-1.5">
                <Users className="size-4" aria-hidden="true" />
                <span className="sr-only">Client:</span> {campaign.client_name}
              </li>
            )}
            {campaign.campaign_type && <li>{campaign.campaign_type}</li>}
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              {dates ?? 'No dates set'}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Flag className="size-4" aria-hidden="true" /> Priority {campaign.priority_level}
            </li>
          </ul>
        </div>
        {canEdit && !editing && (
          <Button asChild variant="outline" className="shrink-0 self-start">
            <Link to={`/campaigns/${campaign.id}/edit`}>
              <Pencil aria-hidden="true" /> Edit campaign
            </Link>
          </Button>
        )}
      </div>
      <BudgetProgress
        budgetCents={campaign.budget_cents}
        spentCents={campaign.spent_cents}
        className="max-w-xl"
      />
      {campaign.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {campaign.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

/**
 * Every page under /campaigns/{id}: loads the campaign once (cached), shows its header and
 * sub-navigation, and renders the section with it. Unknown and other organizations' ids
 * get the same "Campaign not found" state.
 */
export function CampaignPage({
  campaignId,
  title,
  children,
}: {
  campaignId: string;
  title: string;
  children: (ctx: CampaignPageContext) => ReactNode;
}) {
  const campaign = useCampaign(campaignId);
  const me = useMe();
  const canEdit = usePermission('content:write');

  if (campaign.isPending) return <HeaderSkeleton />;
  if (campaign.isError) {
    if (isCampaignNotFound(campaign.error)) return <CampaignNotFound />;
    return (
      <ErrorState
        title="Could not load the campaign"
        message={campaign.error.message}
        onRetry={() => void campaign.refetch()}
      />
    );
  }
  const ctx = { campaign: campaign.data, canEdit };
  return (
    <div className="space-y-6">
      <title>{`${title === 'Overview' ? campaign.data.name : `${title} · ${campaign.data.name}`} — Stratagent`}</title>
      <CampaignHeader {...ctx} editing={title === 'Edit'} />
      {campaign.data.archived_at && (
        <Alert title="This campaign is archived">
          Archived on {formatDay(campaign.data.archived_at)}. It is hidden from the campaign list
          and the dashboard.{' '}
          {canEdit && (
            <Link
              to={`/campaigns/${campaign.data.id}/settings`}
              className="font-medium underline underline-offset-4"
            >
              Restore it in Settings
            </Link>
          )}
        </Alert>
      )}
      {me.data && !canEdit && (
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>You have view access: you can read this campaign but not change it.</span>
        </p>
      )}
      <CampaignNav campaignId={campaign.data.id} canEdit={canEdit} />
      {children(ctx)}
    </div>
  );
}
