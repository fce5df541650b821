import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationType } from '@/shared/constants';
import type { UpdateOrganizationInput } from '@/shared/settings';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type Organization = {
  id: string;
  name: string;
  type: OrganizationType;
  slug: string;
  currency?: string;
};

export const updateOrganization = (input: UpdateOrganizationInput) =>
  api<Organization>('/organization', { method: 'PATCH', body: input });

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.all }),
      ]),
  });
}
