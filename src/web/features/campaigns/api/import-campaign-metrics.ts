import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MetricsImportResult } from '@/shared/campaign-metrics';
import type { MetricsWriteMode } from '@/shared/campaigns';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/**
 * Sends the CSV file as it is (text/csv); the server validates every row and names the first
 * bad one. `replace` asks for each day in the file to be replaced whole; otherwise the file's
 * figures are merged into the stored days.
 */
export const importCampaignMetrics = ({
  campaignId,
  csv,
  mode,
}: {
  campaignId: string;
  csv: string;
  mode: MetricsWriteMode;
}) =>
  api<MetricsImportResult>(
    `/campaigns/${encodeURIComponent(campaignId)}/metrics/import${mode === 'replace' ? '?mode=replace' : ''}`,
    { raw: { body: csv, contentType: 'text/csv' } },
  );

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
