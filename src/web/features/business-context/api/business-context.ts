import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessContextInput } from '@/shared/schemas';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type BusinessContext = {
  companyName: string | null;
  industry: string | null;
  companySize: string | null;
  description: string | null;
  updatedAt: string;
};

export const getBusinessContext = (orgId: string) =>
  api<BusinessContext | null>(`/business-context/organization/${orgId}`);

export const businessContextQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: queryKeys.businessContext.org(orgId),
    queryFn: () => getBusinessContext(orgId),
    staleTime: 5 * 60_000,
  });

export const useBusinessContext = (orgId: string | undefined) =>
  useQuery({ ...businessContextQueryOptions(orgId ?? ''), enabled: Boolean(orgId) });

export const saveBusinessContext = (orgId: string, input: BusinessContextInput) =>
  api<BusinessContext>(`/business-context/organization/${orgId}`, { body: input });

export function useSaveBusinessContext(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessContextInput) => saveBusinessContext(orgId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.businessContext.org(orgId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

export function useSkipOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/onboarding/skip', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
