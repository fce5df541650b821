import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_RUN_STATUSES, type SessionDetail } from '@/shared/agent-runs';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getSession = (sessionId: string) =>
  api<SessionDetail>(`/agent-sessions/${encodeURIComponent(sessionId)}`);

/** Another organization's session, a deleted one or a malformed id all read as "not found". */
export const isSessionNotFound = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

export const isRunActive = (detail: SessionDetail | undefined) =>
  Boolean(detail?.runs[0] && ACTIVE_RUN_STATUSES.includes(detail.runs[0].status));

/**
 * The session with its runs, messages and outputs. While a run is in progress and this tab
 * is not the one streaming it (a reload, another tab), it polls until the run ends.
 */
export const sessionQueryOptions = (sessionId: string, { poll }: { poll: boolean }) =>
  queryOptions({
    queryKey: queryKeys.agentSessions.detail(sessionId),
    queryFn: () => getSession(sessionId),
    retry: (failures, error) => !isSessionNotFound(error) && failures < 1,
    refetchInterval: (query) => (poll && isRunActive(query.state.data) ? 2000 : false),
  });

export const useSession = (sessionId: string, options: { poll: boolean }) =>
  useQuery(sessionQueryOptions(sessionId, options));
