import { skipToken, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { queryKeys } from '@/web/lib/query-keys';
import { isUuid } from './breadcrumbs';

/**
 * The name of the workflow a /workflow/{id}/… page shows, for the breadcrumbs: read from the
 * page's own cache entry (never fetched here, so the shell carries no workflow code).
 */
export function useRouteWorkflowName(): string | null {
  const { pathname } = useLocation();
  const [root, id] = pathname.split('/').filter(Boolean);
  const workflowId = root === 'workflow' && isUuid(id) ? id : null;
  const workflow = useQuery<{ name: string }>({
    queryKey: queryKeys.workflows.detail(workflowId ?? ''),
    queryFn: skipToken,
    enabled: workflowId !== null,
  });
  return workflowId ? (workflow.data?.name ?? null) : null;
}
