import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationType } from '@/shared/constants';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** A client a member or an invitation is scoped to. */
export type TeamClient = { id: string; name: string };

export type TeamMember = {
  user_id: string;
  name: string;
  email: string;
  role_name: string;
  /** The clients the member's role is scoped to; empty: the whole organization. */
  clients: TeamClient[];
  joined_at: string;
  is_you: boolean;
};

export type TeamInvitation = {
  id: string;
  email: string;
  role_name: string;
  clients: TeamClient[];
  invited_by_name: string | null;
  created_at: string;
  /** Until when it can be used; sending it again gives 14 more days. */
  expires_at: string;
  /** The link no longer works (the server's clock says so). */
  expired: boolean;
};

export type Team = {
  members: TeamMember[];
  invitations: TeamInvitation[];
  can_manage: boolean;
  organization_type: OrganizationType;
  assignable_roles: string[];
  /** The agency's clients a role can be scoped to (owners and admins of agencies). */
  clients: TeamClient[];
};

export const getTeam = () => api<Team>('/team');

export const teamQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.team, queryFn: getTeam, staleTime: 60_000 });

export const useTeam = () => useQuery(teamQueryOptions());
