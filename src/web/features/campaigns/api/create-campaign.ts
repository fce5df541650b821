import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CreateCampaignInput } from '@/shared/campaigns';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const createCampaign = (input: CreateCampaignInput) =>
  api<Campaign>('/campaigns', { method: 'POST', body: input });

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(queryKeys.campaigns.detail(campaign.id), campaign);
      // The dashboard counts campaigns and unlocks features from that count.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]);
    },
  });
}
