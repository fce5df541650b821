/** The workflows API: workflows, templates and runs (one client, keys from one factory). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FRESHNESS } from '@/shared/dashboard';
import {
  FINISHED_RUN_STATUSES,
  type Workflow,
  type WorkflowGraph,
  type WorkflowRun,
  type WorkflowRunSummary,
  type WorkflowSummary,
  type WorkflowTemplateId,
} from '@/shared/workflows';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type WorkflowTemplateView = {
  id: WorkflowTemplateId;
  name: string;
  description: string;
  for_client: boolean;
  graph: WorkflowGraph;
};

/** How often a run that is not over is read again. */
export const RUN_POLL_MS = 2_000;

/** 400 (a malformed id) and 404 (not the organization's): the page shows "not found". */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
const retry = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;

const workflowPath = (id: string) => `/workflows/${encodeURIComponent(id)}`;
const runPath = (workflowId: string, runId: string) =>
  `${workflowPath(workflowId)}/runs/${encodeURIComponent(runId)}`;

export const isFinished = (run: Pick<WorkflowRunSummary, 'status'>) =>
  FINISHED_RUN_STATUSES.includes(run.status);

export const useWorkflows = () =>
  useQuery({
    queryKey: queryKeys.workflows.list,
    queryFn: () => api<WorkflowSummary[]>('/workflows'),
    staleTime: FRESHNESS.dashboardLists,
    retry,
  });

export const useWorkflowTemplates = () =>
  useQuery({
    queryKey: queryKeys.workflows.templates,
    queryFn: () => api<WorkflowTemplateView[]>('/workflows/templates'),
    staleTime: Infinity,
    retry,
  });

export const useWorkflow = (id: string) =>
  useQuery({
    queryKey: queryKeys.workflows.detail(id),
    queryFn: () => api<Workflow>(workflowPath(id)),
    staleTime: FRESHNESS.dashboardLists,
    retry,
  });

export const useWorkflowRuns = (workflowId: string) =>
  useQuery({
    queryKey: queryKeys.workflows.runs(workflowId),
    queryFn: () => api<WorkflowRunSummary[]>(`${workflowPath(workflowId)}/runs`),
    retry,
  });

/** The latest runs of every workflow (/workflow/history). */
export const useAllWorkflowRuns = () =>
  useQuery({
    queryKey: queryKeys.workflows.allRuns,
    queryFn: () => api<WorkflowRunSummary[]>('/workflow-runs'),
    retry,
  });

/** One run, read again every 2 s until it is over. */
export const useWorkflowRun = (workflowId: string, runId: string | null) =>
  useQuery({
    queryKey: queryKeys.workflows.run(workflowId, runId ?? ''),
    queryFn: () => api<WorkflowRun>(runPath(workflowId, runId!)),
    enabled: Boolean(runId),
    retry,
    refetchInterval: (query) =>
      query.state.data && isFinished(query.state.data) ? false : RUN_POLL_MS,
  });

export type CreateWorkflowInput = {
  name: string;
  description?: string | null;
  client_id?: string | null;
  template_id?: WorkflowTemplateId;
  graph?: WorkflowGraph;
};

export function useCreateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWorkflowInput) =>
      api<Workflow>('/workflows', { method: 'POST', body: input }),
    onSuccess: (workflow) => {
      queryClient.setQueryData(queryKeys.workflows.detail(workflow.id), workflow);
      void queryClient.invalidateQueries({ queryKey: queryKeys.workflows.list });
    },
  });
}

export function useUpdateWorkflow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name?: string; description?: string | null; graph?: WorkflowGraph }) =>
      api<Workflow>(workflowPath(id), { method: 'PATCH', body: input }),
    onSuccess: (workflow) => {
      queryClient.setQueryData(queryKeys.workflows.detail(id), workflow);
      void queryClient.invalidateQueries({ queryKey: queryKeys.workflows.list });
    },
  });
}

export function useDeleteWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(workflowPath(id), { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.workflows.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.workflows.list });
    },
  });
}

/** Every change to a run answers the run: it replaces the cached one and the run list is re-read. */
function useRunMutation<V>(workflowId: string, request: (variables: V) => Promise<WorkflowRun>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (run) => {
      queryClient.setQueryData(queryKeys.workflows.run(workflowId, run.id), run);
      void queryClient.invalidateQueries({ queryKey: queryKeys.workflows.runs(workflowId) });
    },
  });
}

export const useStartRun = (workflowId: string) =>
  useRunMutation(workflowId, () =>
    api<WorkflowRun>(`${workflowPath(workflowId)}/runs`, { method: 'POST', body: {} }),
  );

export const useCancelRun = (workflowId: string) =>
  useRunMutation(workflowId, (runId: string) =>
    api<WorkflowRun>(`${runPath(workflowId, runId)}/cancel`, { method: 'POST', body: {} }),
  );

export const useRetryRun = (workflowId: string) =>
  useRunMutation(workflowId, (runId: string) =>
    api<WorkflowRun>(`${runPath(workflowId, runId)}/retry`, { method: 'POST', body: {} }),
  );

export const useApproveStep = (workflowId: string) =>
  useRunMutation(
    workflowId,
    ({ runId, stepId, contentHash }: { runId: string; stepId: string; contentHash: string }) =>
      api<WorkflowRun>(
        `${runPath(workflowId, runId)}/steps/${encodeURIComponent(stepId)}/approve`,
        { method: 'POST', body: { content_hash: contentHash } },
      ),
  );

export const useRejectStep = (workflowId: string) =>
  useRunMutation(
    workflowId,
    ({ runId, stepId, comment }: { runId: string; stepId: string; comment: string }) =>
      api<WorkflowRun>(`${runPath(workflowId, runId)}/steps/${encodeURIComponent(stepId)}/reject`, {
        method: 'POST',
        body: { comment },
      }),
  );
