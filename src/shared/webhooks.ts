/**
 * Webhooks: the events an organization can subscribe to, the retry policy of deliveries and
 * the contracts of the webhooks API (subscriptions, deliveries) shared by server and web.
 */
import { z } from 'zod';

export const WEBHOOK_EVENTS = [
  'output.saved',
  'run.finished',
  'approval.given',
  'metrics.ingested',
  'attention.digest',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event of "Send test event": sent to one subscription, whatever its events. */
export const WEBHOOK_PING_EVENT = 'ping';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, { label: string; description: string }> = {
  'output.saved': {
    label: 'Output saved',
    description: 'An agent saved an output (a strategy, posts, a report...).',
  },
  'run.finished': {
    label: 'Agent run finished',
    description: 'An agent run succeeded, failed or was cancelled.',
  },
  'approval.given': {
    label: 'Approval given',
    description: 'A client approved an output in the portal, or extracted facts were approved.',
  },
  'metrics.ingested': {
    label: 'Metrics ingested',
    description: "Daily results were sent to a campaign's ingest API or imported from CSV.",
  },
  'attention.digest': {
    label: 'Needs attention (daily)',
    description:
      'Once a day, what needs attention: overspend, money lost, anomalies, approvals waiting, missing figures.',
  },
};

/**
 * Retries: after a failed attempt n (1-based) the next one waits WEBHOOK_RETRY_DELAYS_SECONDS[n-1]
 * seconds, give or take WEBHOOK_RETRY_JITTER; once they are used up the delivery is failed.
 * Six attempts in all over about 7 hours 12 minutes.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [30, 120, 600, 3600, 21_600] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** ±20 % of the delay, so receivers coming back up are not hit by every retry at once. */
export const WEBHOOK_RETRY_JITTER = 0.2;
/** How long one POST may take, from connecting to the answer's last byte, before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Test events and redeliveries an organization may ask for in a minute (each is sent at once). */
export const WEBHOOK_SENDS_PER_MINUTE = 10;
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_CHARS = 500;
export const WEBHOOK_SUBSCRIPTIONS_MAX = 20;
export const WEBHOOK_DELIVERIES_PAGE = 25;
/** Delivered and failed deliveries are kept this long in the log, then pruned. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

/** The headers of every delivery. */
export const WEBHOOK_HEADERS = {
  event: 'Stratagent-Event',
  delivery: 'Stratagent-Delivery',
  timestamp: 'Stratagent-Timestamp',
  signature: 'Stratagent-Signature',
} as const;

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter the full address of your endpoint, such as https://example.com/hooks',
  urlHttpsRequired: 'Use an https:// address: deliveries carry your data and must be encrypted',
  urlPrivateNetwork:
    'That address is on a private network; webhooks are only delivered to public addresses',
  urlCredentials: 'Leave the user name and password out of the address',
  eventsRequired: 'Choose at least one event',
  tooMany: `An organization can have at most ${WEBHOOK_SUBSCRIPTIONS_MAX} webhooks`,
  subscriptionNotFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  inactive: 'This webhook is paused: resume it before sending a test event',
  tooManySends: `Too many test events and redeliveries: an organization can send ${WEBHOOK_SENDS_PER_MINUTE} a minute.`,
  // A delivery's outcome says no more than this, so that the log cannot be used to probe which
  // ports answer where: the receiver's status and answer only once it has answered.
  deliveryUnreachable: 'Could not connect to the endpoint',
  deliveryTimeout: `The endpoint did not answer completely within ${WEBHOOK_TIMEOUT_MS / 1000} seconds`,
} as const;

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);
export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

export const webhookSubscriptionSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(webhookEventSchema),
  active: z.boolean(),
  /** The secret's last four characters, to tell secrets apart; the secret is shown once. */
  secret_hint: z.string(),
  created_at: z.string(),
  /** The newest delivery's status and time, if any. */
  last_delivery: z
    .object({ status: webhookDeliveryStatusSchema, created_at: z.string() })
    .nullable(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

/** Creation and rotation answer with the secret, once. */
export const webhookWithSecretSchema = webhookSubscriptionSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

const description = z
  .string()
  .trim()
  .max(200, 'Keep the description under 200 characters')
  .optional()
  .nullable();

export const createWebhookSchema = z.object({
  url: z.string().trim().min(1, WEBHOOK_MESSAGES.urlInvalid).max(2000, WEBHOOK_MESSAGES.urlInvalid),
  description,
  events: z.array(webhookEventSchema).min(1, WEBHOOK_MESSAGES.eventsRequired),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

export const updateWebhookSchema = z.object({
  url: createWebhookSchema.shape.url.optional(),
  description,
  events: createWebhookSchema.shape.events.optional(),
  active: z.boolean().optional(),
});
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  subscription_id: z.string(),
  event: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number(),
  max_attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_status_code: z.number().nullable(),
  last_error: z.string().nullable(),
  response_excerpt: z.string().nullable(),
  redelivery_of: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const webhookDeliveriesPageSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  /** Pass as `cursor` for the next (older) page; null: no more. */
  next_cursor: z.string().nullable(),
});
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesPageSchema>;
