import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '@/shared/campaigns';
import { api } from '@/web/lib/api-client';
import { campaignQueryKey } from './get-campaign';
import { campaignsQueryKey } from './get-campaigns';

export const restoreCampaign = (campaignId: string) =>
  api<Campaign>(`/campaigns/${encodeURIComponent(campaignId)}/restore`, { method: 'POST' });

export function useRestoreCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignQueryKey(campaign.id), campaign);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
