/** Where the Analytics pages live (seed 000 §2.1). */
import type { AnalyticsScopeType, ReportType } from '@/shared/analytics';
import type { PeriodSelection } from '@/shared/performance-intelligence';
import { selectionParams } from '@/shared/performance-intelligence';

import { ANALYTICS_ROOT } from './nav';

export { ANALYTICS_ROOT };

const withPeriod = (path: string, selection?: PeriodSelection) =>
  selection ? `${path}?${new URLSearchParams(selectionParams(selection)).toString()}` : path;

export const analyticsPaths = {
  home: ANALYTICS_ROOT,
  dashboard: `${ANALYTICS_ROOT}/dashboard`,
  reports: `${ANALYTICS_ROOT}/reports`,
  insights: `${ANALYTICS_ROOT}/insights`,
  /** A report, of the organization unless a client or campaign scope is given. */
  report: (type: ReportType | string, selection?: PeriodSelection, scope?: AnalyticsScopeParam) => {
    const params = new URLSearchParams({
      ...(scope && scope.type !== 'org' ? { scope: scope.type, id: scope.id ?? '' } : {}),
      ...(selection ? selectionParams(selection) : {}),
    });
    return `${ANALYTICS_ROOT}/report/${encodeURIComponent(type)}${params.size ? `?${params}` : ''}`;
  },
  campaign: (campaignId: string, selection?: PeriodSelection) =>
    withPeriod(`${ANALYTICS_ROOT}/campaign/${encodeURIComponent(campaignId)}`, selection),
  client: (clientId: string, selection?: PeriodSelection) =>
    withPeriod(`${ANALYTICS_ROOT}/client/${encodeURIComponent(clientId)}`, selection),
  session: (sessionId: string) => `${ANALYTICS_ROOT}/session/${encodeURIComponent(sessionId)}`,
  /** Where a campaign's daily results are imported. */
  campaignMetricsImport: (campaignId: string) =>
    `/campaigns/${encodeURIComponent(campaignId)}/analytics`,
  campaigns: '/campaigns',
  clients: '/clients',
} as const;

export type AnalyticsScopeParam = { type: AnalyticsScopeType; id: string | null };

/** A scope and period as the API's query parameters. */
export function analyticsQuery(
  scope: AnalyticsScopeParam,
  selection: PeriodSelection,
): Record<string, string> {
  return {
    ...(scope.type === 'org' ? {} : { scope: scope.type, id: scope.id ?? '' }),
    ...selectionParams(selection),
  };
}
