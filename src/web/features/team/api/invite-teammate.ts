import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamInviteInput } from '@/shared/settings';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import type { TeamInvitation } from './get-team';

export const inviteTeammate = (input: TeamInviteInput) =>
  api<{ invitation: TeamInvitation; emailSent: boolean }>('/team/invitations', { body: input });

export function useInviteTeammate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeammate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team }),
  });
}
