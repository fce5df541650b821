import { useQueryClient } from '@tanstack/react-query';
import type { BusinessContextInput } from '@/shared/schemas';
import { canManageTeam } from '@/shared/permissions';
import { ErrorState } from '@/web/components/error-state';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useMe } from '@/web/lib/me';
import { usePermission } from '@/web/lib/use-permission';
import {
  useBusinessContext,
  useSaveBusinessContext,
} from '@/web/features/business-context/api/business-context';
import { SettingsHeader } from '@/web/features/settings/components/settings-header';
import { BusinessContextForm } from '@/web/features/workspace/components/business-context-form';
import { OrganizationForm } from '@/web/features/workspace/components/organization-form';
import { queryKeys } from '@/web/lib/query-keys';

/** /settings/workspace: the organization (owners and admins) and its business context. */
export default function WorkspaceSettingsPage() {
  const me = useMe();
  const canEditContext = usePermission('content:write');
  const organization = me.data?.organization ?? null;
  const context = useBusinessContext(organization?.id);
  const save = useSaveBusinessContext(organization?.id ?? '');
  const queryClient = useQueryClient();
  const saveContext = async (input: BusinessContextInput) => {
    await save.mutateAsync(input);
    // The workspace overview summarises the context.
    await queryClient.invalidateQueries({ queryKey: queryKeys.workspaces.all });
  };

  return (
    <div className="space-y-6">
      <SettingsHeader
        title="Workspace"
        description="How your organization appears, and what your agents know about your business."
      />
      {!organization ? (
        <ErrorState
          title="No Organization Found"
          message="Your account is not part of an organization."
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Card>
            <CardHeader>
              <h2 className="font-semibold leading-tight">Organization</h2>
              <CardDescription>
                The name your team sees and the address of your workspace.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <OrganizationForm
                organization={organization}
                canManage={canManageTeam(me.data?.roles ?? [])}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="font-semibold leading-tight">Business context</h2>
              <CardDescription>
                Every agent grounds its strategies, personas and content in this.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {context.isPending ? (
                <LoadingState label="Loading your business context..." />
              ) : context.isError ? (
                <ErrorState
                  title="Could not load the business context"
                  message={context.error.message}
                  onRetry={() => void context.refetch()}
                />
              ) : (
                <BusinessContextForm
                  initial={context.data}
                  fallbackName={organization.name}
                  canEdit={canEditContext}
                  onSave={saveContext}
                />
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
