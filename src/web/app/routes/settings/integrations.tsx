import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useApiKeys } from '@/web/features/api-keys/api/get-api-keys';
import { ApiAccessLocked } from '@/web/features/api-keys/components/api-access-locked';
import { ApiKeysList } from '@/web/features/api-keys/components/api-keys-list';
import { CreateApiKeyForm } from '@/web/features/api-keys/components/create-api-key-form';
import { IngestGuide } from '@/web/features/api-keys/components/ingest-guide';
import { SettingsHeader } from '@/web/features/settings/components/settings-header';

/** /settings/integrations: API keys (unlocked after more than 50 AI interactions) and how to use them. */
export default function IntegrationsSettingsPage() {
  const keys = useApiKeys();
  const unlocked = keys.data?.access.unlocked ?? false;

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
            {keys.data && <Badge variant={unlocked ? 'success' : 'secondary'}>{unlocked ? 'Unlocked' : 'Locked'}</Badge>}
          </div>
          <CardDescription>Keys act for your organization. They cannot create or revoke other keys.</CardDescription>
        </CardHeader>
        {keys.isPending ? (
          <LoadingState label="Loading your API keys..." />
        ) : keys.isError ? (
          <ErrorState title="Could not load your API keys" message={keys.error.message} onRetry={() => void keys.refetch()} />
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
            Post daily impressions, clicks, conversions, spend and revenue for a campaign with an API key.
          </CardDescription>
        </CardHeader>
        <IngestGuide origin={window.location.origin} />
      </Card>
    </div>
  );
}
