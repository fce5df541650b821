import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import type { InvitationRequest } from './get-invitation-requests';

export type ApprovalResult = { request: InvitationRequest; emailSent: boolean };

export const approveInvitationRequest = (id: string) =>
  api<ApprovalResult>(`/admin/invitation-requests/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
  });

export function useApproveInvitationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveInvitationRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.invitationRequests.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.invites }),
      ]),
  });
}
