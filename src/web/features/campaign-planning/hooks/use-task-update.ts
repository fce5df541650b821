import { toast } from 'sonner';
import type { PlanTask, UpdateTaskInput } from '@/shared/campaign-planning';
import { useUpdateTask } from '../api/update-task';

/**
 * Updates a task and says what happened: the change, and what automation rules did after a
 * task was marked done. Answers the updated task (null when refused, the error toasted).
 */
export function useTaskUpdate() {
  const mutation = useUpdateTask();
  const update = async (
    task: Pick<PlanTask, 'id' | 'title'>,
    input: UpdateTaskInput,
    done?: string,
  ) => {
    try {
      const result = await mutation.mutateAsync({ taskId: task.id, input });
      if (done) toast.success(done);
      for (const effect of result.automation) toast.info(`${effect.rule_name}: ${effect.detail}`);
      return result.data;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : `“${task.title}” could not be updated`);
      return null;
    }
  };
  return { update, pending: mutation.isPending };
}
