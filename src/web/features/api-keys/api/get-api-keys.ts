import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export type ApiKey = {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  created_by_name: string | null;
  created_by_you: boolean;
  can_revoke: boolean;
};

export type ApiKeys = {
  access: { unlocked: boolean; requirement: string; ai_interactions: number };
  keys: ApiKey[];
};

export const getApiKeys = () => api<ApiKeys>('/api-keys');

export const apiKeysQueryKey = ['api-keys'] as const;

export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysQueryKey, queryFn: getApiKeys, staleTime: 30_000 });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
