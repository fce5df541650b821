import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationType } from '@/shared/constants';
import { api } from '@/web/lib/api-client';

export type Invite = {
  id: string;
  email: string;
  status: 'active' | 'used' | 'revoked';
  organization_type: OrganizationType;
  request_id: string | null;
  invited_by_email: string | null;
  created_at: string;
  used_at: string | null;
};

export const getInvites = () => api<Invite[]>('/admin/invites');

export const invitesQueryKey = ['admin', 'invites'] as const;

export const invitesQueryOptions = () =>
  queryOptions({ queryKey: invitesQueryKey, queryFn: getInvites, staleTime: 30_000 });

export const useInvites = () => useQuery(invitesQueryOptions());
