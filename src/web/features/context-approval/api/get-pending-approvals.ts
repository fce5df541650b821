import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@/shared/constants';
import type { ContextHistoryRecord } from '@/shared/context-extraction';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getPendingApprovals = () =>
  api<ContextHistoryRecord[]>('/business-context/pending-approvals');

/** Seed 001 §7: polled every 30 s. */
export const pendingApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.businessContext.pendingApprovals,
    queryFn: getPendingApprovals,
    refetchInterval: TIMINGS.pendingApprovalsPollMs,
    staleTime: TIMINGS.pendingApprovalsPollMs,
    retry: false,
  });

export const usePendingApprovals = () => useQuery(pendingApprovalsQueryOptions());
