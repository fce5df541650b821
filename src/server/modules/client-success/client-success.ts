/**
 * Client Success services: every client's health, one client's health with what to do, and
 * the portfolio's recommendations. Agencies only, behind the Client Success unlock (seed 000
 * §4: more than 5 campaigns), within the caller's client scope.
 */
import { portfolioRecommendations, clientRecommendations } from '@/shared/client-health';
import {
  CLIENT_SUCCESS_MESSAGES,
  type ClientHealth,
  type ClientHealthDetail,
  type ClientRecommendation,
} from '@/shared/client-success';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { canViewClients, clientScope, type RoleAssignment } from '@/shared/permissions';
import { isUnlocked } from '@/shared/unlocks';
import type { Db, Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { unlockMetricsOf } from '@/shared/dashboard';
import { readDashboardMetrics } from '../dashboard/get-dashboard-metrics';
import { loadClientHealth } from './load-health';
import { isUuid } from '../../lib/uuid';
import { organizationCurrency } from '../organizations/organization-currency';

type Caller = { orgId: string; userId: string; roles: RoleAssignment[] };

/**
 * Refuses an SME (agencies only), a member outside the agency's team (client portal users,
 * viewers: a client does not read its own churn risk) and a locked organization, with the
 * unlock's message.
 */
export async function requireClientSuccess(
  tx: Tx,
  orgId: string,
  roles: RoleAssignment[],
): Promise<void> {
  const metrics = await readDashboardMetrics(tx, orgId);
  if (metrics.organization_type !== 'AGENCY')
    throw new AppError('forbidden', CLIENT_SUCCESS_MESSAGES.agencyOnly);
  if (!canViewClients(roles)) throw new AppError('forbidden', CLIENT_SUCCESS_MESSAGES.teamOnly);
  if (!isUnlocked('client_success', unlockMetricsOf(metrics)))
    throw new AppError('forbidden', lockedFeatureMessage('client_success'));
}

export function listClientHealth(db: Db, opts: { caller: Caller }): Promise<ClientHealth[]> {
  const { caller } = opts;
  return withTenant(db, caller, async (tx) => {
    await requireClientSuccess(tx, caller.orgId, caller.roles);
    return loadClientHealth(tx, caller.orgId, { clientIds: clientScope(caller.roles) });
  });
}

/** One client (archived too); another organization's or outside the caller's scope is a 404. */
export function getClientHealth(
  db: Db,
  opts: { caller: Caller; clientId: string },
): Promise<ClientHealthDetail> {
  const { caller, clientId } = opts;
  return withTenant(db, caller, async (tx) => {
    await requireClientSuccess(tx, caller.orgId, caller.roles);
    const scope = clientScope(caller.roles);
    if (!isUuid(clientId) || (scope && !scope.includes(clientId)))
      throw new AppError('not_found', CLIENT_SUCCESS_MESSAGES.clientNotFound);
    const [health] = await loadClientHealth(tx, caller.orgId, {
      clientIds: [clientId],
      includeArchived: true,
    });
    if (!health) throw new AppError('not_found', CLIENT_SUCCESS_MESSAGES.clientNotFound);
    const currency = await organizationCurrency(tx, caller.orgId);
    return { ...health, recommendations: clientRecommendations(health, currency) };
  });
}

export function listRecommendations(
  db: Db,
  opts: { caller: Caller },
): Promise<ClientRecommendation[]> {
  const { caller } = opts;
  return withTenant(db, caller, async (tx) => {
    await requireClientSuccess(tx, caller.orgId, caller.roles);
    const health = await loadClientHealth(tx, caller.orgId, {
      clientIds: clientScope(caller.roles),
    });
    return portfolioRecommendations(health, await organizationCurrency(tx, caller.orgId));
  });
}
