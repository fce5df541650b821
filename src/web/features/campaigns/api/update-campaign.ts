import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, UpdateCampaignInput } from '@/shared/campaigns';
import { api } from '@/web/lib/api-client';
import { campaignQueryKey } from './get-campaign';
import { campaignsQueryKey } from './get-campaigns';

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
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignQueryKey(campaign.id), campaign);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
