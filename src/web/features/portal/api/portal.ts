/** The client portal's data: the overview, reports, the message thread and approvals. */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Approval,
  ApprovalDecisionInput,
  ClientReport,
  CreateReportInput,
  PortalApproval,
  PortalMessage,
  PortalOverview,
  ReportShare,
} from '@/shared/portal';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

const STALE_MS = 30_000;
const id = (value: string) => encodeURIComponent(value);

/** The period the portal's figures cover; null bounds mean every recorded day. */
export type PortalPeriod = { from: string | null; to: string | null };

export const portalOverviewQueryOptions = (period: PortalPeriod) =>
  queryOptions({
    queryKey: [...queryKeys.portal.overview, period.from, period.to],
    queryFn: () => {
      const query = new URLSearchParams();
      if (period.from) query.set('from', period.from);
      if (period.to) query.set('to', period.to);
      const qs = query.toString();
      return api<PortalOverview>(qs ? `/portal?${qs}` : '/portal');
    },
    staleTime: STALE_MS,
    retry: false,
    // Another period keeps the portal on screen while its figures load.
    placeholderData: keepPreviousData,
  });
export const usePortalOverview = (period: PortalPeriod, enabled = true) =>
  useQuery({ ...portalOverviewQueryOptions(period), enabled });

export const usePortalReports = () =>
  useQuery({
    queryKey: queryKeys.portal.reports,
    queryFn: () => api<ClientReport[]>('/portal/reports'),
    staleTime: STALE_MS,
  });

export const usePortalApprovals = () =>
  useQuery({
    queryKey: queryKeys.portal.approvals,
    queryFn: () => api<PortalApproval[]>('/portal/approvals'),
    staleTime: STALE_MS,
  });

/** The thread of one client: from the portal (`side` client) or from the agency. */
export const useMessages = (clientId: string, side: 'client' | 'agency') =>
  useQuery({
    queryKey: queryKeys.portal.messages(clientId),
    queryFn: () =>
      api<PortalMessage[]>(
        side === 'client' ? '/portal/messages' : `/clients/${id(clientId)}/messages`,
      ),
    refetchInterval: 30_000,
  });

export function usePostMessage(clientId: string, side: 'client' | 'agency') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<PortalMessage>(
        side === 'client' ? '/portal/messages' : `/clients/${id(clientId)}/messages`,
        {
          body: { body },
        },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.portal.messages(clientId) }),
  });
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ approvalId, ...input }: ApprovalDecisionInput & { approvalId: string }) =>
      api<PortalApproval>(`/portal/approvals/${id(approvalId)}/decision`, { body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.portal.approvals }),
        queryClient.invalidateQueries({ queryKey: queryKeys.portal.overview }),
      ]),
  });
}

export const useClientReports = (clientId: string) =>
  useQuery({
    queryKey: queryKeys.portal.clientReports(clientId),
    queryFn: () => api<ClientReport[]>(`/clients/${id(clientId)}/reports`),
    staleTime: STALE_MS,
  });

export function useCreateReport(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportInput) =>
      api<ClientReport>(`/clients/${id(clientId)}/reports`, { body: input }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.portal.clientReports(clientId) }),
  });
}

export function useShareReport(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, days }: { reportId: string; days: number }) =>
      api<ReportShare>(`/reports/${id(reportId)}/share`, { body: { expires_in_days: days } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.portal.clientReports(clientId) }),
  });
}

/** The PDF's address (a download link: the browser carries the session cookie). */
export const reportPdfUrl = (reportId: string) => `/api/v1/reports/${id(reportId)}/pdf`;

export const useOutputApproval = (outputId: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.approvals.forOutput(outputId),
    queryFn: () => api<Approval | null>(`/outputs/${id(outputId)}/approval`),
    staleTime: STALE_MS,
    enabled,
  });

export function useRequestApproval(outputId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<Approval>(`/outputs/${id(outputId)}/approval-request`, { method: 'POST' }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.approvals.forOutput(outputId) }),
  });
}
