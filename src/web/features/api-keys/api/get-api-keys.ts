import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeysAnswer } from '@/shared/settings';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getApiKeys = () => api<ApiKeysAnswer>('/api-keys');

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.apiKeys, queryFn: getApiKeys, staleTime: 30_000 });

/** `enabled` is false for a role that may not manage keys: the server would answer 403. */
export const useApiKeys = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...apiKeysQueryOptions(), enabled });
