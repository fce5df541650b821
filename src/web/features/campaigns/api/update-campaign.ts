import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, UpdateCampaignInput } from '@/shared/campaigns';
import { api } from '@/web/lib/api-client';
import { notifyProgress } from '@/web/lib/notify-progress';
import { queryKeys } from '@/web/lib/query-keys';

export const updateCampaign = ({
  campaignId,
  changes,
}: {
  campaignId: string;
  changes: UpdateCampaignInput;
}) =>
  api<Campaign>(`/campaigns/${encodeURIComponent(campaignId)}`, { method: 'PATCH', body: changes });

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: (campaign, { changes }) => {
      queryClient.setQueryData(queryKeys.campaigns.detail(campaign.id), campaign);
      // Completing a campaign earns its achievement now (checked 100 ms later, seed 001 §4),
      // not on the next page load.
      if (changes.status === 'completed') notifyProgress('campaign_completed');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
