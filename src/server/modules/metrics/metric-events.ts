/**
 * The real-time log of metric writes. Each ingest or import appends one event in the same
 * transaction as the days it wrote; its insert trigger NOTIFYs stratagent_metrics with the
 * organization on commit, and every process's open streams for that organization read the
 * new events through RLS (so a client-scoped member reads only their clients' campaigns).
 */
import { sql } from 'drizzle-orm';
import type { DailyMetric } from '@/shared/campaigns';
import type { MetricEvent } from '@/shared/metrics';
import { queryRows, type Database, type Db, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { Logger } from '../../lib/logger';

export const METRICS_CHANNEL = 'stratagent_metrics';
/** Events older than this are pruned; a reconnect after longer reloads the page's figures. */
export const METRIC_EVENT_RETENTION = '24 hours';
/** At most this many events are replayed or sent at once. */
const BATCH = 200;

/**
 * Appends the event of a write of `rows` to the campaign. The organization's advisory lock
 * is held to commit, so events commit in id order and a stream that saw id n never later
 * finds an n - 1 it skipped.
 */
export async function recordMetricEvent(
  tx: Tx,
  opts: { orgId: string; campaignId: string; source: 'ingest' | 'import'; rows: DailyMetric[] },
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('metric_events'), hashtext(${opts.orgId}))`,
  );
  await tx.execute(sql`
    delete from metric_events
    where org_id = ${opts.orgId}::uuid and created_at < now() - ${METRIC_EVENT_RETENTION}::interval`);
  await tx.execute(sql`
    insert into metric_events (org_id, client_id, campaign_id, campaign_name, source, rows)
    select c.org_id, c.client_id, c.id, c.name, ${opts.source}, ${JSON.stringify(opts.rows)}::jsonb
    from campaigns c where c.id = ${opts.campaignId}::uuid and c.org_id = ${opts.orgId}::uuid`);
}

/** The caller's events after `afterId` (oldest first); RLS holds them to the caller's clients. */
export function readMetricEvents(
  db: Db,
  caller: { orgId: string; userId: string },
  afterId: number,
): Promise<MetricEvent[]> {
  return withTenant(db, caller, (tx) =>
    queryRows<MetricEvent>(
      tx,
      sql`select id::float8 as id, campaign_id::text as campaign_id, campaign_name,
            client_id::text as client_id, source, rows,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
          from metric_events
          where org_id = ${caller.orgId}::uuid and id > ${afterId}
          order by id limit ${BATCH}`,
    ),
  );
}

/** The newest event id the caller may see (0 when none): where a fresh stream starts. */
export async function latestMetricEventId(
  db: Db,
  caller: { orgId: string; userId: string },
): Promise<number> {
  const [row] = await withTenant(db, caller, (tx) =>
    queryRows<{ id: number | null }>(
      tx,
      sql`select max(id)::float8 as id from metric_events where org_id = ${caller.orgId}::uuid`,
    ),
  );
  return row?.id ?? 0;
}

type Subscriber = (orgId: string) => void;

/**
 * One LISTEN per process, fanned out to its open streams by organization. `ready(false)`
 * (the listening connection dropped) wakes every stream so it re-reads the log when
 * notifications flow again.
 */
export type MetricEventHub = {
  subscribe(orgId: string, wake: () => void): () => void;
};

const hubs = new WeakMap<Database, Promise<MetricEventHub>>();

export function metricEventHub(database: Database, logger: Logger): Promise<MetricEventHub> {
  let hub = hubs.get(database);
  if (!hub) {
    hub = createHub(database, logger);
    hubs.set(database, hub);
    hub.catch(() => hubs.delete(database));
  }
  return hub;
}

async function createHub(database: Database, logger: Logger): Promise<MetricEventHub> {
  const byOrg = new Map<string, Set<() => void>>();
  const wakeAll = () => byOrg.forEach((set) => set.forEach((wake) => wake()));
  const message: Subscriber = (orgId) => byOrg.get(orgId)?.forEach((wake) => wake());
  await database.listen(METRICS_CHANNEL, {
    message,
    ready: (ready) => {
      if (!ready) logger.warn('metric events not announced: the listening connection dropped');
      else wakeAll();
    },
  });
  return {
    subscribe(orgId, wake) {
      let set = byOrg.get(orgId);
      if (!set) byOrg.set(orgId, (set = new Set()));
      set.add(wake);
      return () => {
        set.delete(wake);
        if (set.size === 0) byOrg.delete(orgId);
      };
    },
  };
}
