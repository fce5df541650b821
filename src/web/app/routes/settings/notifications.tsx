import { toast } from 'sonner';
import type { NotificationKey } from '@/shared/settings';
import { ErrorState } from '@/web/components/error-state';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useMe } from '@/web/lib/me';
import { useNotificationPreferences } from '@/web/features/settings/api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '@/web/features/settings/api/update-notification-preferences';
import { NotificationToggles } from '@/web/features/settings/components/notification-toggles';
import { SettingsHeader } from '@/web/features/settings/components/settings-header';
import { ApiError } from '@/web/lib/api-client';

/** /settings/notifications: each switch saves at once. */
export default function NotificationSettingsPage() {
  const me = useMe();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const onChange = async (key: NotificationKey, on: boolean) => {
    try {
      await update.mutateAsync({ [key]: on });
      toast.success('Notification preferences saved');
    } catch (e) {
      toast.error('Could not save your preference', {
        description: e instanceof ApiError ? e.message : 'Please try again.',
      });
    }
  };

  return (
    <div className="space-y-6">
      <SettingsHeader
        title="Notifications"
        description="Choose which e-mails Stratagent sends you. Security e-mails, such as password resets, are always sent."
      />
      <Card className="max-w-3xl">
        <CardHeader>
          <h2 className="font-semibold leading-tight">E-mail</h2>
          <CardDescription>Sent to {me.data?.user.email ?? 'your e-mail address'}.</CardDescription>
        </CardHeader>
        <CardContent>
          {preferences.isPending ? (
            <LoadingState label="Loading your preferences..." />
          ) : preferences.isError ? (
            <ErrorState
              title="Could not load your preferences"
              message={preferences.error.message}
              onRetry={() => void preferences.refetch()}
            />
          ) : (
            <NotificationToggles
              value={
                update.isPending && update.variables
                  ? { ...preferences.data, ...update.variables }
                  : preferences.data
              }
              onChange={(key, on) => void onChange(key, on)}
              disabled={update.isPending}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
