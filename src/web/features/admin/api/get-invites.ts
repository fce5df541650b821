import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationType } from '@/shared/constants';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

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

export const invitesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.invites, queryFn: getInvites, staleTime: 30_000 });

export const useInvites = () => useQuery(invitesQueryOptions());
