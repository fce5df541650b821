import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyDashboard } from '@/shared/agency-dashboard';
import { FRESHNESS } from '@/shared/dashboard';
import { api, searchParams } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The agency dashboard (seed 000 §2.5), for every client or the one chosen. */
export const getAgencyDashboard = (clientId: string | null) =>
  api<AgencyDashboard>(`/dashboard/agency${searchParams({ client_id: clientId })}`);

// Seed 000 §9: the dashboard's clients, campaigns and activity stay fresh for 5 minutes.
export const agencyDashboardQueryOptions = (clientId: string | null) =>
  queryOptions({
    queryKey: queryKeys.agency.dashboardFor(clientId),
    queryFn: () => getAgencyDashboard(clientId),
    staleTime: FRESHNESS.dashboardLists,
    placeholderData: keepPreviousData,
  });

export const useAgencyDashboard = (clientId: string | null, enabled = true) =>
  useQuery({ ...agencyDashboardQueryOptions(clientId), enabled });
