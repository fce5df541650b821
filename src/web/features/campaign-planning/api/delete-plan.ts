import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { planningKeys } from './keys';

export const deletePlan = (planId: string) =>
  api<{ ok: boolean }>(`/campaign-planning/plans/${encodeURIComponent(planId)}`, {
    method: 'DELETE',
  });

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
