import { Archive, ArchiveRestore } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  useArchiveClient,
  useRestoreClient,
  useUpdateClient,
} from '@/web/features/clients/api/mutate-client';
import { ModelSettingSection } from '@/web/features/ai-usage/components/model-setting-section';
import { ClientForm } from '@/web/features/clients/components/client-form';
import { useWorkspaceClient } from './workspace-context';

/** /clients/{id}/edit: change the client, archive or restore it (managers only). */
export default function EditClientPage() {
  const client = useWorkspaceClient();
  const navigate = useNavigate();
  const update = useUpdateClient(client.id);
  const archive = useArchiveClient(client.id);
  const restore = useRestoreClient(client.id);
  const archived = Boolean(client.archived_at);

  const toggleArchive = async () => {
    try {
      if (archived) {
        await restore.mutateAsync();
        toast.success(`${client.name} restored`);
      } else {
        await archive.mutateAsync();
        toast.success(`${client.name} archived`);
        void navigate('/clients');
      }
    } catch (error) {
      toast.error(
        archived ? 'The client could not be restored' : 'The client could not be archived',
        {
          description: error instanceof Error ? error.message : undefined,
        },
      );
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>{`Edit ${client.name} — Stratagent`}</title>
      <h2 className="text-xl font-semibold">Edit client</h2>
      {archived && (
        <Alert>
          This client is archived: it is hidden from lists and selectors until restored.
        </Alert>
      )}
      <ClientForm
        key={client.updated_at}
        mode="edit"
        client={client}
        cancelTo={`/clients/${client.id}`}
        onSubmit={async (input) => {
          try {
            await update.mutateAsync(input);
            toast.success('Changes saved');
            void navigate(`/clients/${client.id}`);
          } catch (error) {
            toast.error('The changes could not be saved', {
              description: error instanceof Error ? error.message : undefined,
            });
            throw error;
          }
        }}
      />
      <ModelSettingSection clientId={client.id} canEdit />
      <section
        aria-labelledby="archive-heading"
        className="flex flex-col gap-3 rounded-xl border bg-card p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h3 id="archive-heading" className="font-semibold">
            {archived ? 'Restore this client' : 'Archive this client'}
          </h3>
          <p className="text-sm text-muted-foreground">
            {archived
              ? 'Brings the client back into lists and the client selector.'
              : 'Hides the client from lists and selectors; its work is kept and it can be restored.'}
          </p>
        </div>
        <Button
          variant={archived ? 'outline' : 'destructive'}
          disabled={archive.isPending || restore.isPending}
          onClick={() => void toggleArchive()}
        >
          {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {archived ? 'Restore client' : 'Archive client'}
        </Button>
      </section>
    </div>
  );
}
