import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const changeMemberRole = (input: { userId: string; roleName: string }) =>
  api(`/team/members/${encodeURIComponent(input.userId)}`, {
    method: 'PATCH',
    body: { role_name: input.roleName },
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
