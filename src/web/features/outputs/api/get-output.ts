import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentOutput } from '@/shared/agent-runs';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getOutput = (outputId: string) =>
  api<AgentOutput>(`/outputs/${encodeURIComponent(outputId)}`);

/** Another organization's output, a deleted one or a malformed id all read as "not found". */
export const isOutputNotFound = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

export const outputQueryOptions = (outputId: string) =>
  queryOptions({
    queryKey: queryKeys.outputs.detail(outputId),
    queryFn: () => getOutput(outputId),
    retry: (failures, error) => !isOutputNotFound(error) && failures < 1,
  });

export const useOutput = (outputId: string, enabled = true) =>
  useQuery({ ...outputQueryOptions(outputId), enabled });

/** Where the Markdown export downloads from. */
export const outputExportUrl = (outputId: string) =>
  `/api/v1/outputs/${encodeURIComponent(outputId)}/export.md`;
