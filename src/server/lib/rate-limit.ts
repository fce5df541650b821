/**
 * Rate limits on rate-limiter-flexible. With DATABASE_URL the counters live in a PostgreSQL
 * table, so every server process shares them and a restart does not reset them; on PGlite,
 * which one process owns, they live in that process's memory
 * (docs/decisions/018-rate-limit-store.md).
 */
import crypto from 'node:crypto';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from './errors';

export type RateRule = {
  window: number;
  max: number;
  /** What the 429 says was too many, before "Please wait …"; "Too many attempts." by default. */
  what?: string;
};

export type RateLimiter = {
  /** Counts one attempt of `key` under the rule called `name`; throws RateLimitedError past the limit. */
  consume(name: string, key: string, rule: RateRule): Promise<void>;
  /** Takes back an attempt that turned out not to count, such as a sign-in that succeeded. */
  refund(name: string, key: string, rule: RateRule): Promise<void>;
};

const TABLE = 'rate_limits';
/** Serialises the table's creation across processes (migrate.ts uses 727_274_001). */
const CREATE_LOCK_ID = 727_274_002;

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, what = 'Too many attempts.') {
    super('rate_limited', `${what} Please wait ${waitText(retryAfterSeconds)} and try again.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export async function createRateLimiter(opts: {
  enabled: boolean;
  pool: pg.Pool | undefined;
}): Promise<RateLimiter> {
  if (!opts.enabled) return { consume: async () => {}, refund: async () => {} };
  const { pool } = opts;
  // The library's own schema (key, points, expire); created here once rather than by each limiter.
  // IF NOT EXISTS is not atomic: processes starting together on a fresh database would both
  // create it and one would fail, so they take turns under a transaction's advisory lock.
  if (pool) {
    await pool.query(`DO $$ BEGIN
      PERFORM pg_advisory_xact_lock(${CREATE_LOCK_ID});
      CREATE TABLE IF NOT EXISTS ${TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint);
    END $$`);
  }
  const limiters = new Map<string, RateLimiterAbstract>();

  function limiterFor(name: string, rule: RateRule): RateLimiterAbstract {
    // The rule is part of the prefix so that changing a limit never reads counters kept under the old one.
    const prefix = `${name}:${rule.window}:${rule.max}`;
    const existing = limiters.get(prefix);
    if (existing) return existing;
    const common = { keyPrefix: prefix, points: rule.max, duration: rule.window };
    const limiter = pool
      ? new RateLimiterPostgres({
          ...common,
          storeClient: pool,
          storeType: 'pool',
          tableName: TABLE,
          tableCreated: true,
          // Once the database says a key is over its limit, this process refuses it without asking again.
          inMemoryBlockOnConsumed: rule.max + 1,
          // If PostgreSQL does not answer, each process limits on its own rather than failing the request.
          insuranceLimiter: new RateLimiterMemory(common),
        })
      : new RateLimiterMemory(common);
    limiters.set(prefix, limiter);
    return limiter;
  }

  return {
    async consume(name, key, rule) {
      try {
        await limiterFor(name, rule).consume(hashKey(key));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new RateLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)), rule.what);
      }
    },
    async refund(name, key, rule) {
      await limiterFor(name, rule).reward(hashKey(key), 1);
    },
  };
}

/** Keys hold e-mail addresses and forwarded addresses: hashed, they have a fixed length and stay private. */
function hashKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('base64url');
}

function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
