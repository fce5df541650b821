import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationType } from '@/shared/constants';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const REQUEST_STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type RequestStatusFilter = (typeof REQUEST_STATUS_FILTERS)[number];
export type InvitationRequestStatus = Exclude<RequestStatusFilter, 'all'>;

export type InvitationRequest = {
  id: string;
  email: string;
  company_name: string;
  organization_type: OrganizationType;
  use_case: string | null;
  referral_source: string | null;
  status: InvitationRequestStatus;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by_email: string | null;
};

export type InvitationRequestList = {
  requests: InvitationRequest[];
  counts: Record<RequestStatusFilter, number>;
};

export const getInvitationRequests = (status: RequestStatusFilter) =>
  api<InvitationRequestList>(`/admin/invitation-requests?status=${status}`);

export const invitationRequestsQueryOptions = (status: RequestStatusFilter) =>
  queryOptions({
    queryKey: queryKeys.admin.invitationRequests.list(status),
    queryFn: () => getInvitationRequests(status),
    staleTime: 30_000,
    // Switching tabs keeps the previous list (and its counts) on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export const useInvitationRequests = (status: RequestStatusFilter) =>
  useQuery(invitationRequestsQueryOptions(status));
