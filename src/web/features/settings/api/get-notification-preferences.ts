import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@/shared/settings';
import { api } from '@/web/lib/api-client';

export const getNotificationPreferences = () =>
  api<NotificationPreferences>('/notification-preferences');

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: getNotificationPreferences,
    staleTime: 5 * 60_000,
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
