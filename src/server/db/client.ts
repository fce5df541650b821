/**
 * One code path for both engines: PGlite (embedded, the default, in DATA_DIR) and a
 * PostgreSQL server (DATABASE_URL). Both are driven through Drizzle's Postgres dialect.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** One connection, held for the duration of a callback (migrations, advisory locks). */
export type SqlSession = {
  exec(script: string): Promise<void>;
  rows<T>(query: string, params?: unknown[]): Promise<T[]>;
};

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The PostgreSQL server's pool, for what Drizzle does not drive (the rate-limit store). */
  pool?: pg.Pool;
  session<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * One statement with parameters, or a script of several without, outside any transaction
   * of ours: the job queue's access (pg-boss's `db` adapter, decision 046).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * NOTIFY messages on a channel, from every process on the database. `ready(false)` says
   * messages may be missed (the listening connection dropped; it reconnects), `ready(true)`
   * that they flow again.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<void>;
  close(): Promise<void>;
};

export type ListenHandlers = {
  message: (payload: string) => void;
  ready: (ready: boolean) => void;
};

/**
 * The embedded engine's settings beyond PGlite's own (decision 050). PostgreSQL zeroes its
 * whole buffer pool at every start: the default 128 MB costs about 0.1 s of the start for
 * pages that, on the embedded engine, the operating system's file cache holds anyway.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * PGlite's WebAssembly (9 MB), compiled off the main thread from the moment the database
 * starts opening, so that it is ready once the server's modules have loaded (decision 050).
 * Left to PGlite, the compilation starts only when the module loading lets it run.
 */
function compilePgliteWasm(): Promise<WebAssembly.Module> {
  const wasm = new URL('./pglite.wasm', import.meta.resolve('@electric-sql/pglite'));
  return WebAssembly.compile(fs.readFileSync(wasm));
}

/** Delay before a dropped LISTEN connection reconnects. */
const RELISTEN_MS = 1_000;

export type OpenOptions =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Loaded only with DATABASE_URL: an embedded start does not pay for the driver.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on the next checkout.
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listeners = new Set<pg.Client>();
    let closed = false;
    /**
     * LISTEN needs a connection of its own, kept out of the pool for as long as we listen.
     * A connection that fails or drops is retried every RELISTEN_MS until close().
     */
    const listen = async (channel: string, handlers: ListenHandlers): Promise<void> => {
      const client = new pg.Client(pool.options);
      listeners.add(client);
      let lost = false;
      const retry = () => {
        if (lost) return;
        lost = true;
        listeners.delete(client);
        client.end().catch(() => undefined);
        // close() ends the connection on purpose: no message is missed after it.
        if (closed) return;
        handlers.ready(false);
        setTimeout(() => {
          if (!closed) void listen(channel, handlers);
        }, RELISTEN_MS).unref();
      };
      client.on('error', retry);
      client.on('end', retry);
      client.on('notification', (n) => handlers.message(n.payload ?? ''));
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        handlers.ready(true);
      } catch {
        retry();
      }
    };
    return {
      kind: 'postgres',
      db,
      pool,
      listen,
      executeSql: async (text, values) => {
        const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
      },
      session: async (fn) => {
        const conn = await pool.connect();
        try {
          return await fn({
            exec: async (script) => {
              await conn.query(script);
            },
            rows: async <T>(query: string, params: unknown[] = []) =>
              (await conn.query(query, params)).rows as T[],
          });
        } finally {
          conn.release();
        }
      },
      close: async () => {
        closed = true;
        await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if ('client' in options) {
    client = options.client;
  } else {
    const dir = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, {
      pgliteWasmModule: await compilePgliteWasm(),
      startParams: PGLITE_START_PARAMS,
    });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    session: (fn) =>
      fn({
        exec: async (script) => {
          await client.exec(script);
        },
        rows: async <T>(query: string, params: unknown[] = []) =>
          (await client.query<T>(query, params)).rows,
      }),
    // One process owns the embedded database: its notifications never miss.
    listen: async (channel, handlers) => {
      await client.listen(channel, handlers.message);
      handlers.ready(true);
    },
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows of a raw SQL query, read as one JSON array: the embedded engine's driver copies
 * and decodes every field of every row on its own, which for a page of 100 rows of 27
 * columns costs more than the query (decision 038), while one json field is one JSON.parse
 * on either driver. Only for queries whose columns already read as JSON gives them back
 * (text, numbers, booleans, arrays, json; timestamps formatted or parsed with `new Date`).
 * The rows keep the order the query yields them in (its ORDER BY, or the function's it reads).
 */
export async function queryJsonRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const [row] = await queryRows<{ rows: T[] }>(
    db,
    sql`select coalesce(json_agg(q), '[]'::json) as rows from (${query}) q`,
  );
  return row!.rows;
}
