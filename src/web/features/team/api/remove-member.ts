import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const removeMember = (userId: string) =>
  api(`/team/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team }),
  });
}
