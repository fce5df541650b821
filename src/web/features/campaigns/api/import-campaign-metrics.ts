import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MetricsImportResult } from '@/shared/campaign-metrics';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Sends the CSV file as it is (text/csv); the server validates every row and names the first bad one. */
export const importCampaignMetrics = ({ campaignId, csv }: { campaignId: string; csv: string }) =>
  api<MetricsImportResult>(`/campaigns/${encodeURIComponent(campaignId)}/metrics/import`, {
    raw: { body: csv, contentType: 'text/csv' },
  });

export function useImportCampaignMetrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCampaignMetrics,
    // Spend changes the campaign's spent amount, its metrics, the list and the dashboard totals.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}
