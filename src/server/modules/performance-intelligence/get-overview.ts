/**
 * GET /performance-intelligence/overview: the dashboard's figures for one campaign or all, of
 * the organization or, inside a client's workspace, of that client alone.
 */
import { sql } from 'drizzle-orm';
import { CLIENT_MESSAGES } from '@/shared/clients';
import {
  PERFORMANCE_MESSAGES,
  type PerformanceOverview,
  type PeriodSelection,
} from '@/shared/performance-intelligence';
import { queryRows, type Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { loadOverview } from '../../agents/performance-intelligence/facts';
import { requireFeature } from '../dashboard/require-feature';

type Caller = { orgId: string; userId: string };

export function getPerformanceOverview(
  db: Db,
  opts: {
    caller: Caller;
    campaignId: string | null;
    clientId: string | null;
    selection: PeriodSelection;
  },
): Promise<PerformanceOverview> {
  return withTenant(db, opts.caller, async (tx) => {
    await requireFeature(tx, opts.caller, 'analytics');
    if (opts.clientId) {
      // RLS hides other organizations' clients and those outside the caller's scope.
      const [client] = await queryRows<{ id: string }>(
        tx,
        sql`select id from clients where id = ${opts.clientId}::uuid`,
      );
      if (!client) throw new AppError('not_found', CLIENT_MESSAGES.notFound);
    }
    const overview = await loadOverview(tx, {
      orgId: opts.caller.orgId,
      campaignId: opts.campaignId,
      clientId: opts.clientId,
      selection: opts.selection,
    });
    if (!overview) throw new AppError('not_found', PERFORMANCE_MESSAGES.campaignNotFound);
    return overview;
  });
}
