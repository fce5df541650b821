import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationType } from '@/shared/constants';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type WorkspaceSummary = {
  id: string;
  name: string;
  type: OrganizationType;
  slug: string;
  member_count: number;
  role_names: string[];
  is_current: boolean;
};

export const getWorkspaces = () => api<WorkspaceSummary[]>('/workspaces');

export const workspacesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.workspaces.all,
    queryFn: getWorkspaces,
    staleTime: 5 * 60_000,
  });

export const useWorkspaces = () => useQuery(workspacesQueryOptions());
