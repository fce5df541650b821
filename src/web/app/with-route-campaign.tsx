import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import {
  campaignQueryOptions,
  isCampaignNotFound,
} from '@/web/features/campaigns/api/get-campaign';

export type RouteCampaign = { id: string; name: string };

type Back = {
  /** Where the not-found state leads back to, e.g. the agent's home. */
  backTo: string;
  backLabel: string;
};

/**
 * Renders its children with the route's `:campaignId` campaign, or with none where the route
 * has no campaign; while it loads a loading state, a missing campaign an in-page 404.
 */
export function WithOptionalRouteCampaign({
  backTo,
  backLabel,
  children,
}: Back & { children: (campaign: RouteCampaign | undefined) => ReactNode }) {
  const { campaignId } = useParams();
  const campaign = useQuery({
    ...campaignQueryOptions(campaignId ?? ''),
    enabled: Boolean(campaignId),
  });
  if (!campaignId) return <>{children(undefined)}</>;
  if (campaign.isPending) return <LoadingState label="Loading the campaign..." />;
  if (campaign.isError) {
    if (isCampaignNotFound(campaign.error))
      return <CampaignNotFound backTo={backTo} backLabel={backLabel} />;
    return <ErrorState message={campaign.error.message} onRetry={() => void campaign.refetch()} />;
  }
  return <>{children({ id: campaign.data.id, name: campaign.data.name })}</>;
}

/** The same for routes that always name a campaign. */
export function WithRouteCampaign({
  backTo,
  backLabel,
  children,
}: Back & { children: (campaign: RouteCampaign) => ReactNode }) {
  return (
    <WithOptionalRouteCampaign backTo={backTo} backLabel={backLabel}>
      {(campaign) =>
        campaign ? children(campaign) : <CampaignNotFound backTo={backTo} backLabel={backLabel} />
      }
    </WithOptionalRouteCampaign>
  );
}

function CampaignNotFound({ backTo, backLabel }: Back) {
  return (
    <NotFoundState title="Campaign not found" backTo={backTo} backLabel={backLabel}>
      It may have been removed, or the link may be mistyped.
    </NotFoundState>
  );
}
