/**
 * Builds one migrated database before the tests: a PGlite data-directory dump (default) or,
 * when TEST_DATABASE_URL is set, a PostgreSQL template database. Each test file then gets
 * its own copy in well under a second instead of migrating afresh.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `stratagent_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, template),
      max: 1,
    });
    await migrate(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'stratagent_t%_${process.pid}%' OR datname = $1`,
        [template],
      );
      for (const row of leftovers.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  await migrate(await openDatabase({ kind: 'pglite', client }));
  const dump = await client.dumpDataDir('none');
  await client.close();
  // One file per run: several test runs may share the working tree.
  const file = path.resolve(`.tmp/pglite-template-${process.pid}.tar`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(file, { force: true });
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
