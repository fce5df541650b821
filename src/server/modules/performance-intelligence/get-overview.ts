/**
 * GET /performance-intelligence/overview: the dashboard's figures for one campaign or all, of
 * the organization or, inside a client's workspace, of that client alone.
 */
import {
  PERFORMANCE_MESSAGES,
  type PerformanceOverview,
  type PeriodSelection,
} from '@/shared/performance-intelligence';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { requestedSubject } from '../../agents/engine/run-subject';
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
    const subject = await requestedSubject(tx, opts.caller.orgId, opts.clientId);
    const overview = await loadOverview(tx, {
      orgId: opts.caller.orgId,
      campaignId: opts.campaignId,
      clientId: subject.clientId,
      selection: opts.selection,
    });
    if (!overview) throw new AppError('not_found', PERFORMANCE_MESSAGES.campaignNotFound);
    return overview;
  });
}
