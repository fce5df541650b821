import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { LIMITS, ORGANIZATION_TYPES } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import type { Invite } from './get-invites';

export const directInviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.invitation.emailRequired)
    .max(LIMITS.emailMax, MESSAGES.invitation.emailInvalid)
    .pipe(z.email(MESSAGES.invitation.emailInvalid)),
  organization_type: z.enum(ORGANIZATION_TYPES),
});
export type DirectInviteInput = z.infer<typeof directInviteSchema>;

export const createInvite = (input: DirectInviteInput) =>
  api<{ invite: Invite; emailSent: boolean }>('/admin/invites', { body: input });

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    // An invite also approves a pending request from the same address.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.invites }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.invitationRequests.all }),
      ]),
  });
}
