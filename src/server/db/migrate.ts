/** Applies the SQL files in ./migrations in name order, once each, at start. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Serialises concurrent starts against one PostgreSQL server.
const ADVISORY_LOCK_ID = 727_274_001;

export function listMigrations(): { name: string; sql: string }[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8') }));
}

export function migrate(database: Database): Promise<string[]> {
  const lock = database.kind === 'postgres';
  return database.session(async (s) => {
    if (lock) await s.exec(`SELECT pg_advisory_lock(${ADVISORY_LOCK_ID})`);
    try {
      await s.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const applied = new Set(
        (await s.rows<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
      );
      const done: string[] = [];
      for (const migration of listMigrations()) {
        if (applied.has(migration.name)) continue;
        const name = migration.name.replace(/'/g, "''");
        await s.exec(
          `BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
        );
        done.push(migration.name);
      }
      // The job queue's own schema (decision 046), made once, by the package that owns it:
      // later versions of pg-boss migrate it themselves when they start.
      const [queue] = await s.rows<{ exists: boolean }>(
        "SELECT to_regnamespace('pgboss') IS NOT NULL AS exists",
      );
      if (!queue?.exists) {
        const { default: PgBoss } = await import('pg-boss');
        await s.exec(PgBoss.getConstructionPlans('pgboss'));
        done.push('pgboss');
      }
      return done;
    } catch (error) {
      await s.exec('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      if (lock) await s.exec(`SELECT pg_advisory_unlock(${ADVISORY_LOCK_ID})`);
    }
  });
}
