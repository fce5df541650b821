import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, UpdateCampaignInput } from '@/shared/campaigns';
import { api } from '@/web/lib/api-client';
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
    onSuccess: (campaign) => {
      queryClient.setQueryData(queryKeys.campaigns.detail(campaign.id), campaign);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
