import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '@/shared/campaigns';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const archiveCampaign = (campaignId: string) =>
  api<Campaign>(`/campaigns/${encodeURIComponent(campaignId)}/archive`, { method: 'POST' });

/** Archived campaigns leave the default list and the dashboard counts; restore brings them back. */
export function useArchiveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(queryKeys.campaigns.detail(campaign.id), campaign);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
