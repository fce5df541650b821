import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/shared/webhooks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** "Send test event": a `ping` delivery to the webhook, attempted at once. */
export const pingWebhook = (id: string) =>
  api<WebhookDelivery>(`/webhooks/${id}/ping`, { body: {} });
/** A fresh delivery of the same event. */
export const redeliverWebhook = (deliveryId: string) =>
  api<WebhookDelivery>(`/webhooks/deliveries/${deliveryId}/redeliver`, { body: {} });

function useDeliveryMutation(fn: (id: string) => Promise<WebhookDelivery>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

export const usePingWebhook = () => useDeliveryMutation(pingWebhook);
export const useRedeliverWebhook = () => useDeliveryMutation(redeliverWebhook);
