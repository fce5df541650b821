/**
 * Runs whose server stopped mid-way: still 'queued' or 'running' with a heartbeat older
 * than STALE_RUN_SECONDS are marked failed, so no run stays 'running' forever. Runs on
 * every server start and then periodically; it spans organizations, so it runs as the
 * database owner outside any tenant transaction.
 */
import { sql } from 'drizzle-orm';
import { AGENT_RUN_MESSAGES } from '@/shared/agent-runs';
import { queryRows, type Db } from '../../db/client';
import type { AppContext } from '../../context';
import { STALE_RUN_SECONDS } from './queries';

export async function sweepStaleRuns(db: Db, staleSeconds = STALE_RUN_SECONDS): Promise<number> {
  const rows = await queryRows<{ session_id: string }>(
    db,
    sql`update agent_runs set status = 'failed', error = ${AGENT_RUN_MESSAGES.serverStopped}, finished_at = now()
        where status in ('queued', 'running')
          and coalesce(heartbeat_at, started_at, created_at) < now() - make_interval(secs => ${staleSeconds})
        returning session_id`,
  );
  if (rows.length) {
    const ids = [...new Set(rows.map((r) => r.session_id))];
    await db.execute(sql`update agent_sessions set status = 'idle'
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and not exists (select 1 from agent_runs r where r.session_id = agent_sessions.id and r.status in ('queued', 'running'))`);
  }
  return rows.length;
}

/** At start: sweep now, then every STALE_RUN_SECONDS while the server runs. */
export function startRunSweeper(ctx: AppContext): () => void {
  const sweep = () =>
    sweepStaleRuns(ctx.db)
      .then((count) => {
        if (count) ctx.logger.warn({ count }, 'marked interrupted agent runs as failed');
      })
      .catch((err) => ctx.logger.error({ err }, 'sweeping stale agent runs failed'));
  void sweep();
  const timer = setInterval(sweep, STALE_RUN_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
