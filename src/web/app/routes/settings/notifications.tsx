import { toast } from 'sonner';
import type { NotificationPreferences } from '@/shared/settings';
import { ErrorState } from '@/web/components/error-state';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useMe } from '@/web/lib/me';
import { useNotificationPreferences } from '@/web/features/settings/api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '@/web/features/settings/api/update-notification-preferences';
import { AttentionDigestChoice } from '@/web/features/settings/components/attention-digest-choice';
import { NotificationToggles } from '@/web/features/settings/components/notification-toggles';
import { SettingsHeader } from '@/web/features/settings/components/settings-header';
import { ApiError } from '@/web/lib/api-client';
import { usePermission } from '@/web/lib/use-permission';

/** /settings/notifications: each switch saves at once. */
export default function NotificationSettingsPage() {
  const me = useMe();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  // The digest lists the workspace's campaigns and clients: for those who read the workspace.
  const readsWorkspace = usePermission('workspace:read');

  const onChange = async (changes: Partial<NotificationPreferences>) => {
    try {
      await update.mutateAsync(changes);
      toast.success('Notification preferences saved');
    } catch (e) {
      toast.error('Could not save your preference', {
        description: e instanceof ApiError ? e.message : 'Please try again.',
      });
    }
  };

  const shown = (saved: NotificationPreferences) =>
    update.isPending && update.variables ? { ...saved, ...update.variables } : saved;

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
            <>
              <NotificationToggles
                value={shown(preferences.data)}
                onChange={(key, on) => void onChange({ [key]: on })}
                disabled={update.isPending}
              />
              {readsWorkspace && (
                <AttentionDigestChoice
                  value={shown(preferences.data).attention_digest}
                  onChange={(value) => void onChange({ attention_digest: value })}
                  disabled={update.isPending}
                />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
