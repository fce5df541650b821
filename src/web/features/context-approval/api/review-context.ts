import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  CONTEXT_EXTRACTION_MESSAGES as M,
  type ContextHistoryRecord,
  type ExtractedContext,
} from '@/shared/context-extraction';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

const path = (id: string) => `/business-context/history/${encodeURIComponent(id)}`;

export const updateContext = (id: string, extracted_context: ExtractedContext) =>
  api<ContextHistoryRecord>(path(id), { method: 'PUT', body: { extracted_context } });
export const approveContext = (id: string) =>
  api<ContextHistoryRecord>(`${path(id)}/approve`, { method: 'PUT' });
export const rejectContext = (id: string) =>
  api<ContextHistoryRecord>(path(id), { method: 'DELETE' });

/** Seed 001 §8: a missing session reads 'No authentication token'; anything else the step's message. */
function failure(error: unknown, message: string) {
  if (error instanceof ApiError && error.status === 401) return toast.error(M.noAuth);
  toast.error(message, { description: error instanceof Error ? error.message : undefined });
}

// Toasts live here, not in the dialog: on success the record leaves the list and its dialog unmounts.
function useAfterReview() {
  const queryClient = useQueryClient();
  return (id: string) => {
    // On success the item leaves the pending list at once.
    queryClient.setQueryData<ContextHistoryRecord[]>(
      queryKeys.businessContext.pendingApprovals,
      (list) => list?.filter((r) => r.id !== id),
    );
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.businessContext.pendingApprovals }),
      queryClient.invalidateQueries({ queryKey: queryKeys.businessContext.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    ]);
  };
}

/** 'Save All': the edited context is saved first (when it was edited), then the record is approved. */
export function useSaveContext() {
  const after = useAfterReview();
  return useMutation({
    mutationFn: async ({ id, edited }: { id: string; edited?: ExtractedContext | undefined }) => {
      if (edited) {
        try {
          await updateContext(id, edited);
        } catch (error) {
          throw Object.assign(error as Error, { step: 'update' as const });
        }
      }
      return approveContext(id);
    },
    onSuccess: (_data, { id }) => {
      toast.success(M.saved);
      return after(id);
    },
    onError: (error) =>
      failure(
        error,
        (error as { step?: string }).step === 'update' ? M.updateFailed : M.approveFailed,
      ),
  });
}

/** "Don't Save" and closing the panel. */
export function useRejectContext() {
  const after = useAfterReview();
  return useMutation({
    mutationFn: rejectContext,
    onSuccess: (_data, id) => {
      toast.success(M.discarded);
      return after(id);
    },
    onError: (error) => failure(error, M.rejectFailed),
  });
}
