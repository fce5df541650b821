/**
 * The outbox: an event becomes one pending delivery per active subscription to it, inserted
 * in the transaction of the change that causes it (the caller's tenant transaction), so the
 * deliveries commit or roll back with the change. The delivery worker sends them later.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEvent } from '@/shared/webhooks';
import type { DbOrTx } from '../../db/client';

/** The body of every delivery (as sent and signed). */
export type WebhookPayload = {
  /** The event's id: the same in every subscription's delivery of it and in redeliveries. */
  id: string;
  event: WebhookEvent | 'ping';
  created_at: string;
  organization_id: string;
  data: Record<string, unknown>;
};

export function buildPayload(
  orgId: string,
  event: WebhookPayload['event'],
  data: Record<string, unknown>,
): WebhookPayload {
  return {
    id: crypto.randomUUID(),
    event,
    created_at: new Date().toISOString(),
    organization_id: orgId,
    data,
  };
}

/** Records `event` for the organization's active subscriptions to it, in `tx`. */
export async function recordWebhookEvent(
  tx: DbOrTx,
  orgId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const payload = buildPayload(orgId, event, data);
  await tx.execute(sql`insert into webhook_deliveries (subscription_id, org_id, event, payload)
    select s.id, s.org_id, ${event}, ${JSON.stringify(payload)}::jsonb
    from webhook_subscriptions s
    where s.org_id = ${orgId}::uuid and s.active and ${event} = any(s.events)`);
}
