/**
 * An in-process cache whose entries belong to a group (a user, an organization) and are
 * forgotten by group when the database announces a change to it. Shared by the caller cache
 * (modules/auth/caller-cache.ts) and the campaigns list (modules/campaigns/list-cache.ts).
 *
 * - Entries live at most `ttlMs` (or less, when `set` is given an earlier end).
 * - Every forget bumps a generation: a read that began before one must not store what it
 *   read, so a change made while a read was in flight is never hidden behind a stale entry.
 * - While the announcing channel is down the cache is off and keeps nothing.
 * - Concurrent misses of one key share one load: when a busy entry expires, the requests
 *   in flight (50 at once under load) would otherwise each read it again, one after the
 *   other in the embedded database's single engine, and hold the event loop for a tenth
 *   of a second or more (decision 055). A load begun before a forget is not joined.
 */
import type { Database } from '../db/client';
import type { Logger } from './logger';

type Entry<V> = { group: string; value: V; until: number };
/** What a load found: the value, the group it belongs to, and when it must go at the latest. */
export type Loaded<V> = { group: string; value: V; notAfter?: number };

export type AnnouncedCache<V> = ReturnType<typeof createAnnouncedCache<V>>;

export function createAnnouncedCache<V>(opts: {
  ttlMs: number;
  /** Bounds memory; the oldest entries go first. */
  maxEntries: number;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  const loading = new Map<string, { readAt: number; promise: Promise<V | null> }>();
  const keysByGroup = new Map<string, Set<string>>();
  let enabled = true;
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByGroup.get(entry.group);
    keys?.delete(key);
    if (keys?.size === 0) keysByGroup.delete(entry.group);
  };
  const forgetAll = () => {
    generation++;
    entries.clear();
    keysByGroup.clear();
  };

  const get = (key: string): V | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now()) return entry.value;
    drop(key);
    return undefined;
  };

  const set = (group: string, key: string, value: V, readAt: number, notAfter = Infinity) => {
    if (!enabled || readAt !== generation) return;
    drop(key);
    if (entries.size >= opts.maxEntries) drop(entries.keys().next().value!);
    entries.set(key, { group, value, until: Math.min(now() + opts.ttlMs, notAfter) });
    const keys = keysByGroup.get(group) ?? new Set<string>();
    keys.add(key);
    keysByGroup.set(group, keys);
  };

  /**
   * The cached value; else the value a load already under way for this key finds, if it
   * began after the last forget and the cache is on; else `read`'s, kept unless a change was
   * announced meanwhile. Null when `read` finds nothing (nothing is kept).
   */
  const load = (key: string, read: () => Promise<Loaded<V> | null>): Promise<V | null> => {
    const cached = get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const inFlight = loading.get(key);
    if (enabled && inFlight?.readAt === generation) return inFlight.promise;
    const readAt = generation;
    const promise = read()
      .then((found) => {
        if (!found) return null;
        set(found.group, key, found.value, readAt, found.notAfter);
        return found.value;
      })
      .finally(() => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      });
    loading.set(key, { readAt, promise });
    return promise;
  };

  return {
    get,
    /** The generation to hand back to `set`, taken before the read. */
    generation: () => generation,
    set,
    load,
    /** `load` for a value that always exists and whose group is known before reading it. */
    remember: async (group: string, key: string, read: () => Promise<V>): Promise<V> =>
      (await load(key, async () => ({ group, value: await read() })))!,
    forgetKey(key: string) {
      generation++;
      drop(key);
    },
    forgetGroup(group: string) {
      generation++;
      for (const key of keysByGroup.get(group) ?? []) drop(key);
    },
    forgetAll,
    /** Off while changes may go unannounced; on again with nothing from before. */
    setEnabled(on: boolean) {
      enabled = on;
      forgetAll();
    },
    /** The group a cached key belongs to. */
    groupOf: (key: string): string | null => entries.get(key)?.group ?? null,
    get size() {
      return entries.size;
    },
  };
}

/**
 * Forgets a group whenever the database announces it on `channel`; caching starts only once
 * the announcements flow.
 */
export async function followAnnouncements(
  cache: { forgetGroup(group: string): void; setEnabled(on: boolean): void },
  opts: { database: Database; channel: string; logger: Logger; whenDown: string },
): Promise<void> {
  cache.setEnabled(false);
  await opts.database.listen(opts.channel, {
    message: (group) => cache.forgetGroup(group),
    ready: (ready) => {
      if (!ready) opts.logger.warn(opts.whenDown);
      cache.setEnabled(ready);
    },
  });
}
