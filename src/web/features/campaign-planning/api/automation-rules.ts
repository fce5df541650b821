import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutomationRule, CreateRuleInput } from '@/shared/campaign-planning';
import { api } from '@/web/lib/api-client';
import { PLANNING_STALE_TIME, planningKeys } from './keys';

export const getRules = () => api<AutomationRule[]>('/campaign-planning/automation/rules');

export const rulesQueryOptions = () =>
  queryOptions({
    queryKey: planningKeys.rules,
    queryFn: getRules,
    staleTime: PLANNING_STALE_TIME,
  });

export const useRules = (enabled = true) => useQuery({ ...rulesQueryOptions(), enabled });

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRuleInput) =>
      api<AutomationRule>('/campaign-planning/automation/rules', { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.rules }),
  });
}

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      api<AutomationRule>(`/campaign-planning/automation/rules/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { enabled },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.rules }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ ok: boolean }>(`/campaign-planning/automation/rules/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.rules }),
  });
}
