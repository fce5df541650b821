import { Webhook } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  createWebhookSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '@/shared/webhooks';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { useCreateWebhook } from '../api/manage-webhooks';

type Errors = { url?: string; events?: string; form?: string };

/** URL, events and a description; on success the secret is handed to `onCreated` to show once. */
export function CreateWebhookForm({
  onCreated,
}: {
  onCreated: (created: { secret: string; url: string }) => void;
}) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const eventsId = useId();

  const toggle = (event: WebhookEvent) =>
    setEvents((current) =>
      current.includes(event) ? current.filter((e) => e !== event) : [...current, event],
    );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = createWebhookSchema.safeParse({ url, description, events });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'events' ? 'events' : 'url';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      onCreated({ secret: created.secret, url: created.url });
      setUrl('');
      setDescription('');
      setEvents([]);
    } catch (error) {
      if (error instanceof ApiError && error.field === 'url') setErrors({ url: error.message });
      else if (error instanceof ApiError && error.field?.startsWith('events'))
        setErrors({ events: error.message });
      else
        setErrors({
          form:
            error instanceof ApiError
              ? error.message
              : 'Could not create the webhook. Please try again.',
        });
    }
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="grid gap-4"
      aria-label="Add a webhook"
    >
      {errors.form && <Alert variant="destructive">{errors.form}</Alert>}
      <FormField
        label="Endpoint URL"
        error={errors.url}
        hint="An https:// address that accepts POST requests with a JSON body."
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/hooks/stratagent"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </FormField>
      <FormField label="Description (optional)" hint="What receives these events.">
        <Input
          autoComplete="off"
          maxLength={200}
          placeholder="Reporting warehouse"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </FormField>
      <fieldset
        className="space-y-2"
        aria-describedby={errors.events ? `${eventsId}-error` : undefined}
      >
        <legend className="text-sm font-medium">Events</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label
              key={event}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                checked={events.includes(event)}
                onChange={() => toggle(event)}
              />
              <span className="text-sm">
                <span className="block font-medium">{WEBHOOK_EVENT_LABELS[event].label}</span>
                <span className="block font-mono text-xs text-muted-foreground">{event}</span>
                <span className="mt-1 block text-xs text-muted-foreground">
                  {WEBHOOK_EVENT_LABELS[event].description}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.events && (
          <p id={`${eventsId}-error`} role="alert" className="text-xs font-medium text-destructive">
            {errors.events}
          </p>
        )}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending}>
          {!create.isPending && <Webhook aria-hidden="true" />}
          Add webhook
        </Button>
      </div>
    </form>
  );
}
