/** The metrics API: series, custom metrics and saved reports (one client, keys from one factory). */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { FRESHNESS } from '@/shared/dashboard';
import type {
  CustomMetric,
  CustomMetricInput,
  MetricReport,
  MetricReportInput,
  MetricsSeries,
  ReportResult,
} from '@/shared/metrics';
import { api, ApiError, searchParams } from '@/web/lib/api-client';

export type SeriesScope = { kind: 'organization' } | { kind: 'campaign' | 'client'; id: string };
export type Days = 7 | 30 | 90;

export const metricsKeys = {
  all: ['metrics'] as const,
  series: ['metrics', 'series'] as const,
  seriesOf: (scope: SeriesScope, days: Days) => ['metrics', 'series', scope, days] as const,
  custom: ['metrics', 'custom'] as const,
  preview: (formula: string) => ['metrics', 'preview', formula] as const,
  reports: ['metrics', 'reports'] as const,
  report: (id: string) => ['metrics', 'reports', id] as const,
};

/** 400 (a malformed id), 403 (locked) and 404 (not the organization's) are answers, not glitches. */
export const isFinalError = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
const retry = (failures: number, error: Error) => !isFinalError(error) && failures < 1;

const seriesPath = (scope: SeriesScope) =>
  scope.kind === 'organization'
    ? '/metrics/overview'
    : `/metrics/${scope.kind === 'campaign' ? 'campaigns' : 'clients'}/${encodeURIComponent(scope.id)}`;

export const seriesQueryOptions = (scope: SeriesScope, days: Days = 30) =>
  queryOptions({
    queryKey: metricsKeys.seriesOf(scope, days),
    queryFn: () => api<MetricsSeries>(`${seriesPath(scope)}${searchParams({ days })}`),
    staleTime: FRESHNESS.dashboardMetrics,
    placeholderData: keepPreviousData,
    retry,
  });
export const useSeries = (scope: SeriesScope, days: Days = 30) =>
  useQuery(seriesQueryOptions(scope, days));

export const useCustomMetrics = () =>
  useQuery({
    queryKey: metricsKeys.custom,
    queryFn: () => api<CustomMetric[]>('/metrics/custom'),
    staleTime: FRESHNESS.dashboardLists,
    retry,
  });

/** The formula's value over the last 30 days; an invalid formula answers 400 with its message. */
export const useFormulaPreview = (formula: string) =>
  useQuery({
    queryKey: metricsKeys.preview(formula),
    queryFn: () =>
      api<{ value: number | null; from: string; to: string }>('/metrics/custom/preview', {
        method: 'POST',
        body: { formula },
      }),
    enabled: formula.trim().length > 0,
    staleTime: FRESHNESS.dashboardMetrics,
    retry: false,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: metricsKeys.all });
}

export function useSaveCustomMetric() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CustomMetricInput }) =>
      api<CustomMetric>(id ? `/metrics/custom/${encodeURIComponent(id)}` : '/metrics/custom', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteCustomMetric() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: true }>(`/metrics/custom/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export const useReports = () =>
  useQuery({
    queryKey: metricsKeys.reports,
    queryFn: () => api<MetricReport[]>('/metrics/reports'),
    staleTime: FRESHNESS.dashboardLists,
    retry,
  });

export const useReport = (id: string) =>
  useQuery({
    queryKey: metricsKeys.report(id),
    queryFn: () => api<ReportResult>(`/metrics/reports/${encodeURIComponent(id)}`),
    staleTime: FRESHNESS.dashboardMetrics,
    retry,
  });

export function useSaveReport() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: MetricReportInput }) =>
      api<MetricReport>(id ? `/metrics/reports/${encodeURIComponent(id)}` : '/metrics/reports', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteReport() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: true }>(`/metrics/reports/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** The report form's choices: campaigns, clients and teammates (id and name only). */
export type Option = { id: string; name: string };
export const useCampaignChoices = () =>
  useQuery({
    queryKey: [...metricsKeys.all, 'choices', 'campaigns'] as const,
    queryFn: () => api<Option[]>('/campaigns?limit=100'),
    staleTime: FRESHNESS.campaignsList,
  });
/** Only an agency has clients: an SME never asks (the server would refuse, 403). */
export const useClientChoices = (isAgency: boolean) =>
  useQuery({
    queryKey: [...metricsKeys.all, 'choices', 'clients'] as const,
    queryFn: () => api<Option[]>('/clients?limit=100'),
    staleTime: FRESHNESS.clientsList,
    retry: false,
    enabled: isAgency,
  });
export const useTeammates = () =>
  useQuery({
    queryKey: [...metricsKeys.all, 'choices', 'team'] as const,
    queryFn: () =>
      api<{ members: { user_id: string; name: string; email: string }[] }>('/team').then(
        (team) => team.members,
      ),
    staleTime: FRESHNESS.dashboardLists,
    retry: false,
  });
