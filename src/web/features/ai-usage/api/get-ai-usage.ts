import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientAiUsage, OrgAiUsage } from '@/shared/ai-models';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const clientAiUsageQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: queryKeys.aiUsage.client(clientId),
    queryFn: () => api<ClientAiUsage>(`/clients/${clientId}/ai-usage`),
  });

export const useClientAiUsage = (clientId: string) => useQuery(clientAiUsageQueryOptions(clientId));

export type UsagePeriod = { from: string; to: string };

export const orgAiUsageQueryOptions = (period: UsagePeriod) =>
  queryOptions({
    queryKey: queryKeys.aiUsage.organization(period),
    queryFn: () =>
      api<OrgAiUsage>(`/ai-usage?${new URLSearchParams({ from: period.from, to: period.to })}`),
  });

export const useOrgAiUsage = (period: UsagePeriod) => useQuery(orgAiUsageQueryOptions(period));
