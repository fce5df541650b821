import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContextHistoryRecord } from '@/shared/context-extraction';
import { apiEnvelope } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type ExtractInput = {
  session_id?: string | null;
  agent_type: string;
  conversation_text: string;
};
export type ExtractResult = {
  success: boolean;
  history_id: string | null;
  confidence_score?: number;
  message?: string;
  data: ContextHistoryRecord | null;
};

/** The seed reads `success` and `history_id` from the top level of the answer, so this reads the body itself. */
export const extractFromConversation = (input: ExtractInput) =>
  apiEnvelope<ExtractResult>('/business-context/extract-from-conversation', { body: input });

export function useExtractFromConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractFromConversation,
    onSuccess: async (result) => {
      if (result.success && result.history_id)
        await queryClient.invalidateQueries({
          queryKey: queryKeys.businessContext.pendingApprovals,
        });
    },
  });
}
