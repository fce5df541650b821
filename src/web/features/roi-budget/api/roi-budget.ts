/** The ROI & Budget API (/api/v1/roi-budget): figures, forecast, optimization and scenarios. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FRESHNESS } from '@/shared/dashboard';
import type {
  CreateScenarioInput,
  RoiDashboard,
  RoiForecastAnswer,
  RoiOptimizationAnswer,
  RoiScenario,
} from '@/shared/roi-budget';
import { api, searchParams } from '@/web/lib/api-client';

export const roiBudgetKeys = {
  all: ['roi-budget'] as const,
  dashboard: (campaignId?: string) => ['roi-budget', 'dashboard', campaignId ?? null] as const,
  forecast: (horizon: number, campaignId?: string) =>
    ['roi-budget', 'forecast', horizon, campaignId ?? null] as const,
  optimization: (horizon: number) => ['roi-budget', 'optimization', horizon] as const,
  scenarios: {
    all: ['roi-budget', 'scenarios'] as const,
    list: () => ['roi-budget', 'scenarios', 'list'] as const,
    compare: (ids: readonly string[]) => ['roi-budget', 'scenarios', 'compare', ...ids] as const,
  },
};

/** Figures move when metrics arrive: the dashboard metrics' freshness. */
const FIGURES_STALE = FRESHNESS.dashboardMetrics;

export const roiDashboardQueryOptions = (campaignId?: string) =>
  queryOptions({
    queryKey: roiBudgetKeys.dashboard(campaignId),
    queryFn: () =>
      api<RoiDashboard>(`/roi-budget/dashboard${searchParams({ campaign_id: campaignId })}`),
    staleTime: FIGURES_STALE,
  });

export const roiForecastQueryOptions = (horizon: number, campaignId?: string) =>
  queryOptions({
    queryKey: roiBudgetKeys.forecast(horizon, campaignId),
    queryFn: () =>
      api<RoiForecastAnswer>(
        `/roi-budget/forecast${searchParams({ horizon, campaign_id: campaignId })}`,
      ),
    staleTime: FIGURES_STALE,
  });

export const roiOptimizationQueryOptions = (horizon: number) =>
  queryOptions({
    queryKey: roiBudgetKeys.optimization(horizon),
    queryFn: () =>
      api<RoiOptimizationAnswer>(`/roi-budget/optimization${searchParams({ horizon })}`),
    staleTime: FIGURES_STALE,
  });

export const roiScenariosQueryOptions = () =>
  queryOptions({
    queryKey: roiBudgetKeys.scenarios.list(),
    queryFn: () => api<RoiScenario[]>('/roi-budget/scenarios'),
    staleTime: FRESHNESS.campaignsList,
  });

export const roiCompareQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: roiBudgetKeys.scenarios.compare(ids),
    queryFn: () =>
      api<RoiScenario[]>(`/roi-budget/scenarios/compare${searchParams({ ids: ids.join(',') })}`),
    staleTime: FRESHNESS.campaignsList,
  });

export const useRoiDashboard = (campaignId?: string) =>
  useQuery(roiDashboardQueryOptions(campaignId));

export function useCreateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateScenarioInput) =>
      api<RoiScenario>('/roi-budget/scenarios', { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roiBudgetKeys.scenarios.all }),
  });
}

export function useDeleteScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/roi-budget/scenarios/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roiBudgetKeys.scenarios.all }),
  });
}
