import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/web/lib/api-client';
import { useDebouncedValue } from '@/web/hooks/use-debounced-value';
import { queryKeys } from '@/web/lib/query-keys';

/** organizationName: for a teammate invite opened with its link's token, the organization the sign-up joins. */
export type InviteStatus = { invited: boolean; agencyAllowed: boolean; organizationName?: string };

export const getInviteStatus = (email: string, invite: string | undefined) =>
  api<InviteStatus>('/auth/invite-status', { body: { email, invite } });

/** Whether the typed e-mail is whitelisted, and whether its invite allows an agency. */
export function useInviteStatus(email: string, invite: string | undefined) {
  const debounced = useDebouncedValue(email.trim().toLowerCase(), 400);
  return useQuery({
    queryKey: queryKeys.auth.inviteStatus(debounced, invite),
    queryFn: () => getInviteStatus(debounced, invite),
    enabled: z.email().safeParse(debounced).success,
    staleTime: 60_000,
    retry: false,
  });
}
