/** GET /analytics/overview and /analytics/reports/{type}: the figures of a scope and period. */
import {
  ANALYTICS_MESSAGES,
  buildReport,
  isReportType,
  REPORT_INFO,
  type AnalyticsOverview,
  type AnalyticsReport,
  type AnalyticsScopeType,
} from '@/shared/analytics';
import type { PeriodSelection } from '@/shared/performance-intelligence';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { requireFeature } from '../dashboard/require-feature';
import { computeAnalytics } from './compute';

type Caller = { orgId: string; userId: string };
export type AnalyticsInput = {
  caller: Caller;
  scope: { type: AnalyticsScopeType; id: string | null };
  selection: PeriodSelection;
};

export function getAnalyticsOverview(db: Db, input: AnalyticsInput): Promise<AnalyticsOverview> {
  return withTenant(db, input.caller, async (tx) => {
    await requireFeature(tx, input.caller, 'analytics');
    const analytics = await computeAnalytics(tx, {
      orgId: input.caller.orgId,
      scope: input.scope,
      selection: input.selection,
    });
    if (!analytics)
      throw new AppError(
        'not_found',
        input.scope.type === 'client'
          ? ANALYTICS_MESSAGES.clientNotFound
          : ANALYTICS_MESSAGES.campaignNotFound,
      );
    return analytics;
  });
}

export async function getAnalyticsReport(
  db: Db,
  input: AnalyticsInput & { reportType: string },
): Promise<AnalyticsReport> {
  const type = input.reportType;
  if (!isReportType(type)) throw new AppError('not_found', ANALYTICS_MESSAGES.unknownReport(type));
  const analytics = await getAnalyticsOverview(db, input);
  if (REPORT_INFO[type].agencyOnly && analytics.organization_type !== 'AGENCY')
    throw new AppError('forbidden', ANALYTICS_MESSAGES.agencyOnly);
  return buildReport(analytics, type);
}
