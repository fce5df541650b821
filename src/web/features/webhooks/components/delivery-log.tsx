import { RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@/shared/webhooks';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { LoadingState } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useRedeliverWebhook } from '../api/send-webhook-deliveries';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const formatWhen = (iso: string) => when.format(new Date(iso));

/** What a delivery's state is called and looks like. */
export function deliveryState(d: Pick<WebhookDelivery, 'status' | 'attempts'>): {
  label: string;
  variant: 'success' | 'warning' | 'destructive' | 'secondary';
} {
  if (d.status === 'delivered') return { label: 'Delivered', variant: 'success' };
  if (d.status === 'failed') return { label: 'Failed', variant: 'destructive' };
  if (d.attempts > 0) return { label: 'Retrying', variant: 'warning' };
  return { label: 'Pending', variant: 'secondary' };
}

const FILTERS: { value: WebhookDeliveryStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All deliveries' },
  { value: 'pending', label: 'Pending and retrying' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'failed', label: 'Failed' },
];

/** A webhook's deliveries, newest first, with their outcome and a Redeliver button each. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const [filter, setFilter] = useState<WebhookDeliveryStatus | 'all'>('all');
  const status = filter === 'all' ? undefined : filter;
  const deliveries = useWebhookDeliveries(webhookId, status);
  const filterId = useId();
  const rows = deliveries.data?.pages.flatMap((page) => page.deliveries) ?? [];

  return (
    <section aria-label="Delivery log" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 className="text-sm font-semibold">Delivery log</h3>
        <div className="flex items-center gap-2">
          <Label htmlFor={filterId} className="text-xs text-muted-foreground">
            Show
          </Label>
          <NativeSelect
            id={filterId}
            className="h-8 w-auto text-xs"
            value={filter}
            onChange={(e) => setFilter(e.target.value as WebhookDeliveryStatus | 'all')}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {deliveries.isPending ? (
        <LoadingState label="Loading deliveries..." />
      ) : deliveries.isError ? (
        <ErrorState
          title="Could not load the deliveries"
          message={deliveries.error.message}
          onRetry={() => void deliveries.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {status
            ? 'No deliveries with this status.'
            : 'No deliveries yet. Send a test event, or wait for one of its events to happen.'}
        </p>
      ) : (
        <>
          <ul className="divide-y rounded-lg border">
            {rows.map((d) => (
              <DeliveryRow key={d.id} delivery={d} />
            ))}
          </ul>
          {deliveries.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                size="sm"
                loading={deliveries.isFetchingNextPage}
                onClick={() => void deliveries.fetchNextPage()}
              >
                Show older deliveries
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function DeliveryRow({ delivery: d }: { delivery: WebhookDelivery }) {
  const redeliver = useRedeliverWebhook();
  const state = deliveryState(d);
  const onRedeliver = async () => {
    try {
      await redeliver.mutateAsync(d.id);
      toast.success('Redelivery queued', {
        description: `A fresh ${d.event} delivery is on its way.`,
      });
    } catch (error) {
      toast.error('Could not redeliver', {
        description: error instanceof ApiError ? error.message : 'Please try again.',
      });
    }
  };
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-medium">{d.event}</span>
          <Badge variant={state.variant}>{state.label}</Badge>
          {d.redelivery_of && <Badge variant="outline">Redelivery</Badge>}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <dt>Created</dt>
          <dd>{formatWhen(d.created_at)}</dd>
          <dt>Response</dt>
          <dd>{d.last_status_code ?? (d.attempts ? 'No answer' : '—')}</dd>
          <dt>Attempts</dt>
          <dd>
            {d.attempts} of {d.max_attempts}
          </dd>
          {d.next_attempt_at && (
            <>
              <dt>Next attempt</dt>
              <dd>{formatWhen(d.next_attempt_at)}</dd>
            </>
          )}
          {d.delivered_at && (
            <>
              <dt>Delivered</dt>
              <dd>{formatWhen(d.delivered_at)}</dd>
            </>
          )}
          {d.last_error && d.status !== 'delivered' && (
            <>
              <dt>Error</dt>
              <dd className="break-words text-destructive">{d.last_error}</dd>
            </>
          )}
        </dl>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        loading={redeliver.isPending}
        onClick={() => void onRedeliver()}
        aria-label={`Redeliver ${d.event} from ${formatWhen(d.created_at)}`}
      >
        {!redeliver.isPending && <RotateCw aria-hidden="true" />}
        Redeliver
      </Button>
    </li>
  );
}
