import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanDetail, UpdatePlanInput } from '@/shared/campaign-planning';
import { api } from '@/web/lib/api-client';
import { planningKeys } from './keys';

export const updatePlan = (planId: string, input: UpdatePlanInput) =>
  api<PlanDetail>(`/campaign-planning/plans/${encodeURIComponent(planId)}`, {
    method: 'PATCH',
    body: input,
  });

export function useUpdatePlan(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePlanInput) => updatePlan(planId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
