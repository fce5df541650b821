import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@/shared/settings';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getNotificationPreferences = () =>
  api<NotificationPreferences>('/notification-preferences');

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notificationPreferences,
    queryFn: getNotificationPreferences,
    staleTime: 5 * 60_000,
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
