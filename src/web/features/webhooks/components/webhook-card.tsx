import { ChevronDown, KeyRound, Pause, Play, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatRelativeTime } from '@/shared/format';
import { WEBHOOK_EVENT_LABELS, type WebhookSubscription } from '@/shared/webhooks';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { ApiError } from '@/web/lib/api-client';
import { useDeleteWebhook, useRotateWebhookSecret, useUpdateWebhook } from '../api/manage-webhooks';
import { usePingWebhook } from '../api/send-webhook-deliveries';
import { DeliveryLog } from './delivery-log';

const failed = (title: string) => (error: unknown) =>
  toast.error(title, {
    description: error instanceof ApiError ? error.message : 'Please try again.',
  });

/** One webhook: its URL, events and state, its actions and its delivery log. */
export function WebhookCard({
  webhook,
  onSecret,
}: {
  webhook: WebhookSubscription;
  onSecret: (shown: { secret: string; url: string }) => void;
}) {
  const [open, setOpen] = useState(true);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ping = usePingWebhook();
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const logId = `deliveries-${webhook.id}`;
  const headingId = `webhook-${webhook.id}`;
  const last = webhook.last_delivery;

  return (
    <Card role="group" aria-labelledby={headingId} className="overflow-hidden">
      <CardHeader className="gap-3 border-b">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h3 id={headingId} className="break-all font-mono text-sm font-semibold">
              {webhook.url}
            </h3>
            {webhook.description && (
              <p className="text-sm text-muted-foreground">{webhook.description}</p>
            )}
          </div>
          <Badge variant={webhook.active ? 'success' : 'secondary'}>
            {webhook.active ? 'Active' : 'Paused'}
          </Badge>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Events">
          {webhook.events.map((event) => (
            <li key={event}>
              <Badge variant="outline" title={event}>
                {WEBHOOK_EVENT_LABELS[event].label}
              </Badge>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Secret ending in <span className="font-mono">…{webhook.secret_hint}</span> · added{' '}
          {formatRelativeTime(webhook.created_at)}
          {last && (
            <>
              {' '}
              · last delivery {last.status} {formatRelativeTime(last.created_at)}
            </>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            loading={ping.isPending}
            disabled={!webhook.active}
            onClick={() =>
              ping
                .mutateAsync(webhook.id)
                .then(() => {
                  setOpen(true);
                  toast.success('Test event sent', { description: 'Its delivery is in the log.' });
                })
                .catch(failed('Could not send the test event'))
            }
          >
            {!ping.isPending && <Send aria-hidden="true" />}
            Send test event
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={update.isPending}
            onClick={() =>
              update
                .mutateAsync({ id: webhook.id, active: !webhook.active })
                .catch(failed(webhook.active ? 'Could not pause' : 'Could not resume'))
            }
          >
            {!update.isPending &&
              (webhook.active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />)}
            {webhook.active ? 'Pause' : 'Resume'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={rotate.isPending}
            onClick={() =>
              rotate
                .mutateAsync(webhook.id)
                .then((r) => onSecret({ secret: r.secret, url: r.url }))
                .catch(failed('Could not rotate the secret'))
            }
          >
            {!rotate.isPending && <KeyRound aria-hidden="true" />}
            Rotate secret
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto"
            aria-expanded={open}
            aria-controls={logId}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDown
              aria-hidden="true"
              className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
            />
            {open ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
        </div>
      </CardHeader>
      {open && (
        <CardContent id={logId} className="pt-4">
          <DeliveryLog webhookId={webhook.id} />
        </CardContent>
      )}
      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Delete this webhook?</DialogTitle>
            <DialogDescription>
              <span className="break-all font-mono">{webhook.url}</span> stops receiving events, and
              its delivery log is deleted with it.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Keep it
            </Button>
            <Button
              variant="destructive"
              loading={remove.isPending}
              onClick={() =>
                remove
                  .mutateAsync(webhook.id)
                  .then(() => setConfirmDelete(false))
                  .catch(failed('Could not delete the webhook'))
              }
            >
              Delete webhook
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
