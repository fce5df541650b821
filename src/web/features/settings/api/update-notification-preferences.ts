import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@/shared/settings';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const updateNotificationPreferences = (changes: Partial<NotificationPreferences>) =>
  api<NotificationPreferences>('/notification-preferences', { method: 'PUT', body: changes });

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationPreferences, saved),
  });
}
