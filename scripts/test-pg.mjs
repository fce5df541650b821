/**
 * `npm run test:pg`: the Vitest `server` project (the tests that open a database) on a
 * PostgreSQL server instead of PGlite; `--project` picks others. TEST_DATABASE_URL defaults to
 * the local server; its database is created when missing.
 */
import pg from 'pg';
import { binOf, ROOT, runNode } from './lib.mjs';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const target = new URL(url);
const name = decodeURIComponent(target.pathname.slice(1));
const maintenance = new URL(url);
maintenance.pathname = '/postgres';
const admin = new pg.Client({ connectionString: maintenance.toString() });
try {
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
} catch (error) {
  console.error(`PostgreSQL at ${target.host} is not reachable: ${error.message}`);
  process.exit(1);
} finally {
  await admin.end().catch(() => undefined);
}

const args = process.argv.slice(2);
if (!args.some((arg) => arg === '--project' || arg.startsWith('--project='))) {
  args.unshift('--project', 'server');
}
const { done } = runNode([binOf('vitest'), 'run', '--root', ROOT, ...args], {
  TEST_DATABASE_URL: url,
});
process.exit(await done);
