/**
 * Pages of the campaigns list, kept until a campaign of the organization changes, so that
 * the page people open most often costs no database work while nothing changed. Under load a
 * page of 100 campaigns costs about 2.4 ms inside the embedded database's single engine, and
 * every other request waits behind it (decision 045).
 *
 * Keyed by the caller, the caller's roles (what Row-Level Security lets them see) and the
 * page asked for, so a hit answers exactly what the database would (the answer's JSON and its
 * compressed bytes, made once); a role change resolves a
 * new caller (caller-cache.ts), so a new key. Grouped by organization.
 *
 * Forgetting: this process forgets an organization's pages at once when a request of one of
 * its members changes anything (app.ts, before the answer leaves); every process forgets
 * them when the database announces a change to the organization's campaigns or their
 * clients' names (migration 0035's triggers NOTIFY stratagent_campaigns with the
 * organization's id, whichever code or process made it). While that channel is down nothing
 * is cached.
 */
import type { Database } from '../../db/client';
import { createAnnouncedCache, followAnnouncements } from '../../lib/announced-cache';
import type { SharedJson } from '../../lib/compression';
import type { listCampaigns } from './list-campaigns';

type CampaignPage = Awaited<ReturnType<typeof listCampaigns>>;
import type { Logger } from '../../lib/logger';

/** How long a page lives even when nothing announces a change. */
export const CAMPAIGN_LIST_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
export const CAMPAIGNS_CHANNEL = 'stratagent_campaigns';

export type CampaignListCache = ReturnType<typeof createCampaignListCache>;

export const createCampaignListCache = (now: () => number = Date.now) =>
  createAnnouncedCache<SharedJson<CampaignPage>>({
    ttlMs: CAMPAIGN_LIST_TTL_MS,
    maxEntries: MAX_ENTRIES,
    now,
  });

/** What decides a page's content: who asks, what their roles let them see, which page. */
export const campaignPageKey = (
  caller: { userId: string; roles: readonly unknown[] },
  filters: Record<string, unknown>,
) => JSON.stringify([caller.userId, caller.roles, filters]);

export function followCampaignChanges(
  cache: CampaignListCache,
  database: Database,
  logger: Logger,
): Promise<void> {
  return followAnnouncements(cache, {
    database,
    channel: CAMPAIGNS_CHANNEL,
    logger,
    whenDown: 'campaign changes not announced: reading every campaigns list afresh',
  });
}
