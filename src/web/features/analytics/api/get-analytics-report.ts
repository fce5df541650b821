import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '@/shared/analytics';
import { FRESHNESS } from '@/shared/dashboard';
import type { PeriodSelection } from '@/shared/performance-intelligence';
import { api, searchParams } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { analyticsQuery, type AnalyticsScopeParam } from '../lib/paths';
import { isFinalError } from './get-analytics-overview';

const reportPath = (type: string) => `/analytics/reports/${encodeURIComponent(type)}`;

export const getAnalyticsReport = (
  type: string,
  scope: AnalyticsScopeParam,
  selection: PeriodSelection,
) => api<AnalyticsReport>(`${reportPath(type)}${searchParams(analyticsQuery(scope, selection))}`);

export const analyticsReportQueryOptions = (
  type: string,
  scope: AnalyticsScopeParam,
  selection: PeriodSelection,
) =>
  queryOptions({
    queryKey: queryKeys.analytics.report(type, scope, selection),
    queryFn: () => getAnalyticsReport(type, scope, selection),
    staleTime: FRESHNESS.dashboardMetrics,
    retry: (failures, error) => !isFinalError(error) && failures < 1,
  });

export const useAnalyticsReport = (
  type: string,
  scope: AnalyticsScopeParam,
  selection: PeriodSelection,
) =>
  // Handed to a state that renders after the unlock check: see useAnalyticsOverview.
  useQuery({ ...analyticsReportQueryOptions(type, scope, selection), notifyOnChangeProps: 'all' });

/** The file's address (a download link: the browser carries the session cookie). */
export const reportFileUrl = (
  type: string,
  format: 'csv' | 'pdf',
  scope: AnalyticsScopeParam,
  selection: PeriodSelection,
) => `/api/v1${reportPath(type)}/${format}${searchParams(analyticsQuery(scope, selection))}`;
