import type { DashboardMetrics } from '@/shared/dashboard';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { MESSAGES } from '@/shared/messages';
import { isUnlocked, type Feature } from '@/shared/unlocks';
import type { AppContext, Caller } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { unlockMetricsOf } from '@/shared/dashboard';
import { readDashboardMetrics } from './get-dashboard-metrics';

/**
 * Server-side enforcement of the progressive unlocks (seed 000 §4): the web app hides
 * locked features, this refuses them. Pass the app context, or a tenant transaction already
 * scoped to the caller's organization. Answers the metrics it checked against.
 */
export async function requireFeature(
  target: AppContext | Tx,
  caller: Pick<Caller, 'orgId' | 'userId'>,
  feature: Feature,
): Promise<DashboardMetrics> {
  const orgId = caller.orgId;
  if (!orgId) throw new AppError('forbidden', MESSAGES.session.noOrganization);
  const check = async (tx: Tx) => {
    const metrics = await readDashboardMetrics(tx, orgId);
    if (!isUnlocked(feature, unlockMetricsOf(metrics)))
      throw new AppError('forbidden', lockedFeatureMessage(feature));
    return metrics;
  };
  if (isAppContext(target)) return withTenant(target.db, { orgId, userId: caller.userId }, check);
  return check(target);
}

const isAppContext = (target: AppContext | Tx): target is AppContext =>
  'mailer' in target && 'config' in target;
