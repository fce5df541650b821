/**
 * Planner statistics for the embedded database. A PostgreSQL server's autovacuum analyzes
 * tables as they change; PGlite runs no background workers, so its tables were never
 * analyzed and the planner only guessed from their size: among other things it kept planning
 * the campaigns page afresh at every call instead of reusing the plan PL/pgSQL keeps for it
 * (migration 0030, decision 038). The server analyzes shortly after it starts answering, then
 * every hour. ANALYZE reads a bounded sample of each table (30 000 rows at most), so a pass
 * stays short however large the data grows.
 */
import type { Logger } from '../lib/logger';
import type { Database } from './client';

const FIRST_PASS_MS = 5_000;
const INTERVAL_MS = 60 * 60_000;

/** One pass over every table, as autovacuum's analyze would make. */
export function analyzeDatabase(database: Database): Promise<void> {
  return database.session((s) => s.exec('ANALYZE'));
}

/** Keeps the embedded database's statistics fresh; nothing to do on a PostgreSQL server. */
export function startStatistics(database: Database, logger: Logger): void {
  if (database.kind !== 'pglite') return;
  const pass = () =>
    analyzeDatabase(database).catch((err) =>
      logger.warn({ err }, 'analyzing the embedded database failed'),
    );
  setTimeout(() => {
    void pass();
    setInterval(() => void pass(), INTERVAL_MS).unref();
  }, FIRST_PASS_MS).unref();
}
