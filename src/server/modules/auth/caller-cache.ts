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
import { createAnnouncedCache, followAnnouncements } from '../../lib/announced-cache';
import type { Logger } from '../../lib/logger';

/** How long an entry lives even when nothing announces a change. */
export const CALLER_TTL_MS = 30_000;
/** Bounds memory when many sessions are active; the oldest entries go first. */
const MAX_ENTRIES = 10_000;
export const CALLER_CHANNEL = 'stratagent_caller';

export type CallerCache = ReturnType<typeof createCallerCache>;

export const callerKey = (kind: 'session' | 'api_key', credential: string) =>
  `${kind}:${crypto.createHash('sha256').update(credential).digest('base64url')}`;

/** Entries are grouped by user, so that every session of a changed user goes at once. */
export function createCallerCache(now: () => number = Date.now) {
  const cache = createAnnouncedCache<Caller>({
    ttlMs: CALLER_TTL_MS,
    maxEntries: MAX_ENTRIES,
    now,
  });
  return {
    /**
     * The cached caller, or the one `resolve` finds (requests carrying the same credential at
     * once share one resolution), kept no longer than its session or key.
     */
    resolve: (
      key: string,
      resolve: () => Promise<{ caller: Caller; expiresAt: Date | null } | null>,
    ) =>
      cache.load(key, async () => {
        const found = await resolve();
        return (
          found && {
            group: found.caller.userId,
            value: found.caller,
            notAfter: found.expiresAt?.getTime(),
          }
        );
      }),
    forgetKey: cache.forgetKey,
    forgetUser: cache.forgetGroup,
    forgetGroup: cache.forgetGroup,
    setEnabled: cache.setEnabled,
    /** The user whose caller a credential resolved to, if cached. */
    userOf: cache.groupOf,
  };
}

/** Follows the database's announcements; caching starts only once they flow. */
export function followCallerChanges(
  cache: CallerCache,
  database: Database,
  logger: Logger,
): Promise<void> {
  return followAnnouncements(cache, {
    database,
    channel: CALLER_CHANNEL,
    logger,
    whenDown: 'caller changes not announced: resolving every request afresh',
  });
}
