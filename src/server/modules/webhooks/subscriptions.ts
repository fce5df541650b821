/** Webhook subscriptions: list, create, change, delete, rotate the secret, send a test event. */
import { sql } from 'drizzle-orm';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_PING_EVENT,
  WEBHOOK_SUBSCRIPTIONS_MAX,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  type WebhookDelivery,
  type WebhookSubscription,
  type WebhookWithSecret,
} from '@/shared/webhooks';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { findDelivery } from './deliveries';
import {
  findSubscription,
  present,
  scopeOf,
  selectSubscriptions,
  type Row,
  type WebhookCaller,
} from './queries';
import { buildPayload } from './record-event';
import { newWebhookSecret } from './sign';
import { checkWebhookUrl, policyOf } from './url-policy';

export function listWebhooks(app: AppContext, caller: WebhookCaller) {
  return withTenant(app.db, scopeOf(caller), async (tx) =>
    (
      await queryRows<Row>(
        tx,
        sql`${selectSubscriptions} where s.org_id = ${caller.orgId}::uuid order by s.created_at, s.id`,
      )
    ).map(present),
  );
}

export function createWebhook(
  app: AppContext,
  caller: WebhookCaller,
  input: CreateWebhookInput,
): Promise<WebhookWithSecret> {
  const url = checkWebhookUrl(input.url, policyOf(app.config));
  const events = [...new Set(input.events)];
  const secret = newWebhookSecret();
  return withTenant(app.db, scopeOf(caller), async (tx) => {
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from webhook_subscriptions where org_id = ${caller.orgId}::uuid`,
    );
    if (count >= WEBHOOK_SUBSCRIPTIONS_MAX)
      throw new AppError('conflict', WEBHOOK_MESSAGES.tooMany);
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into webhook_subscriptions (org_id, url, description, events, secret, created_by)
          values (${caller.orgId}::uuid, ${url}, ${input.description?.trim() || null},
            string_to_array(${events.join(',')}, ','), ${secret}, ${caller.userId})
          returning id`,
    );
    const row = await findSubscription(tx, created!.id);
    return { ...present(row), secret };
  });
}

export function updateWebhook(
  app: AppContext,
  caller: WebhookCaller,
  id: string,
  input: UpdateWebhookInput,
): Promise<WebhookSubscription> {
  const url =
    input.url === undefined ? undefined : checkWebhookUrl(input.url, policyOf(app.config));
  return withTenant(app.db, scopeOf(caller), async (tx) => {
    await findSubscription(tx, id);
    const sets = [sql`updated_at = now()`];
    if (url !== undefined) sets.push(sql`url = ${url}`);
    if (input.description !== undefined)
      sets.push(sql`description = ${input.description?.trim() || null}`);
    if (input.events !== undefined) {
      const events = [...new Set(input.events)];
      sets.push(sql`events = string_to_array(${events.join(',')}, ',')`);
    }
    if (input.active !== undefined) sets.push(sql`active = ${input.active}`);
    await tx.execute(
      sql`update webhook_subscriptions set ${sql.join(sets, sql`, `)} where id = ${id}::uuid`,
    );
    return present(await findSubscription(tx, id));
  });
}

export function deleteWebhook(app: AppContext, caller: WebhookCaller, id: string) {
  return withTenant(app.db, scopeOf(caller), async (tx) => {
    await findSubscription(tx, id);
    await tx.execute(sql`delete from webhook_subscriptions where id = ${id}::uuid`);
  });
}

/** A new secret, shown in this answer only; deliveries from now on are signed with it. */
export function rotateWebhookSecret(
  app: AppContext,
  caller: WebhookCaller,
  id: string,
): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  return withTenant(app.db, scopeOf(caller), async (tx) => {
    await findSubscription(tx, id);
    await tx.execute(
      sql`update webhook_subscriptions set secret = ${secret}, updated_at = now() where id = ${id}::uuid`,
    );
    return { ...present(await findSubscription(tx, id)), secret };
  });
}

/** Queues a `ping` delivery to this subscription (whatever its events). */
export function pingWebhook(
  app: AppContext,
  caller: WebhookCaller,
  id: string,
): Promise<WebhookDelivery> {
  return withTenant(app.db, scopeOf(caller), async (tx) => {
    const row = await findSubscription(tx, id);
    if (!row.active) throw new AppError('conflict', WEBHOOK_MESSAGES.inactive);
    const payload = buildPayload(caller.orgId, WEBHOOK_PING_EVENT, {
      message: 'A test event from Stratagent: your endpoint is reachable.',
      subscription_id: id,
      sent_by: caller.email,
    });
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into webhook_deliveries (subscription_id, org_id, event, payload)
          values (${id}::uuid, ${caller.orgId}::uuid, ${WEBHOOK_PING_EVENT}, ${JSON.stringify(payload)}::jsonb)
          returning id`,
    );
    return findDelivery(tx, created!.id);
  });
}
