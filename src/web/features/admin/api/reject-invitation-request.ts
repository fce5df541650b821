import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import type { InvitationRequest } from './get-invitation-requests';

export const rejectInvitationRequest = (id: string) =>
  api<{ request: InvitationRequest }>(
    `/admin/invitation-requests/${encodeURIComponent(id)}/reject`,
    { method: 'POST' },
  );

export function useRejectInvitationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectInvitationRequest,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.invitationRequests.all }),
  });
}
