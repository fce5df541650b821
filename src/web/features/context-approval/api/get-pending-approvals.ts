import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@/shared/constants';
import type { ContextHistoryRecord } from '@/shared/context-extraction';
import { api } from '@/web/lib/api-client';

export const getPendingApprovals = () =>
  api<ContextHistoryRecord[]>('/business-context/pending-approvals');

export const pendingApprovalsQueryKey = ['business-context', 'pending-approvals'] as const;

/** Seed 001 §7: polled every 30 s. */
export const pendingApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: pendingApprovalsQueryKey,
    queryFn: getPendingApprovals,
    refetchInterval: TIMINGS.pendingApprovalsPollMs,
    staleTime: TIMINGS.pendingApprovalsPollMs,
    retry: false,
  });

export const usePendingApprovals = () => useQuery(pendingApprovalsQueryOptions());
