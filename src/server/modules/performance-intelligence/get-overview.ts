/** GET /performance-intelligence/overview: the dashboard's figures for one campaign or all. */
import {
  PERFORMANCE_MESSAGES,
  type PerformanceOverview,
  type PeriodSelection,
} from '@/shared/performance-intelligence';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { loadOverview } from '../../agents/performance-intelligence/facts';
import { requireFeature } from '../dashboard/require-feature';

type Caller = { orgId: string; userId: string };

export function getPerformanceOverview(
  db: Db,
  opts: { caller: Caller; campaignId: string | null; selection: PeriodSelection },
): Promise<PerformanceOverview> {
  return withTenant(db, opts.caller, async (tx) => {
    await requireFeature(tx, opts.caller, 'analytics');
    const overview = await loadOverview(tx, {
      orgId: opts.caller.orgId,
      campaignId: opts.campaignId,
      selection: opts.selection,
    });
    if (!overview) throw new AppError('not_found', PERFORMANCE_MESSAGES.campaignNotFound);
    return overview;
  });
}
