/** What the webhook use cases share: the caller, ids, and a subscription as stored and shown. */
import { sql } from 'drizzle-orm';
import {
  WEBHOOK_MESSAGES,
  type WebhookDeliveryStatus,
  type WebhookSubscription,
} from '@/shared/webhooks';
import type { Caller } from '../../context';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';

export type WebhookCaller = Caller & { orgId: string };

export type Row = {
  id: string;
  url: string;
  description: string | null;
  events: WebhookSubscription['events'];
  active: boolean;
  secret: string;
  created_at: string;
  last_status: WebhookDeliveryStatus | null;
  last_at: string | null;
};

export const selectSubscriptions = sql`select s.id, s.url, s.description, s.events, s.active, s.secret,
    to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    l.status as last_status,
    to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_at
  from webhook_subscriptions s
  left join lateral (select d.status, d.created_at from webhook_deliveries d
    where d.org_id = s.org_id and d.subscription_id = s.id
    order by d.created_at desc, d.id desc limit 1) l on true`;

export function present(row: Row): WebhookSubscription {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    secret_hint: row.secret.slice(-4),
    created_at: row.created_at,
    last_delivery: row.last_status ? { status: row.last_status, created_at: row.last_at! } : null,
  };
}

export const scopeOf = (caller: WebhookCaller) => ({ orgId: caller.orgId, userId: caller.userId });
const notFound = () => new AppError('not_found', WEBHOOK_MESSAGES.subscriptionNotFound);

/** The subscription of the caller's organization, or a 404 (another organization's id too). */
export async function findSubscription(tx: Tx, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<Row>(tx, sql`${selectSubscriptions} where s.id = ${id}::uuid`);
  if (!row) throw notFound();
  return row;
}
