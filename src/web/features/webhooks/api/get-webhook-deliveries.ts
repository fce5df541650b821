import { useInfiniteQuery } from '@tanstack/react-query';
import type { WebhookDeliveriesPage, WebhookDeliveryStatus } from '@/shared/webhooks';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** While a delivery waits for its first attempt or is due soon, the log looks again this often. */
const PENDING_POLL_MS = 2_000;
/** Otherwise, so that new events show up while the page is open. */
const IDLE_POLL_MS = 5_000;

export const getWebhookDeliveries = (
  id: string,
  opts: { status?: WebhookDeliveryStatus | undefined; cursor?: string | null | undefined },
) => {
  const params = new URLSearchParams();
  if (opts.status) params.set('status', opts.status);
  if (opts.cursor) params.set('cursor', opts.cursor);
  const query = params.size ? `?${params}` : '';
  return api<WebhookDeliveriesPage>(`/webhooks/${id}/deliveries${query}`);
};

/** A webhook's delivery log, newest first, page by page; polls faster while a delivery is due. */
export function useWebhookDeliveries(id: string, status: WebhookDeliveryStatus | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.webhooks.deliveries(id, status ?? 'all'),
    queryFn: ({ pageParam }) => getWebhookDeliveries(id, { status, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: (query) => {
      const now = Date.now();
      const dueSoon = query.state.data?.pages.some((page) =>
        page.deliveries.some(
          (d) =>
            d.status === 'pending' &&
            (d.attempts === 0 ||
              (d.next_attempt_at !== null && Date.parse(d.next_attempt_at) - now < 60_000)),
        ),
      );
      return dueSoon ? PENDING_POLL_MS : IDLE_POLL_MS;
    },
  });
}
