import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyInput } from '@/shared/settings';
import { api } from '@/web/lib/api-client';
import { apiKeysQueryKey, type ApiKey } from './get-api-keys';

export const createApiKey = (input: CreateApiKeyInput) => api<{ key: string; api_key: ApiKey }>('/api-keys', { body: input });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
