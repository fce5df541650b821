/** The Performance Intelligence API: the overview, and the agent's saved outputs (reports). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentOutput } from '@/shared/agent-runs';
import { FRESHNESS } from '@/shared/dashboard';
import type { PerformanceOverview, PeriodSelection } from '@/shared/performance-intelligence';
import { useActiveClient } from '@/web/lib/active-client';
import { api, ApiError, apiList, searchParams } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { selectionParams } from '../lib/period';

export const PERFORMANCE_AGENT = 'performance-intelligence';

export const performanceKeys = {
  all: ['performance-intelligence'] as const,
  overviews: ['performance-intelligence', 'overview'] as const,
  overview: (campaignId: string | null, clientId: string | null, selection: PeriodSelection) =>
    ['performance-intelligence', 'overview', clientId, campaignId, selection] as const,
  /** Saved outputs live under the outputs' keys, so a run's save refreshes them. */
  reports: (filters: ReportFilters) =>
    queryKeys.outputs.list({ agent_type: PERFORMANCE_AGENT, ...filters }),
};

/** 400 (a malformed id), 403 (locked) and 404 (not the organization's) are answers, not glitches. */
export const isFinalError = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);
export const isLocked = (error: unknown) => error instanceof ApiError && error.status === 403;
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

type ReportFilters = {
  campaign_id?: string;
  client_id?: string;
  output_type?: string;
  limit: number;
};

/** `clientId`: a client's workspace reads only that client's campaigns (null: the organization's). */
export const overviewQueryOptions = (
  campaignId: string | null,
  clientId: string | null,
  selection: PeriodSelection,
) =>
  queryOptions({
    queryKey: performanceKeys.overview(campaignId, clientId, selection),
    queryFn: () =>
      api<PerformanceOverview>(
        `/performance-intelligence/overview${searchParams({
          campaign_id: campaignId,
          client_id: clientId,
          ...selectionParams(selection),
        })}`,
      ),
    // Figures move when metrics arrive: the dashboard metrics' freshness.
    staleTime: FRESHNESS.dashboardMetrics,
    retry: (failures, error) => !isFinalError(error) && failures < 1,
  });

/** The overview of the active client's campaigns (its workspace or `?client_id=`), else all. */
export function useOverview(campaignId: string | null, selection: PeriodSelection) {
  const { clientId } = useActiveClient();
  return useQuery(overviewQueryOptions(campaignId, clientId ?? null, selection));
}

export const reportsQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: performanceKeys.reports(filters),
    queryFn: () =>
      apiList<AgentOutput>(
        `/outputs${searchParams({ agent_type: PERFORMANCE_AGENT, ...filters })}`,
      ),
    staleTime: FRESHNESS.dashboardLists,
  });

/** The agent's saved outputs, the active client's only when there is one. */
export function useReports(filters: Omit<ReportFilters, 'client_id'>) {
  const { clientId } = useActiveClient();
  return useQuery(reportsQueryOptions(clientId ? { ...filters, client_id: clientId } : filters));
}

/** The campaigns for the pickers (id and name), archived ones included: one client's or all. */
export const campaignOptionsQueryOptions = (clientId: string | null) =>
  queryOptions({
    queryKey: [...performanceKeys.all, 'campaign-options', clientId] as const,
    queryFn: async () =>
      (
        await apiList<{ id: string; name: string; archived_at: string | null }>(
          `/campaigns${searchParams({ limit: 100, include_archived: true, client_id: clientId })}`,
        )
      ).data.map((c) => ({ id: c.id, name: c.name, archived: c.archived_at !== null })),
    staleTime: FRESHNESS.campaignsList,
  });

export function useCampaignOptions() {
  const { clientId } = useActiveClient();
  return useQuery(campaignOptionsQueryOptions(clientId ?? null));
}
