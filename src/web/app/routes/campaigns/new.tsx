import { toast } from 'sonner';
import { CAMPAIGN_MESSAGES } from '@/shared/campaigns';
import { LoadingState } from '@/web/components/ui/spinner';
import { useMe } from '@/web/lib/me';
import { useClientOptions } from '@/web/features/campaigns/api/get-client-options';
import { useCreateCampaign } from '@/web/features/campaigns/api/create-campaign';
import { CampaignForm } from '@/web/features/campaigns/components/campaign-form';
import { useActiveClient, useScopedNavigate } from '@/web/lib/active-client';

export default function NewCampaignPage() {
  const me = useMe();
  const navigate = useScopedNavigate();
  const active = useActiveClient();
  const create = useCreateCampaign();
  const isAgency = me.data?.organization?.type === 'AGENCY';
  const clients = useClientOptions(isAgency);

  if (me.isPending || (isAgency && clients.isPending && clients.fetchStatus !== 'idle'))
    return <LoadingState />;

  const activeClients = (clients.data ?? []).filter((client) => !client.archived_at);
  const clientOptions = isAgency && activeClients.length > 0 ? activeClients : undefined;
  const requestedClient = active.clientId;
  const defaultClientId = clientOptions?.some((client) => client.id === requestedClient)
    ? requestedClient
    : undefined;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>New campaign — Stratagent</title>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">New campaign</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Only the name is required. The more you fill in, the more specific your agents' work for
          this campaign will be.
        </p>
      </div>
      <CampaignForm
        mode="create"
        clients={clientOptions}
        defaultClientId={defaultClientId}
        cancelTo="/campaigns"
        onSubmit={async (input) => {
          try {
            const campaign = await create.mutateAsync(input);
            toast.success(CAMPAIGN_MESSAGES.created);
            void navigate(`/campaigns/${campaign.id}`);
          } catch (error) {
            toast.error(CAMPAIGN_MESSAGES.createFailed, {
              description: error instanceof Error ? error.message : undefined,
            });
            // The form marks the field the server names, and keeps every value typed.
            throw error;
          }
        }}
      />
    </div>
  );
}
