import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationEffect, PlanTask, UpdateTaskInput } from '@/shared/campaign-planning';
import { apiEnvelope } from '@/web/lib/api-client';
import { planningKeys } from './keys';

export type UpdateTaskResult = { data: PlanTask; automation: AutomationEffect[] };

export const updateTask = (taskId: string, input: UpdateTaskInput) =>
  apiEnvelope<UpdateTaskResult>(`/campaign-planning/tasks/${encodeURIComponent(taskId)}`, {
    method: 'PATCH',
    body: input,
  });

/** Moves a task along; every plan, task list and calendar view is refreshed after. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, input }: { taskId: string; input: UpdateTaskInput }) =>
      updateTask(taskId, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
