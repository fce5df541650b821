import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { PageHeader } from '@/web/components/ui/page-header';
import { useCreateWorkflow } from '@/web/features/workflows/api/workflows';
import { workflowPaths } from '@/web/features/workflows/lib/paths';
import { useWorkflowClients } from './use-client-names';

/** /workflow/builder: a new workflow from nothing: name it, then draw it in the editor. */
export default function WorkflowBuilderPage() {
  const [name, setName] = useState('');
  const [clientId, setClientId] = useState('');
  const [touched, setTouched] = useState(false);
  const clients = useWorkflowClients();
  const create = useCreateWorkflow();
  const navigate = useNavigate();
  const error = touched && !name.trim() ? 'Name the workflow' : undefined;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title="New workflow"
        description="It starts with a trigger you run by hand; add the steps in the editor next."
        back={{ to: workflowPaths.list, label: 'Workflows' }}
      />
      <Card>
        <CardContent className="pt-6">
          <form
            className="space-y-4"
            aria-label="New workflow"
            onSubmit={(e) => {
              e.preventDefault();
              setTouched(true);
              if (!name.trim()) return;
              create.mutate(
                { name: name.trim(), ...(clientId ? { client_id: clientId } : {}) },
                { onSuccess: (workflow) => void navigate(workflowPaths.edit(workflow.id)) },
              );
            }}
          >
            <FormField label="Name" error={error}>
              <Input
                value={name}
                maxLength={120}
                onChange={(e) => setName(e.target.value)}
                onBlur={() => setTouched(true)}
              />
            </FormField>
            {clients.isAgency && clients.options.length > 0 && (
              <FormField
                label="Client"
                hint="A workflow for a client can ask the client to approve and publish to their portal."
              >
                <NativeSelect value={clientId} onChange={(e) => setClientId(e.target.value)}>
                  <option value="">No client: for the agency</option>
                  {clients.options.map((client) => (
                    <option key={client.id} value={client.id}>
                      {client.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            {create.error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {create.error.message}
              </p>
            )}
            <Button type="submit" loading={create.isPending} disabled={create.isPending}>
              Create and open the editor
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
