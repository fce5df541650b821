import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { teamQueryKey } from './get-team';

export const removeMember = (userId: string) =>
  api(`/team/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
