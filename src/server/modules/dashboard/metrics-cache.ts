/**
 * The dashboard metrics answer, kept per organization until what it counts changes, so the
 * most requested answer of the dashboard costs no database work while nothing changed
 * (decision 045).
 *
 * The database's own cache (get_dashboard_metrics_cached, migration 0005) is dropped by
 * migration 0003's triggers on every change to campaigns, clients, metrics, outputs,
 * documents, AI interactions, activity and users; migration 0037 announces each drop on
 * stratagent_dashboard with the organization's id, whichever code or process made the change,
 * and every process forgets that organization's answer. A member's own write forgets it at
 * once in this process (app.ts). The database computes a client-scoped member's narrower
 * figures afresh each time and keeps no row for them, so nothing would announce their
 * change: their answers are never kept here either.
 */
import type { DashboardMetrics } from '@/shared/dashboard';
import type { RoleAssignment } from '@/shared/permissions';
import type { Database } from '../../db/client';
import { createAnnouncedCache, followAnnouncements } from '../../lib/announced-cache';
import type { SharedJson } from '../../lib/compression';
import type { Logger } from '../../lib/logger';

/** The database's own cache lives two minutes; ours never longer. */
export const DASHBOARD_METRICS_TTL_MS = 60_000;
export const DASHBOARD_CHANNEL = 'stratagent_dashboard';

export type DashboardMetricsCache = ReturnType<typeof createDashboardMetricsCache>;

export const createDashboardMetricsCache = (now: () => number = Date.now) =>
  createAnnouncedCache<SharedJson<{ data: DashboardMetrics }>>({
    ttlMs: DASHBOARD_METRICS_TTL_MS,
    maxEntries: 5_000,
    now,
  });

/** Whether a caller sees the whole organization's figures (and so may share the answer). */
export const seesWholeOrganization = (roles: readonly RoleAssignment[]) =>
  roles.some((role) => role.client_id == null);

export function followDashboardChanges(
  cache: DashboardMetricsCache,
  database: Database,
  logger: Logger,
): Promise<void> {
  return followAnnouncements(cache, {
    database,
    channel: DASHBOARD_CHANNEL,
    logger,
    whenDown: 'dashboard changes not announced: computing every dashboard answer afresh',
  });
}
