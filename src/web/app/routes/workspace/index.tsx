import { ErrorState } from '@/web/components/error-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { useMe } from '@/web/lib/me';
import { useWorkspace } from '@/web/features/workspace/api/get-workspace';
import { WorkspaceOverview } from '@/web/features/workspace/components/workspace-overview';

/** /workspace: the workspace of the signed-in user's organization. */
export default function WorkspacePage() {
  const me = useMe();
  const orgId = me.data?.organization?.id;
  const workspace = useWorkspace(orgId);
  if (!orgId)
    return (
      <ErrorState
        title="No Organization Found"
        message="Your account is not part of an organization."
      />
    );
  if (workspace.isPending) return <LoadingState label="Loading your workspace..." />;
  if (workspace.isError) {
    return (
      <ErrorState
        title="Could not load your workspace"
        message={workspace.error.message}
        onRetry={() => void workspace.refetch()}
      />
    );
  }
  return <WorkspaceOverview workspace={workspace.data} />;
}
