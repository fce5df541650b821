/** The Performance Intelligence API: the overview, and the agent's saved outputs (reports). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentOutput } from '@/shared/agent-runs';
import { FRESHNESS } from '@/shared/dashboard';
import type { PerformanceOverview, PeriodSelection } from '@/shared/performance-intelligence';
import { api, ApiError, apiList, searchParams } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { selectionParams } from '../lib/period';

export const PERFORMANCE_AGENT = 'performance-intelligence';

export const performanceKeys = {
  all: ['performance-intelligence'] as const,
  overviews: ['performance-intelligence', 'overview'] as const,
  overview: (campaignId: string | null, selection: PeriodSelection) =>
    ['performance-intelligence', 'overview', campaignId, selection] as const,
  /** Saved outputs live under the outputs' keys, so a run's save refreshes them. */
  reports: (filters: { campaign_id?: string; output_type?: string; limit: number }) =>
    queryKeys.outputs.list({ agent_type: PERFORMANCE_AGENT, ...filters }),
};

/** 400 (a malformed id), 403 (locked) and 404 (not the organization's) are answers, not glitches. */
export const isFinalError = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);
export const isLocked = (error: unknown) => error instanceof ApiError && error.status === 403;
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const overviewQueryOptions = (campaignId: string | null, selection: PeriodSelection) =>
  queryOptions({
    queryKey: performanceKeys.overview(campaignId, selection),
    queryFn: () =>
      api<PerformanceOverview>(
        `/performance-intelligence/overview${searchParams({
          campaign_id: campaignId,
          ...selectionParams(selection),
        })}`,
      ),
    // Figures move when metrics arrive: the dashboard metrics' freshness.
    staleTime: FRESHNESS.dashboardMetrics,
    retry: (failures, error) => !isFinalError(error) && failures < 1,
  });

export const useOverview = (campaignId: string | null, selection: PeriodSelection) =>
  useQuery(overviewQueryOptions(campaignId, selection));

export const reportsQueryOptions = (filters: {
  campaign_id?: string;
  output_type?: string;
  limit: number;
}) =>
  queryOptions({
    queryKey: performanceKeys.reports(filters),
    queryFn: () =>
      apiList<AgentOutput>(
        `/outputs${searchParams({ agent_type: PERFORMANCE_AGENT, ...filters })}`,
      ),
    staleTime: FRESHNESS.dashboardLists,
  });

export const useReports = (filters: {
  campaign_id?: string;
  output_type?: string;
  limit: number;
}) => useQuery(reportsQueryOptions(filters));

/** The organization's campaigns for the pickers (id and name), archived ones included. */
export const campaignOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...performanceKeys.all, 'campaign-options'] as const,
    queryFn: async () =>
      (
        await apiList<{ id: string; name: string; archived_at: string | null }>(
          `/campaigns${searchParams({ limit: 100, include_archived: true })}`,
        )
      ).data.map((c) => ({ id: c.id, name: c.name, archived: c.archived_at !== null })),
    staleTime: FRESHNESS.campaignsList,
  });

export const useCampaignOptions = () => useQuery(campaignOptionsQueryOptions());
