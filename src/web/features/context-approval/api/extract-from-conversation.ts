import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContextHistoryRecord } from '@/shared/context-extraction';
import { ApiError } from '@/web/lib/api-client';
import { pendingApprovalsQueryKey } from './get-pending-approvals';

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
export async function extractFromConversation(input: ExtractInput): Promise<ExtractResult> {
  let res: Response;
  try {
    res = await fetch('/api/v1/business-context/extract-from-conversation', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  const payload = (await res.json().catch(() => undefined)) as
    (ExtractResult & { error?: { code: string; message: string } }) | undefined;
  if (!res.ok || !payload) {
    throw new ApiError(
      res.status,
      payload?.error?.code ?? 'http_error',
      payload?.error?.message ?? `Request failed (${res.status})`,
    );
  }
  return payload;
}

export function useExtractFromConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractFromConversation,
    onSuccess: async (result) => {
      if (result.success && result.history_id)
        await queryClient.invalidateQueries({ queryKey: pendingApprovalsQueryKey });
    },
  });
}
