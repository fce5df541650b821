import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationType } from '@/shared/constants';
import type { UpdateOrganizationInput } from '@/shared/settings';
import { api } from '@/web/lib/api-client';
import { meQueryKey } from '@/web/features/auth/api/get-me';
import { workspacesQueryKey } from './get-workspaces';

export type Organization = { id: string; name: string; type: OrganizationType; slug: string };

export const updateOrganization = (input: UpdateOrganizationInput) =>
  api<Organization>('/organization', { method: 'PATCH', body: input });

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: workspacesQueryKey }),
      ]),
  });
}
