import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MetricsImportResult } from '@/shared/campaign-metrics';
import { ApiError } from '@/web/lib/api-client';
import { campaignsQueryKey } from './get-campaigns';

/** Sends the CSV file as it is (text/csv); the server validates every row and names the first bad one. */
export async function importCampaignMetrics({
  campaignId,
  csv,
}: {
  campaignId: string;
  csv: string;
}): Promise<MetricsImportResult> {
  let res: Response;
  try {
    res = await fetch(`/api/v1/campaigns/${encodeURIComponent(campaignId)}/metrics/import`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: csv,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  const payload = (await res.json().catch(() => undefined)) as
    | { data?: MetricsImportResult; error?: { code: string; message: string; field?: string } }
    | undefined;
  if (!res.ok || !payload?.data) {
    if (res.status === 401) window.location.assign('/login');
    throw new ApiError(
      res.status,
      payload?.error?.code ?? 'http_error',
      payload?.error?.message ?? `Request failed (${res.status})`,
      payload?.error?.field,
    );
  }
  return payload.data;
}

export function useImportCampaignMetrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCampaignMetrics,
    // Spend changes the campaign's spent amount, its metrics, the list and the dashboard totals.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
