import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyInput, CreatedApiKey } from '@/shared/settings';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const createApiKey = (input: CreateApiKeyInput) =>
  api<CreatedApiKey>('/api-keys', { body: input });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}
