/**
 * Resolved callers, kept for a few seconds so that a signed-in request costs no database
 * round trip before its own work. Keyed by a hash of the session cookie or of the API key,
 * so an entry is reached only with the exact credential that was checked.
 *
 * Forgetting: this process forgets a user at once where it changes them (removal, role
 * change, joining an organization, sign-out); every process forgets them when the database
 * announces the change (migration 0029's triggers NOTIFY stratagent_caller with the user's
 * id, whichever code or process made it). While that channel is down nothing is cached.
 */
import crypto from 'node:crypto';
import type { Caller } from '../../context';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';

/** How long an entry lives even when nothing announces a change. */
export const CALLER_TTL_MS = 30_000;
/** Bounds memory when many sessions are active; the oldest entries go first. */
const MAX_ENTRIES = 10_000;
export const CALLER_CHANNEL = 'stratagent_caller';

type Entry = { caller: Caller; until: number };

export type CallerCache = ReturnType<typeof createCallerCache>;

export const callerKey = (kind: 'session' | 'api_key', credential: string) =>
  `${kind}:${crypto.createHash('sha256').update(credential).digest('base64url')}`;

export function createCallerCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const keysByUser = new Map<string, Set<string>>();
  let enabled = true;
  /** Bumped by every forget: a lookup that began before one must not store what it read. */
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUser.get(entry.caller.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.caller.userId);
  };

  return {
    get(key: string): Caller | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.until > now()) return entry.caller;
      drop(key);
      return null;
    },
    /** The generation to hand back to `set`, taken before reading the caller. */
    generation: () => generation,
    set(key: string, caller: Caller, readAt: number, expiresAt?: Date | null) {
      if (!enabled || readAt !== generation) return;
      drop(key);
      if (entries.size >= MAX_ENTRIES) drop(entries.keys().next().value!);
      const until = Math.min(now() + CALLER_TTL_MS, expiresAt?.getTime() ?? Infinity);
      entries.set(key, { caller, until });
      const keys = keysByUser.get(caller.userId) ?? new Set<string>();
      keys.add(key);
      keysByUser.set(caller.userId, keys);
    },
    forgetKey(key: string) {
      generation++;
      drop(key);
    },
    forgetUser(userId: string) {
      generation++;
      for (const key of keysByUser.get(userId) ?? []) drop(key);
    },
    forgetAll() {
      generation++;
      entries.clear();
      keysByUser.clear();
    },
    /** Off while changes may go unannounced; on again with nothing from before. */
    setEnabled(on: boolean) {
      enabled = on;
      this.forgetAll();
    },
    /** The user whose caller a credential resolved to, if cached. */
    userOf(key: string): string | null {
      return entries.get(key)?.caller.userId ?? null;
    },
  };
}

/** Follows the database's announcements; caching starts only once they flow. */
export async function followCallerChanges(
  cache: CallerCache,
  database: Database,
  logger: Logger,
): Promise<void> {
  cache.setEnabled(false);
  await database.listen(CALLER_CHANNEL, {
    message: (userId) => cache.forgetUser(userId),
    ready: (ready) => {
      if (!ready) logger.warn('caller changes not announced: resolving every request afresh');
      cache.setEnabled(ready);
    },
  });
}
