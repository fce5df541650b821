import { useParams } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { useWorkspace } from '@/web/features/workspace/api/get-workspace';
import { WorkspaceNotFound } from '@/web/features/workspace/components/workspace-not-found';
import { WorkspaceOverview } from '@/web/features/workspace/components/workspace-overview';
import { ApiError } from '@/web/lib/api-client';

/** /workspace/{workspaceId}: one of the user's workspaces; any other id is not found. */
export default function WorkspaceDetailPage() {
  const { workspaceId } = useParams();
  const workspace = useWorkspace(workspaceId);
  if (workspace.isPending) return <LoadingState label="Loading the workspace..." />;
  if (workspace.isError) {
    if (workspace.error instanceof ApiError && workspace.error.status === 404)
      return <WorkspaceNotFound />;
    return (
      <ErrorState
        title="Could not load the workspace"
        message={workspace.error.message}
        onRetry={() => void workspace.refetch()}
      />
    );
  }
  return <WorkspaceOverview workspace={workspace.data} />;
}
