import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentOutput } from '@/shared/agent-runs';
import { api, ApiError } from '@/web/lib/api-client';

export const getOutput = (outputId: string) =>
  api<AgentOutput>(`/outputs/${encodeURIComponent(outputId)}`);

export const outputQueryKey = (outputId: string) => ['outputs', 'detail', outputId] as const;

/** Another organization's output, a deleted one or a malformed id all read as "not found". */
export const isOutputNotFound = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

export const outputQueryOptions = (outputId: string) =>
  queryOptions({
    queryKey: outputQueryKey(outputId),
    queryFn: () => getOutput(outputId),
    retry: (failures, error) => !isOutputNotFound(error) && failures < 1,
  });

export const useOutput = (outputId: string, enabled = true) =>
  useQuery({ ...outputQueryOptions(outputId), enabled });

/** Where the Markdown export downloads from. */
export const outputExportUrl = (outputId: string) =>
  `/api/v1/outputs/${encodeURIComponent(outputId)}/export.md`;
