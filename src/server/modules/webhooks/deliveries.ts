/** The delivery log of a subscription: recent first, by status; one delivery; redelivery. */
import { sql } from 'drizzle-orm';
import {
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  type WebhookDeliveriesPage,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryStatus,
} from '@/shared/webhooks';
import type { AppContext } from '../../context';
import { queryRows, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { findSubscription, type WebhookCaller } from './queries';
import { isUuid } from '../../lib/uuid';

type Row = Omit<WebhookDelivery, 'max_attempts'> & { payload?: Record<string, unknown> };

const ts = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const columns = sql`d.id, d.subscription_id, d.event, d.status, d.attempts,
  ${ts('d.next_attempt_at')} as next_attempt_at, ${ts('d.last_attempt_at')} as last_attempt_at,
  d.last_status_code, d.last_error, d.response_excerpt, d.redelivery_of,
  ${ts('d.created_at')} as created_at, ${ts('d.delivered_at')} as delivered_at`;

const present = ({ payload: _payload, ...row }: Row): WebhookDelivery => ({
  ...row,
  // A delivery in flight has its lease as next_attempt_at: only a pending one has a next attempt.
  next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
  max_attempts: WEBHOOK_MAX_ATTEMPTS,
});

const notFound = () => new AppError('not_found', WEBHOOK_MESSAGES.deliveryNotFound);
const scopeOf = (caller: WebhookCaller) => ({ orgId: caller.orgId, userId: caller.userId });

export async function findDelivery(tx: Tx, id: string): Promise<WebhookDelivery> {
  return present(await findDeliveryRow(tx, id));
}

async function findDeliveryRow(tx: Tx, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<Row>(
    tx,
    sql`select ${columns}, d.payload from webhook_deliveries d where d.id = ${id}::uuid`,
  );
  if (!row) throw notFound();
  return row;
}

/** Keyset pages, newest first: the cursor is the last row's `created_at|id`. */
export function listDeliveries(
  app: AppContext,
  caller: WebhookCaller,
  subscriptionId: string,
  opts: { status?: WebhookDeliveryStatus | undefined; cursor?: string | undefined; limit?: number },
): Promise<WebhookDeliveriesPage> {
  const limit = opts.limit ?? WEBHOOK_DELIVERIES_PAGE;
  const after = opts.cursor ? parseCursor(opts.cursor) : null;
  return withTenant(app.db, scopeOf(caller), async (tx) => {
    await findSubscription(tx, subscriptionId);
    const rows = await queryRows<Row>(
      tx,
      sql`select ${columns}, d.created_at as sort_at from webhook_deliveries d
          where d.org_id = ${caller.orgId}::uuid and d.subscription_id = ${subscriptionId}::uuid
            ${opts.status ? sql`and d.status = ${opts.status}` : sql``}
            ${after ? sql`and (d.created_at, d.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
          order by d.created_at desc, d.id desc limit ${limit + 1}`,
    );
    const page = rows.slice(0, limit).map((r) => {
      const { sort_at: _sortAt, ...rest } = r as Row & { sort_at: unknown };
      return present(rest);
    });
    const last = page.at(-1);
    return {
      deliveries: page,
      next_cursor: rows.length > limit && last ? `${last.created_at}|${last.id}` : null,
    };
  });
}

function parseCursor(cursor: string) {
  const [at, id] = cursor.split('|');
  if (!at || !id || !isUuid(id) || Number.isNaN(Date.parse(at)))
    throw new AppError('validation_error', 'The cursor is not one this list gave', {
      field: 'cursor',
    });
  return { at, id };
}

export function getDelivery(
  app: AppContext,
  caller: WebhookCaller,
  id: string,
): Promise<WebhookDeliveryDetail> {
  return withTenant(app.db, scopeOf(caller), async (tx) => {
    const row = await findDeliveryRow(tx, id);
    return { ...present(row), payload: row.payload ?? {} };
  });
}

/** A fresh delivery of the same event (same payload and event id), due now. */
export function redeliver(
  app: AppContext,
  caller: WebhookCaller,
  id: string,
): Promise<WebhookDelivery> {
  return withTenant(app.db, scopeOf(caller), async (tx) => {
    const original = await findDeliveryRow(tx, id);
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into webhook_deliveries (subscription_id, org_id, event, payload, redelivery_of)
          select subscription_id, org_id, event, payload, id from webhook_deliveries
          where id = ${original.id}::uuid
          returning id`,
    );
    return findDelivery(tx, created!.id);
  });
}
