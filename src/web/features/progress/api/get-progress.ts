import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressView } from '@/shared/user-progress';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getProgress = () => api<ProgressView>('/progress');

export const progressQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.progress, queryFn: getProgress, staleTime: 60_000 });

/** The signed-in user's level, XP, counters and achievements (stored on the server). */
export const useProgress = () => useQuery(progressQueryOptions());
