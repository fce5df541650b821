import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import {
  useCreateWorkflow,
  useWorkflowTemplates,
  type WorkflowTemplateView,
} from '@/web/features/workflows/api/workflows';
import { StepPreview } from '@/web/features/workflows/components/step-preview';
import { workflowPaths } from '@/web/features/workflows/lib/paths';
import { useWorkflowClients } from './use-client-names';

function TemplateCard({ template }: { template: WorkflowTemplateView }) {
  const canWrite = usePermission('content:write');
  const clients = useWorkflowClients();
  const create = useCreateWorkflow();
  const navigate = useNavigate();
  const [clientId, setClientId] = useState('');
  const needsClient = template.for_client;
  const blocked = needsClient
    ? !clients.isAgency
      ? 'This template runs for an agency’s client.'
      : clients.options.length === 0 && !clients.isPending
        ? 'Add a client first: this template runs for one.'
        : null
    : null;

  const use = () =>
    create.mutate(
      {
        name: template.name,
        template_id: template.id,
        ...(needsClient ? { client_id: clientId } : {}),
      },
      { onSuccess: (workflow) => void navigate(workflowPaths.edit(workflow.id)) },
    );

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>{template.name}</CardTitle>
        <CardDescription>{template.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <StepPreview graph={template.graph} label={`Steps of ${template.name}`} />
        {canWrite && (
          <form
            className="mt-auto space-y-3"
            aria-label={`Use ${template.name}`}
            onSubmit={(e) => {
              e.preventDefault();
              use();
            }}
          >
            {needsClient && clients.isAgency && clients.options.length > 0 && (
              <FormField label="Client">
                <NativeSelect
                  required
                  value={clientId}
                  onChange={(e) => setClientId(e.target.value)}
                >
                  <option value="">Choose the client</option>
                  {clients.options.map((client) => (
                    <option key={client.id} value={client.id}>
                      {client.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            {blocked && (
              <p className="text-sm text-muted-foreground">
                {blocked}{' '}
                {clients.isAgency && (
                  <Link className="underline underline-offset-4" to="/clients/new">
                    Add a client
                  </Link>
                )}
              </p>
            )}
            {create.error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {create.error.message}
              </p>
            )}
            <Button
              type="submit"
              aria-label={`Use template ${template.name}`}
              loading={create.isPending}
              disabled={Boolean(blocked) || (needsClient && !clientId) || create.isPending}
            >
              Use template
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** /workflow/templates: the built-in workflows, each a starting point to edit. */
export default function WorkflowTemplatesPage() {
  const templates = useWorkflowTemplates();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Workflow templates"
        description="Start from a workflow that already works, then change its steps in the editor."
        back={{ to: workflowPaths.list, label: 'Workflows' }}
      />
      {templates.isPending ? (
        <LoadingState label="Loading templates..." />
      ) : templates.isError ? (
        <ErrorState message={templates.error.message} onRetry={() => void templates.refetch()} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {templates.data.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </div>
      )}
    </div>
  );
}
