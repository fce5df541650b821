import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { NotificationPreferences } from '@/shared/settings';
import { ErrorState } from '@/web/components/error-state';
import { AuthShell } from '@/web/components/layouts/public-layout';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { LoadingState } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useNotificationPreferences } from '@/web/features/settings/api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '@/web/features/settings/api/update-notification-preferences';
import { NotificationToggles } from '@/web/features/settings/components/notification-toggles';
import { ApiError } from '@/web/lib/api-client';

/** /onboarding/preferences: an optional step to choose the e-mails Stratagent sends. */
export default function PreferencesPage() {
  const navigate = useNavigate();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [changes, setChanges] = useState<Partial<NotificationPreferences>>({});
  const [error, setError] = useState<string | null>(null);

  const onContinue = async () => {
    setError(null);
    try {
      if (Object.keys(changes).length > 0) await update.mutateAsync(changes);
      navigate(paths.dashboard);
    } catch (e) {
      setError(
        e instanceof ApiError ? e.message : 'Could not save your preferences. Please try again.',
      );
    }
  };

  return (
    <AuthShell
      title="Your notifications"
      description="Choose which e-mails Stratagent sends you. You can change this any time in Settings → Notifications."
    >
      <title>Your notifications — Stratagent</title>
      <div className="grid gap-4">
        <p className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-primary">
          <Bell className="size-4" aria-hidden="true" /> Optional step 2 of 2
        </p>
        {error && <Alert variant="destructive">{error}</Alert>}
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
            value={{ ...preferences.data, ...changes }}
            onChange={(key, on) => setChanges((current) => ({ ...current, [key]: on }))}
            disabled={update.isPending}
          />
        )}
        <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-between">
          <Button
            variant="ghost"
            onClick={() => navigate(paths.dashboard)}
            disabled={update.isPending}
          >
            Skip
          </Button>
          <Button
            onClick={() => void onContinue()}
            loading={update.isPending}
            disabled={!preferences.data}
          >
            Continue
          </Button>
        </div>
      </div>
    </AuthShell>
  );
}
