import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { ErrorState } from '@/web/components/error-state';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { LoadingState } from '@/web/components/ui/spinner';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import {
  campaignQueryOptions,
  isCampaignNotFound,
} from '@/web/features/campaigns/api/get-campaign';
import { useUnlocks } from '@/web/features/dashboard/api/get-dashboard-metrics';

/** Whether the Content agent is locked (no document yet); undefined while unknown. */
export function useContentLocked(): boolean | undefined {
  const unlocks = useUnlocks();
  return unlocks ? !unlocks.content.unlocked : undefined;
}

/** The unlock requirement, with the way to meet it. */
export function ContentLockedAlert({ canWrite }: { canWrite: boolean }) {
  return (
    <Alert title="Content Agent is locked">
      <p className="flex items-center gap-2">
        <Lock aria-hidden="true" className="size-4" /> {lockedFeatureMessage('content')}
      </p>
      {canWrite && (
        <Button asChild size="sm" variant="outline" className="mt-3">
          <Link to="/documents/upload">Upload a document</Link>
        </Button>
      )}
    </Alert>
  );
}

/** Renders its children with the route's campaign (or none); a missing campaign is an in-page 404. */
export function WithRouteCampaign({
  children,
}: {
  children: (campaign: { id: string; name: string } | undefined) => ReactNode;
}) {
  const { campaignId } = useParams();
  const campaign = useQuery({
    ...campaignQueryOptions(campaignId ?? ''),
    enabled: Boolean(campaignId),
  });
  if (!campaignId) return children(undefined);
  if (campaign.isPending) return <LoadingState label="Loading the campaign..." />;
  if (campaign.isError) {
    if (isCampaignNotFound(campaign.error))
      return (
        <NotFoundState title="Campaign not found" backTo="/content" backLabel="Back to Content">
          It may have been removed, or the link may be mistyped.
        </NotFoundState>
      );
    return <ErrorState message={campaign.error.message} onRetry={() => void campaign.refetch()} />;
  }
  return children({ id: campaign.data.id, name: campaign.data.name });
}
