import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanDetail } from '@/shared/campaign-planning';
import { api, ApiError } from '@/web/lib/api-client';
import { PLANNING_STALE_TIME, planningKeys } from './keys';

export const getPlan = (planId: string) =>
  api<PlanDetail>(`/campaign-planning/plans/${encodeURIComponent(planId)}`);

export const isPlanNotFound = (error: unknown) =>
  error instanceof ApiError && [400, 404].includes(error.status);

export const planQueryOptions = (planId: string) =>
  queryOptions({
    queryKey: planningKeys.plan(planId),
    queryFn: () => getPlan(planId),
    staleTime: PLANNING_STALE_TIME,
    retry: (failures, error) => !isPlanNotFound(error) && failures < 1,
  });

export const usePlan = (planId: string, enabled = true) =>
  useQuery({ ...planQueryOptions(planId), enabled: enabled && Boolean(planId) });
