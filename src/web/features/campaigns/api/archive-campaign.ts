import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '@/shared/campaigns';
import { api } from '@/web/lib/api-client';
import { campaignQueryKey } from './get-campaign';
import { campaignsQueryKey } from './get-campaigns';

export const archiveCampaign = (campaignId: string) =>
  api<Campaign>(`/campaigns/${encodeURIComponent(campaignId)}/archive`, { method: 'POST' });

/** Archived campaigns leave the default list and the dashboard counts; restore brings them back. */
export function useArchiveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignQueryKey(campaign.id), campaign);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
