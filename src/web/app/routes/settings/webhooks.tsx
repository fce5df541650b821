import { Lock, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { useMe } from '@/web/lib/me';
import { usePermission } from '@/web/lib/use-permission';
import { SettingsHeader } from '@/web/features/settings/components/settings-header';
import { useWebhooks } from '@/web/features/webhooks/api/get-webhooks';
import { CreateWebhookForm } from '@/web/features/webhooks/components/create-webhook-form';
import { WebhookCard } from '@/web/features/webhooks/components/webhook-card';
import { WebhookGuide } from '@/web/features/webhooks/components/webhook-guide';
import { WebhookSecretDialog } from '@/web/features/webhooks/components/webhook-secret-dialog';

const DESCRIPTION =
  'Stratagent posts a signed JSON message to your endpoint when an output is saved, an agent run finishes, an approval is given or campaign metrics arrive.';

/**
 * /settings/webhooks (linked from /settings and /settings/integrations): the organization's
 * webhooks, each with its delivery log. Owners and admins only, as on the server.
 */
export default function WebhooksSettingsPage() {
  const me = useMe();
  const canManage = usePermission('org:manage');
  const webhooks = useWebhooks({ enabled: canManage });
  const [secret, setSecret] = useState<{ secret: string; url: string; rotated: boolean } | null>(
    null,
  );

  if (me.isPending) return <LoadingState label="Loading your webhooks..." />;
  if (!canManage) {
    return (
      <div className="space-y-6">
        <title>Webhooks — Stratagent</title>
        <SettingsHeader title="Webhooks" description={DESCRIPTION} />
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted">
              <Lock className="size-5 text-muted-foreground" aria-hidden="true" />
            </span>
            <h2 className="font-semibold">Only owners and admins can manage webhooks</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              Webhooks send your organization&apos;s events to other systems. Ask an owner or admin
              if you need one.
            </p>
            <Button asChild variant="outline" size="sm">
              <Link to="/settings">Back to settings</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <title>Webhooks — Stratagent</title>
      <SettingsHeader title="Webhooks" description={DESCRIPTION} />
      <Card>
        <CardHeader className="border-b">
          <h2 className="font-semibold leading-tight">Add a webhook</h2>
          <CardDescription>
            Choose the events to send. The signing secret is shown once, when the webhook is
            created.
          </CardDescription>
        </CardHeader>
        <CardContent className="pt-6">
          <CreateWebhookForm onCreated={(created) => setSecret({ ...created, rotated: false })} />
        </CardContent>
      </Card>

      <section aria-labelledby="webhooks-heading" className="space-y-3">
        <h2 id="webhooks-heading" className="text-lg font-semibold">
          Your webhooks
        </h2>
        {webhooks.isPending ? (
          <LoadingState label="Loading your webhooks..." />
        ) : webhooks.isError ? (
          <ErrorState
            title="Could not load your webhooks"
            message={webhooks.error.message}
            onRetry={() => void webhooks.refetch()}
          />
        ) : webhooks.data.length === 0 ? (
          <EmptyState icon={Webhook} title="No webhooks yet">
            Add an endpoint above to receive your organization&apos;s events as they happen.
          </EmptyState>
        ) : (
          webhooks.data.map((webhook) => (
            <WebhookCard
              key={webhook.id}
              webhook={webhook}
              onSecret={(shown) => setSecret({ ...shown, rotated: true })}
            />
          ))
        )}
      </section>

      <Card>
        <CardHeader>
          <h2 className="font-semibold leading-tight">Verify a delivery</h2>
          <CardDescription>
            Check the signature over the raw body before trusting a delivery.
          </CardDescription>
        </CardHeader>
        <WebhookGuide />
      </Card>
      <WebhookSecretDialog shown={secret} onClose={() => setSecret(null)} />
    </div>
  );
}
