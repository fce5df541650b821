import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/web/components/ui/page-header';
import { useCreateClient } from '@/web/features/clients/api/mutate-client';
import { ClientForm } from '@/web/features/clients/components/client-form';

/** /clients/new: add a client (managers only, see ./routes.tsx). */
export default function NewClientPage() {
  const navigate = useNavigate();
  const create = useCreateClient();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Add Client"
        back={{ to: '/clients', label: 'All Clients' }}
        description="Only the name is required. The brand kit themes this client's portal."
      />
      <ClientForm
        mode="create"
        cancelTo="/clients"
        onSubmit={async (input) => {
          try {
            const client = await create.mutateAsync(input);
            toast.success(`${client.name} added`);
            void navigate(`/clients/${client.id}`);
          } catch (error) {
            toast.error('The client could not be added', {
              description: error instanceof Error ? error.message : undefined,
            });
            throw error;
          }
        }}
      />
    </div>
  );
}
