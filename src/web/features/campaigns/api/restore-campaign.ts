import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '@/shared/campaigns';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const restoreCampaign = (campaignId: string) =>
  api<Campaign>(`/campaigns/${encodeURIComponent(campaignId)}/restore`, { method: 'POST' });

export function useRestoreCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(queryKeys.campaigns.detail(campaign.id), campaign);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
