import { createRoute, z } from '@hono/zod-openapi';
import {
  createWebhookSchema,
  updateWebhookSchema,
  WEBHOOK_EVENTS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SENDS_PER_MINUTE,
  webhookDeliveriesPageSchema,
  webhookDeliveryDetailSchema,
  webhookDeliverySchema,
  webhookDeliveryStatusSchema,
  webhookSubscriptionSchema,
  webhookWithSecretSchema,
} from '@/shared/webhooks';
import {
  createRouter,
  errorResponses,
  errorSchema,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import type { RateRule } from '../../lib/rate-limit';
import { nudgeWebhookWorker } from './deliver';
import { getDelivery, listDeliveries, redeliver } from './deliveries';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  pingWebhook,
  rotateWebhookSecret,
  updateWebhook,
} from './subscriptions';

/**
 * Webhooks are workspace settings: owners and admins with no client scope (`org:manage`,
 * a signed-in session) list and change them; other roles, client-scoped members and API keys
 * are refused, so the secrets and the delivery log never reach them.
 */
const TAG = 'Webhooks';

/**
 * A test event or a redelivery is sent at once, outside the retry schedule: per organization,
 * whoever of its admins asks, they share one budget, so that no one can keep the worker busy
 * with their receiver (issue 26, hole 3).
 */
const SENDS_RULE: RateRule = {
  window: 60,
  max: WEBHOOK_SENDS_PER_MINUTE,
  what: WEBHOOK_MESSAGES.tooManySends,
};

const SCHEME = `Every delivery is an HTTP POST with a JSON body \`{ id, event, created_at, organization_id, data }\` (\`id\` is the event's id, the same in a redelivery) and the headers \`Content-Type: application/json\`, \`Stratagent-Event\` (the event), \`Stratagent-Delivery\` (the delivery's id), \`Stratagent-Timestamp\` (Unix seconds) and \`Stratagent-Signature: t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>" keyed with the webhook's secret>\`. Verify the signature over the raw body in constant time and refuse timestamps more than five minutes old. Events: ${WEBHOOK_EVENTS.map((e) => `\`${e}\``).join(', ')} and \`ping\` (a test event). \`data\` of \`output.saved\`: { output_id, title, output_type, agent_type, campaign_id, client_id }; of \`run.finished\`: { run_id, session_id, tool, status (succeeded, failed, cancelled), output_id, error }; of \`approval.given\`: { kind (output_approval, business_context), … }; of \`metrics.ingested\`: { campaign_id, client_id, source (api, csv), days, from, to, spent_cents }. A 2xx answer, complete within 10 seconds of connecting, delivers (only its first 2 000 bytes are read); otherwise the delivery is retried after ${WEBHOOK_RETRY_DELAYS_SECONDS.map((s) => (s < 3600 ? `${s / 60 >= 1 ? `${s / 60} min` : `${s} s`}` : `${s / 3600} h`)).join(', ')} (±20 %), then failed after ${WEBHOOK_MAX_ATTEMPTS} attempts.`;

const idParam = (description: string) =>
  z.object({
    id: z.string().openapi({ param: { name: 'id', in: 'path' }, description }),
  });

export const webhookRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/webhooks/deliveries/{id}',
      operationId: 'getWebhookDelivery',
      ...permit('org:manage'),
      tags: [TAG],
      summary: 'One delivery with the payload sent',
      request: { params: idParam("The delivery's id") },
      responses: {
        200: jsonResponse(z.object({ data: webhookDeliveryDetailSchema }), 'The delivery'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await getDelivery(c.get('ctx'), requireOrgCaller(c), c.req.valid('param').id),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/webhooks/deliveries/{id}/redeliver',
      operationId: 'redeliverWebhook',
      ...permit('org:manage'),
      tags: [TAG],
      summary:
        'Send a delivery again: a fresh delivery of the same event (same body and event id), attempted at once, with its own retries',
      description: `Test events and redeliveries together: at most ${WEBHOOK_SENDS_PER_MINUTE} a minute per organization (429 beyond).`,
      request: { params: idParam('The id of the delivery to repeat') },
      responses: {
        201: jsonResponse(z.object({ data: webhookDeliverySchema }), 'The new delivery'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      await c.get('ctx').rateLimiter.consume('webhook-sends', caller.orgId, SENDS_RULE);
      const created = await redeliver(c.get('ctx'), caller, c.req.valid('param').id);
      nudgeWebhookWorker();
      return c.json({ data: created }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/webhooks',
      operationId: 'listWebhooks',
      ...permit('org:manage'),
      tags: [TAG],
      summary: "The organization's webhooks (never their secrets)",
      description: SCHEME,
      responses: {
        200: jsonResponse(z.object({ data: z.array(webhookSubscriptionSchema) }), 'Webhooks'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await listWebhooks(c.get('ctx'), requireOrgCaller(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/webhooks',
      operationId: 'createWebhook',
      ...permit('org:manage'),
      tags: [TAG],
      summary:
        'Subscribe an endpoint to events; the signing secret is in this answer only (rotate it to get a new one)',
      description: `${SCHEME} The URL must be https to a public address: loopback, private, link-local, carrier-grade NAT, multicast and reserved addresses, in any spelling, and names that resolve to them when a delivery connects are refused. Only a server started with WEBHOOK_ALLOW_LOCAL_HTTP delivers to its own machine (localhost, 127.0.0.1, [::1]), over http too.`,
      request: jsonBody(createWebhookSchema),
      responses: {
        201: jsonResponse(z.object({ data: webhookWithSecretSchema }), 'Created, with its secret'),
        409: jsonResponse(errorSchema, 'Too many webhooks'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const created = await createWebhook(c.get('ctx'), requireOrgCaller(c), c.req.valid('json'));
      c.header('cache-control', 'no-store');
      return c.json({ data: created }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/webhooks/{id}',
      operationId: 'updateWebhook',
      ...permit('org:manage'),
      tags: [TAG],
      summary: "Change a webhook's URL, description or events, or pause and resume it",
      request: { params: idParam("The webhook's id"), ...jsonBody(updateWebhookSchema) },
      responses: {
        200: jsonResponse(z.object({ data: webhookSubscriptionSchema }), 'Updated'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await updateWebhook(
            c.get('ctx'),
            requireOrgCaller(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/webhooks/{id}',
      operationId: 'deleteWebhook',
      ...permit('org:manage'),
      tags: [TAG],
      summary: 'Delete a webhook and its delivery log; pending deliveries are dropped',
      request: { params: idParam("The webhook's id") },
      responses: {
        200: jsonResponse(z.object({ data: z.object({ ok: z.boolean() }) }), 'Deleted'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await deleteWebhook(c.get('ctx'), requireOrgCaller(c), c.req.valid('param').id);
      return c.json({ data: { ok: true } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/webhooks/{id}/rotate-secret',
      operationId: 'rotateWebhookSecret',
      ...permit('org:manage'),
      tags: [TAG],
      summary:
        'Replace the signing secret: deliveries from now on are signed with the new one, shown in this answer only',
      request: { params: idParam("The webhook's id") },
      responses: {
        200: jsonResponse(z.object({ data: webhookWithSecretSchema }), 'The new secret'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const rotated = await rotateWebhookSecret(
        c.get('ctx'),
        requireOrgCaller(c),
        c.req.valid('param').id,
      );
      c.header('cache-control', 'no-store');
      return c.json({ data: rotated }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/webhooks/{id}/ping',
      operationId: 'pingWebhook',
      ...permit('org:manage'),
      tags: [TAG],
      summary:
        'Send a test event (`ping`, data { message, subscription_id, sent_by }) to this webhook now',
      description: `Test events and redeliveries together: at most ${WEBHOOK_SENDS_PER_MINUTE} a minute per organization (429 beyond).`,
      request: { params: idParam("The webhook's id") },
      responses: {
        201: jsonResponse(z.object({ data: webhookDeliverySchema }), 'The queued delivery'),
        409: jsonResponse(errorSchema, 'The webhook is paused'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      await c.get('ctx').rateLimiter.consume('webhook-sends', caller.orgId, SENDS_RULE);
      const delivery = await pingWebhook(c.get('ctx'), caller, c.req.valid('param').id);
      nudgeWebhookWorker();
      return c.json({ data: delivery }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/webhooks/{id}/deliveries',
      operationId: 'listWebhookDeliveries',
      ...permit('org:manage'),
      tags: [TAG],
      summary:
        "A webhook's delivery log, newest first, 25 a page (keyset: pass `next_cursor` as `cursor`), optionally one status",
      request: {
        params: idParam("The webhook's id"),
        query: z.object({
          status: webhookDeliveryStatusSchema.optional(),
          cursor: z.string().max(100).optional(),
        }),
      },
      responses: {
        200: jsonResponse(z.object({ data: webhookDeliveriesPageSchema }), 'Deliveries'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(
        {
          data: await listDeliveries(c.get('ctx'), requireOrgCaller(c), c.req.valid('param').id, {
            status: query.status,
            cursor: query.cursor,
          }),
        },
        200,
      );
    },
  );
