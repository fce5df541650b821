/**
 * GET /metrics/stream: server-sent events of the caller's metric writes. A fresh stream starts
 * after the newest event; one that reconnects with Last-Event-ID first replays what it
 * missed. A comment every 15 s keeps proxies from closing an idle stream, and each stream
 * ends after 10 minutes so the browser reconnects (and resumes) as a freshly checked caller.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { METRIC_EVENT_NAME, METRICS_FEATURE } from '@/shared/metrics';
import type { AppEnv } from '../../context';
import { requireFeature } from '../dashboard/require-feature';
import { latestMetricEventId, metricEventHub, readMetricEvents } from './metric-events';

export const HEARTBEAT_MS = 15_000;
const MAX_STREAM_MS = 10 * 60_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 1_000;

/** The open streams' ways to end, so a shutdown does not wait for them. */
const openStreams = new Set<() => void>();

/** Ends every open stream of this process (at shutdown); browsers reconnect elsewhere or later. */
export function endMetricStreams(): void {
  for (const end of openStreams) end();
}

export async function streamMetricEvents(
  c: Context<AppEnv>,
  caller: { orgId: string; userId: string },
  lastEventId: string | undefined,
  options: { heartbeatMs?: number } = {},
): Promise<Response> {
  const ctx = c.get('ctx');
  const scope = { orgId: caller.orgId, userId: caller.userId };
  await requireFeature(ctx, scope, METRICS_FEATURE);
  const hub = await metricEventHub(ctx.database, ctx.logger);
  let wakeUp: (() => void) | null = null;
  let pending = true;
  const unsubscribe = hub.subscribe(scope.orgId, () => {
    pending = true;
    wakeUp?.();
  });
  const resumed = lastEventId !== undefined && /^\d{1,15}$/.test(lastEventId);
  let last = resumed ? Number(lastEventId) : 0;
  try {
    if (!resumed) last = await latestMetricEventId(ctx.db, scope);
  } catch (error) {
    unsubscribe();
    throw error;
  }
  // Nothing between the stream and the browser may hold it back.
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(
    c,
    async (stream) => {
      let open = true;
      const end = () => {
        open = false;
        wakeUp?.();
      };
      openStreams.add(end);
      stream.onAbort(end);
      const ends = Date.now() + MAX_STREAM_MS;
      const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
      try {
        await stream.writeSSE({
          event: 'ready',
          data: JSON.stringify({ last_event_id: last }),
          retry: RETRY_MS,
        });
        while (open && Date.now() < ends) {
          if (pending) {
            pending = false;
            const events = await readMetricEvents(ctx.db, scope, last);
            for (const event of events) {
              await stream.writeSSE({
                id: String(event.id),
                event: METRIC_EVENT_NAME,
                data: JSON.stringify(event),
              });
              last = event.id;
            }
            if (events.length > 0) pending = true;
            continue;
          }
          const woken = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), heartbeatMs);
            wakeUp = () => {
              clearTimeout(timer);
              resolve(true);
            };
          });
          wakeUp = null;
          if (!woken && open) await stream.write(': heartbeat\n\n');
        }
      } finally {
        openStreams.delete(end);
        unsubscribe();
      }
    },
    async (err) => {
      unsubscribe();
      ctx.logger.warn({ err }, 'metrics stream ended with an error');
    },
  );
}
