/**
 * The delivery worker. Every process runs one (started with the server, like the run
 * sweeper): it claims due pending deliveries with FOR UPDATE SKIP LOCKED, pushing their
 * next_attempt_at past the attempt's deadline as a lease, so two processes never send the same
 * attempt and a process that dies mid-attempt leaves the row to be retried when the lease
 * lapses. The claim spans organizations, so it runs as the database owner outside any tenant
 * transaction (like the sweeper); each attempt then writes back only if it still holds the
 * row (same attempt number).
 *
 * One organization's slow receiver must not delay another's deliveries (issue 26, hole 3: a
 * receiver that trickled a byte every 3 s held the worker for minutes). So every attempt has
 * one deadline from connecting to the answer's last byte, reads at most a few kilobytes, and
 * the worker keeps up to WEBHOOK_CONCURRENCY attempts in flight, at most
 * WEBHOOK_CONCURRENCY_PER_ORG of one organization, claiming each organization's oldest due
 * delivery in turn and claiming again as soon as an attempt ends.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_RESPONSE_EXCERPT_CHARS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_RETRY_JITTER,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
} from '@/shared/webhooks';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { signWebhook } from './sign';
import { addressAllowed, hostOf, policyOf, type UrlPolicy } from './url-policy';

/** How often an idle worker looks for due deliveries. */
export const WEBHOOK_POLL_MS = 2_000;
/** Attempts one process has in flight at most. */
export const WEBHOOK_CONCURRENCY = 8;
/** Attempts of one organization in flight in one process at most: the rest go to the others. */
export const WEBHOOK_CONCURRENCY_PER_ORG = 2;
/** Bytes of an answer read at most: enough for the log's excerpt in any encoding. */
const ANSWER_BYTES_READ = WEBHOOK_RESPONSE_EXCERPT_CHARS * 4;

type Claimed = {
  id: string;
  org_id: string;
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

/** A claimed attempt's lease: well past its deadline, so a live attempt is never re-claimed. */
const leaseSeconds = (app: AppContext) => Math.ceil(app.config.webhookTimeoutMs / 1000) * 6;

/**
 * Claims up to `limit` due deliveries, round-robin across organizations: each organization's
 * oldest first, then each one's second, and none past `perOrg` minus what this process already
 * has in flight for it (`busy`, by organization id).
 */
export async function claimDueDeliveries(
  app: AppContext,
  opts: { limit: number; perOrg: number; busy: Map<string, number> },
): Promise<Claimed[]> {
  const busy = JSON.stringify(Object.fromEntries(opts.busy));
  const inFlight = (orgId: SQL) => sql`coalesce((${busy}::jsonb ->> ${orgId}::text)::int, 0)`;
  return queryRows<Claimed>(
    app.db,
    sql`with due_orgs as (
          select distinct org_id from webhook_deliveries
          where status = 'pending' and next_attempt_at <= now()
            and ${inFlight(sql.raw('org_id'))} < ${opts.perOrg}),
        candidates as (
          select c.id, c.org_id, c.next_attempt_at,
                 row_number() over (partition by c.org_id order by c.next_attempt_at, c.id) as turn
          from due_orgs o
          cross join lateral (
            select d.id, d.org_id, d.next_attempt_at from webhook_deliveries d
            where d.org_id = o.org_id and d.status = 'pending' and d.next_attempt_at <= now()
            order by d.next_attempt_at limit ${opts.perOrg}
            for update skip locked) c),
        picked as (
          select id from candidates
          where turn <= ${opts.perOrg} - ${inFlight(sql.raw('candidates.org_id'))}
          order by turn, next_attempt_at limit ${opts.limit}),
        claimed as (
          update webhook_deliveries d
             set attempts = d.attempts + 1, last_attempt_at = now(),
                 next_attempt_at = now() + make_interval(secs => ${leaseSeconds(app)})
           where d.id in (select id from picked)
          returning d.id, d.org_id, d.subscription_id, d.event, d.payload, d.attempts)
        select c.id, c.org_id, c.event, c.payload, c.attempts, s.url, s.secret, s.active
        from claimed c join webhook_subscriptions s on s.id = c.subscription_id`,
  );
}

export type AttemptResult = {
  ok: boolean;
  status: number | null;
  error: string | null;
  body: string | null;
};

const failure = (error: string, status: number | null = null): AttemptResult => ({
  ok: false,
  status,
  error,
  body: null,
});

/**
 * One POST: signed, to an address the policy allows at connection time, over before
 * `timeoutMs` whatever the receiver does. A refused or unreachable target is told apart from
 * nothing else: the log says why only once the receiver has answered.
 */
export async function postDelivery(
  claimed: Pick<Claimed, 'id' | 'event' | 'payload' | 'url' | 'secret'>,
  opts: { policy: UrlPolicy; timeoutMs: number },
  now = Date.now(),
): Promise<AttemptResult> {
  const body = JSON.stringify(claimed.payload);
  const timestamp = Math.floor(now / 1000);
  const url = new URL(claimed.url);
  // An address in the URL is connected to without a lookup: it is checked here. A URL saved
  // before a rule existed is held to today's rules.
  const host = hostOf(url);
  if (net.isIP(host) && !addressAllowed(host, opts.policy))
    return failure(WEBHOOK_MESSAGES.urlPrivateNetwork);
  let refused = false;
  // A name is checked on what it resolves to as the socket connects, so a DNS answer that
  // changes after the webhook was saved (rebinding) cannot reach a private address.
  const lookup: LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, options, (err, address, family) => {
      if (err) return callback(err, address as string, family);
      const addresses = Array.isArray(address)
        ? (address as { address: string }[]).map((a) => a.address)
        : [address];
      if (addresses.some((a) => !addressAllowed(a, opts.policy))) {
        refused = true;
        return callback(new Error('refused'), address as string, family);
      }
      callback(null, address as string, family);
    });
  };
  const client = url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(opts.timeoutMs);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      req.destroy();
      resolve(result);
    };
    signal.addEventListener('abort', () => settle(failure(WEBHOOK_MESSAGES.deliveryTimeout)));
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup,
        signal,
        // A connection of its own: its address is checked as it connects, and no receiver's
        // socket is shared with another delivery.
        agent: false,
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
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        const chunks: Buffer[] = [];
        let read = 0;
        const answered = () => {
          const text = Buffer.concat(chunks).subarray(0, ANSWER_BYTES_READ).toString('utf8');
          settle({
            ok,
            status,
            error: ok ? null : `The endpoint answered ${status}`,
            body: text.slice(0, WEBHOOK_RESPONSE_EXCERPT_CHARS) || null,
          });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          // The rest of the answer is never read: an endless one cannot hold the worker.
          if (read >= ANSWER_BYTES_READ) answered();
        });
        res.on('end', answered);
        // Closed before its end: the receiver broke off its answer.
        res.on('close', () => settle(failure(WEBHOOK_MESSAGES.deliveryUnreachable, status)));
      },
    );
    req.on('error', () =>
      settle(
        failure(
          signal.aborted
            ? WEBHOOK_MESSAGES.deliveryTimeout
            : refused
              ? WEBHOOK_MESSAGES.urlPrivateNetwork
              : WEBHOOK_MESSAGES.deliveryUnreachable,
        ),
      ),
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

async function attempt(app: AppContext, claimed: Claimed, policy: UrlPolicy) {
  const result: AttemptResult = claimed.active
    ? await postDelivery(claimed, { policy, timeoutMs: app.config.webhookTimeoutMs }).catch(
        // A URL Node cannot send to (stored before a rule existed): as unreachable as any.
        () => failure(WEBHOOK_MESSAGES.deliveryUnreachable),
      )
    : failure('The webhook is paused');
  await recordAttempt(app, claimed, result, !claimed.active).catch((err) =>
    app.logger.error({ err, deliveryId: claimed.id }, 'recording a webhook attempt failed'),
  );
}

/**
 * One process's deliveries in flight. `pump` claims what is due into the free slots (one claim
 * at a time; a call during a claim makes it claim again); an ended attempt frees its slot and
 * pumps. `idle` resolves with the attempts made once nothing is in flight or being claimed.
 */
function createDeliveryPool(app: AppContext) {
  const policy = policyOf(app.config);
  const busy = new Map<string, number>();
  let inFlight = 0;
  let attempts = 0;
  let claiming = false;
  let again = false;
  const waiting: (() => void)[] = [];
  const settleIdle = () => {
    if (inFlight || claiming) return;
    for (const resolve of waiting.splice(0)) resolve();
  };

  const start = (claimed: Claimed) => {
    inFlight++;
    attempts++;
    busy.set(claimed.org_id, (busy.get(claimed.org_id) ?? 0) + 1);
    void attempt(app, claimed, policy).finally(() => {
      inFlight--;
      const left = busy.get(claimed.org_id)! - 1;
      if (left) busy.set(claimed.org_id, left);
      else busy.delete(claimed.org_id);
      pump();
      settleIdle();
    });
  };

  const pump = () => {
    if (claiming) {
      again = true;
      return;
    }
    claiming = true;
    void (async () => {
      try {
        do {
          again = false;
          const free = WEBHOOK_CONCURRENCY - inFlight;
          if (free <= 0) break;
          const batch = await claimDueDeliveries(app, {
            limit: free,
            perOrg: WEBHOOK_CONCURRENCY_PER_ORG,
            busy,
          });
          for (const claimed of batch) start(claimed);
          // Every free slot taken: more may be due once one frees, which pumps again.
          if (batch.length === free) break;
        } while (again);
      } catch (err) {
        app.logger.error({ err }, 'claiming webhook deliveries failed');
      } finally {
        claiming = false;
        settleIdle();
      }
    })();
  };

  const idle = () =>
    new Promise<number>((resolve) => {
      waiting.push(() => resolve(attempts));
      settleIdle();
    });
  return { pump, idle };
}

/** Claims and sends what is due until nothing is; returns how many attempts were made. */
export async function deliverDueWebhooks(app: AppContext): Promise<number> {
  const pool = createDeliveryPool(app);
  pool.pump();
  return pool.idle();
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
  const pool = createDeliveryPool(ctx);
  let prunedAt = 0;
  const tick = () => {
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      void pruneWebhookDeliveries(ctx).catch((err) =>
        ctx.logger.warn({ err }, 'pruning webhook deliveries failed'),
      );
    }
    pool.pump();
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
