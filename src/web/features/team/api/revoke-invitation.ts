import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const revokeInvitation = (id: string) =>
  api(`/team/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team }),
  });
}
