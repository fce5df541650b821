import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPETITIVE_FRESHNESS, type AlertList } from '@/shared/competitive-intelligence';
import { api, apiEnvelope } from '@/web/lib/api-client';
import { competitiveKeys } from './keys';

export const getAlerts = (status: 'all' | 'unread') =>
  apiEnvelope<AlertList>(`/competitive-intelligence/alerts?status=${status}`);

export const alertsQueryOptions = (status: 'all' | 'unread' = 'all') =>
  queryOptions({
    queryKey: competitiveKeys.alerts(status),
    queryFn: () => getAlerts(status),
    staleTime: COMPETITIVE_FRESHNESS.alerts,
  });

export const useAlerts = (status: 'all' | 'unread' = 'all', enabled = true) =>
  useQuery({ ...alertsQueryOptions(status), enabled });

export const markAlertRead = (id: string) =>
  api<{ ok: true }>(`/competitive-intelligence/alerts/${encodeURIComponent(id)}/read`, {
    method: 'POST',
  });

export const markAllAlertsRead = () =>
  api<{ marked: number }>('/competitive-intelligence/alerts/read-all', { method: 'POST' });

/** Reading an alert changes the unread counts of the competitors too. */
function useAlertMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitiveKeys.all }),
  });
}

export const useMarkAlertRead = () => useAlertMutation(markAlertRead);
export const useMarkAllAlertsRead = () => useAlertMutation(markAllAlertsRead);
