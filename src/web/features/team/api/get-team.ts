import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationType } from '@/shared/constants';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type TeamMember = {
  user_id: string;
  name: string;
  email: string;
  role_name: string;
  joined_at: string;
  is_you: boolean;
};

export type TeamInvitation = {
  id: string;
  email: string;
  role_name: string;
  invited_by_name: string | null;
  created_at: string;
};

export type Team = {
  members: TeamMember[];
  invitations: TeamInvitation[];
  can_manage: boolean;
  organization_type: OrganizationType;
  assignable_roles: string[];
};

export const getTeam = () => api<Team>('/team');

export const teamQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.team, queryFn: getTeam, staleTime: 60_000 });

export const useTeam = () => useQuery(teamQueryOptions());
