import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookSubscription } from '@/shared/webhooks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getWebhooks = () => api<WebhookSubscription[]>('/webhooks');

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.webhooks.list, queryFn: getWebhooks });

export const useWebhooks = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...webhooksQueryOptions(), enabled: options.enabled ?? true });
