import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationType } from '@/shared/constants';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type Workspace = {
  id: string;
  name: string;
  type: OrganizationType;
  slug: string;
  created_at: string;
  member_count: number;
  role_names: string[];
  can_manage: boolean;
  onboarding_completed: boolean;
  business_context: {
    companyName: string | null;
    industry: string | null;
    companySize: string | null;
    description: string | null;
    updatedAt: string;
  } | null;
};

export const getWorkspace = (id: string) => api<Workspace>(`/workspaces/${encodeURIComponent(id)}`);

export const workspaceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.workspaces.detail(id),
    queryFn: () => getWorkspace(id),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useWorkspace = (id: string | undefined) =>
  useQuery({ ...workspaceQueryOptions(id ?? ''), enabled: Boolean(id) });
