import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookInput,
  UpdateWebhookInput,
  WebhookSubscription,
  WebhookWithSecret,
} from '@/shared/webhooks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const createWebhook = (input: CreateWebhookInput) =>
  api<WebhookWithSecret>('/webhooks', { body: input });
export const updateWebhook = ({ id, ...changes }: UpdateWebhookInput & { id: string }) =>
  api<WebhookSubscription>(`/webhooks/${id}`, { method: 'PATCH', body: changes });
export const deleteWebhook = (id: string) =>
  api<{ ok: boolean }>(`/webhooks/${id}`, { method: 'DELETE' });
export const rotateWebhookSecret = (id: string) =>
  api<WebhookWithSecret>(`/webhooks/${id}/rotate-secret`, { body: {} });

function useWebhookMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

export const useCreateWebhook = () => useWebhookMutation(createWebhook);
export const useUpdateWebhook = () => useWebhookMutation(updateWebhook);
export const useDeleteWebhook = () => useWebhookMutation(deleteWebhook);
export const useRotateWebhookSecret = () => useWebhookMutation(rotateWebhookSecret);
