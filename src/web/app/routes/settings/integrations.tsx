import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useApiKeys } from '@/web/features/api-keys/api/get-api-keys';
import { ApiAccessLocked } from '@/web/features/api-keys/components/api-access-locked';
import { ApiKeysList } from '@/web/features/api-keys/components/api-keys-list';
import { CreateApiKeyForm } from '@/web/features/api-keys/components/create-api-key-form';
import { IngestGuide } from '@/web/features/api-keys/components/ingest-guide';
import { useMe } from '@/web/lib/me';
import { usePermission } from '@/web/lib/use-permission';
import { SettingsHeader } from '@/web/features/settings/components/settings-header';

/**
 * /settings/integrations: API keys (unlocked after more than 50 AI interactions) and how to use
 * them. Keys are managed by the roles that create content; the others are told so.
 */
export default function IntegrationsSettingsPage() {
  const me = useMe();
  const canManageKeys = usePermission('keys:manage');
  const keys = useApiKeys({ enabled: canManageKeys });
  const unlocked = keys.data?.access.unlocked ?? false;

  if (me.isPending) return <LoadingState label="Loading your API keys..." />;
  if (!canManageKeys) {
    return (
      <div className="space-y-6">
        <SettingsHeader
          title="Integrations"
          description="Connect your own tools to Stratagent with API keys: send daily campaign metrics from your ad platforms and spreadsheets."
        />
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted">
              <Lock className="size-5 text-muted-foreground" aria-hidden="true" />
            </span>
            <h2 className="font-semibold">Only teammates who create content can manage API keys</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              Your role can read your organization&apos;s work but not connect tools to it. Ask an
              owner or admin if you need a key.
            </p>
            <Button asChild variant="outline" size="sm">
              <Link to="/settings">Back to settings</Link>
            </Button>
          </CardContent>
        </Card>
        <WebhooksLink />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <SettingsHeader
        title="Integrations"
        description="Connect your own tools to Stratagent with API keys: send daily campaign metrics from your ad platforms and spreadsheets."
      />
      <Card className="overflow-hidden">
        <CardHeader className="border-b">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold leading-tight">API keys</h2>
            {keys.data && (
              <Badge variant={unlocked ? 'success' : 'secondary'}>
                {unlocked ? 'Unlocked' : 'Locked'}
              </Badge>
            )}
          </div>
          <CardDescription>
            Keys act for your organization with the access you give them: read only, or read and
            write. They never manage your team, settings or other keys.
          </CardDescription>
        </CardHeader>
        {keys.isPending ? (
          <LoadingState label="Loading your API keys..." />
        ) : keys.isError ? (
          <ErrorState
            title="Could not load your API keys"
            message={keys.error.message}
            onRetry={() => void keys.refetch()}
          />
        ) : unlocked ? (
          <>
            <CardContent className="border-b pt-6">
              <CreateApiKeyForm />
            </CardContent>
            <ApiKeysList keys={keys.data.keys} />
          </>
        ) : (
          <ApiAccessLocked access={keys.data.access} />
        )}
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-semibold leading-tight">Send campaign metrics</h2>
          <CardDescription>
            Post daily impressions, clicks, conversions, spend and revenue for a campaign with a key
            that has read and write access.
          </CardDescription>
        </CardHeader>
        <IngestGuide origin={window.location.origin} />
      </Card>
      <WebhooksLink />
    </div>
  );
}

/** Webhooks have their own page (they are owners' and admins', keys are writers'). */
function WebhooksLink() {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-tight">Webhooks</h2>
        <CardDescription>
          The other direction: Stratagent posts signed events to your endpoints when outputs are
          saved, agent runs finish, approvals are given or metrics arrive.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline" size="sm">
          <Link to="/settings/webhooks">Manage webhooks</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
