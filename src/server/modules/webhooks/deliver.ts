/**
 * The delivery worker. Every process runs one (started with the server, like the run
 * sweeper): it claims due pending deliveries with FOR UPDATE SKIP LOCKED, pushing their
 * next_attempt_at past the attempt's timeout as a lease, so two processes never send the same
 * attempt and a process that dies mid-attempt leaves the row to be retried when the lease
 * lapses. The claim spans organizations, so it runs as the database owner outside any tenant
 * transaction (like the sweeper); each attempt then writes back only if it still holds the
 * row (same attempt number).
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { sql } from 'drizzle-orm';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_RESPONSE_EXCERPT_CHARS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_RETRY_JITTER,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
} from '@/shared/webhooks';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { signWebhook } from './sign';
import { addressAllowed, hostOf, policyOf, type UrlPolicy } from './url-policy';

/** How often an idle worker looks for due deliveries. */
export const WEBHOOK_POLL_MS = 2_000;
/** Deliveries one claim takes at most (sent concurrently). */
const CLAIM_BATCH = 10;
/** A claimed attempt's lease: longer than its timeout, so a live attempt is never re-claimed. */
const LEASE_SECONDS = Math.ceil(WEBHOOK_TIMEOUT_MS / 1000) * 6;

type Claimed = {
  id: string;
  event: string;
  payload: Record<string, unknown>;
  attempts: number;
  url: string;
  secret: string;
  active: boolean;
};

/** Seconds until the attempt after failed attempt `attempt` (1-based), with jitter; null: give up. */
export function retryDelaySeconds(attempt: number, random = Math.random): number | null {
  if (attempt >= WEBHOOK_MAX_ATTEMPTS) return null;
  const base = WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1]!;
  return Math.round(base * (1 + WEBHOOK_RETRY_JITTER * (2 * random() - 1)));
}

export async function claimDueDeliveries(app: AppContext, limit = CLAIM_BATCH): Promise<Claimed[]> {
  return queryRows<Claimed>(
    app.db,
    sql`with claimed as (
          update webhook_deliveries d
             set attempts = d.attempts + 1, last_attempt_at = now(),
                 next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
           where d.id in (select id from webhook_deliveries
                          where status = 'pending' and next_attempt_at <= now()
                          order by next_attempt_at limit ${limit} for update skip locked)
          returning d.id, d.subscription_id, d.event, d.payload, d.attempts)
        select c.id, c.event, c.payload, c.attempts, s.url, s.secret, s.active
        from claimed c join webhook_subscriptions s on s.id = c.subscription_id`,
  );
}

export type AttemptResult = {
  ok: boolean;
  status: number | null;
  error: string | null;
  body: string | null;
};

/**
 * One POST: signed, with a timeout, to an address the policy allows at connection time. A
 * refused or unreachable target is told apart from nothing else: the log says why only once
 * the receiver has answered.
 */
export async function postDelivery(
  claimed: Pick<Claimed, 'id' | 'event' | 'payload' | 'url' | 'secret'>,
  policy: UrlPolicy,
  now = Date.now(),
): Promise<AttemptResult> {
  const body = JSON.stringify(claimed.payload);
  const timestamp = Math.floor(now / 1000);
  const url = new URL(claimed.url);
  // An address in the URL is connected to without a lookup: it is checked here. A URL saved
  // before a rule existed is held to today's rules.
  const host = hostOf(url);
  if (net.isIP(host) && !addressAllowed(host, policy))
    return { ok: false, status: null, error: WEBHOOK_MESSAGES.urlPrivateNetwork, body: null };
  let refused = false;
  // A name is checked on what it resolves to as the socket connects, so a DNS answer that
  // changes after the webhook was saved (rebinding) cannot reach a private address.
  const lookup: LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, options, (err, address, family) => {
      if (err) return callback(err, address as string, family);
      const addresses = Array.isArray(address)
        ? (address as { address: string }[]).map((a) => a.address)
        : [address];
      if (addresses.some((a) => !addressAllowed(a, policy))) {
        refused = true;
        return callback(new Error('refused'), address as string, family);
      }
      callback(null, address as string, family);
    });
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup,
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'Stratagent-Webhooks/1',
          [WEBHOOK_HEADERS.event]: claimed.event,
          [WEBHOOK_HEADERS.delivery]: claimed.id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(claimed.secret, timestamp, body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < WEBHOOK_RESPONSE_EXCERPT_CHARS) text += chunk;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          resolve({
            ok,
            status,
            error: ok ? null : `The endpoint answered ${status}`,
            body: text.slice(0, WEBHOOK_RESPONSE_EXCERPT_CHARS) || null,
          });
        });
        res.on('error', () =>
          resolve({ ok: false, status, error: WEBHOOK_MESSAGES.deliveryUnreachable, body: null }),
        );
      },
    );
    let timedOut = false;
    req.on('timeout', () => {
      timedOut = true;
      req.destroy();
    });
    req.on('error', () =>
      resolve({
        ok: false,
        status: null,
        error: timedOut
          ? WEBHOOK_MESSAGES.deliveryTimeout
          : refused
            ? WEBHOOK_MESSAGES.urlPrivateNetwork
            : WEBHOOK_MESSAGES.deliveryUnreachable,
        body: null,
      }),
    );
    req.end(body);
  });
}

/** Writes an attempt's outcome, if this attempt still holds the row. */
async function recordAttempt(
  app: AppContext,
  claimed: Claimed,
  result: AttemptResult,
  giveUp = false,
) {
  const delay = result.ok || giveUp ? null : retryDelaySeconds(claimed.attempts);
  const status = result.ok ? 'delivered' : delay === null ? 'failed' : 'pending';
  await app.db.execute(sql`update webhook_deliveries
      set status = ${status}, last_status_code = ${result.status}, last_error = ${result.error},
          response_excerpt = ${result.body},
          next_attempt_at = ${delay === null ? null : sql`now() + make_interval(secs => ${delay})`},
          delivered_at = ${result.ok ? sql`now()` : null}
      where id = ${claimed.id}::uuid and attempts = ${claimed.attempts} and status = 'pending'`);
}

/** Claims and sends what is due until nothing is; returns how many attempts were made. */
export async function deliverDueWebhooks(app: AppContext): Promise<number> {
  const policy = policyOf(app.config);
  let total = 0;
  for (;;) {
    const batch = await claimDueDeliveries(app);
    if (!batch.length) return total;
    total += batch.length;
    await Promise.all(
      batch.map(async (claimed) => {
        const result: AttemptResult = claimed.active
          ? await postDelivery(claimed, policy)
          : { ok: false, status: null, error: 'The webhook is paused', body: null };
        await recordAttempt(app, claimed, result, !claimed.active).catch((err) =>
          app.logger.error({ err, deliveryId: claimed.id }, 'recording a webhook attempt failed'),
        );
      }),
    );
  }
}

/** Forgets deliveries that ended more than WEBHOOK_DELIVERY_RETENTION_DAYS ago (as the owner: all organizations). */
export async function pruneWebhookDeliveries(app: AppContext): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    app.db,
    sql`delete from webhook_deliveries
        where status <> 'pending'
          and created_at < now() - make_interval(days => ${WEBHOOK_DELIVERY_RETENTION_DAYS})
        returning id`,
  );
  return rows.length;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

let wake: (() => void) | undefined;
/** Asks this process's worker to look now (after a test event or a redelivery was committed). */
export const nudgeWebhookWorker = () => wake?.();

/** At start: deliver now, then every WEBHOOK_POLL_MS (or when nudged) while the server runs. */
export function startWebhookWorker(ctx: AppContext): () => void {
  let running = false;
  let again = false;
  let prunedAt = 0;
  const tick = () => {
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      void pruneWebhookDeliveries(ctx).catch((err) =>
        ctx.logger.warn({ err }, 'pruning webhook deliveries failed'),
      );
    }
    if (running) {
      again = true;
      return;
    }
    running = true;
    deliverDueWebhooks(ctx)
      .catch((err) => ctx.logger.error({ err }, 'delivering webhooks failed'))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  wake = tick;
  tick();
  const timer = setInterval(tick, WEBHOOK_POLL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (wake === tick) wake = undefined;
  };
}
