import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** A new role; `clientIds` absent keeps the member's clients where the role takes clients. */
export const changeMemberRole = (input: {
  userId: string;
  roleName: string;
  clientIds?: string[] | undefined;
}) =>
  api(`/team/members/${encodeURIComponent(input.userId)}`, {
    method: 'PATCH',
    body: { role_name: input.roleName, client_ids: input.clientIds },
  });

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    // Your own role may be the one that changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.team }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]),
  });
}
