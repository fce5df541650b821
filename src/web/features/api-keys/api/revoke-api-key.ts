import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const revokeApiKey = (id: string) =>
  api(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
}
