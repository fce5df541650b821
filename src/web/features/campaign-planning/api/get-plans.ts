import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanSummary } from '@/shared/campaign-planning';
import { api } from '@/web/lib/api-client';
import { PLANNING_STALE_TIME, planningKeys, toQuery } from './keys';

export const getPlans = (campaignId?: string) =>
  api<PlanSummary[]>(`/campaign-planning/plans${toQuery({ campaign_id: campaignId })}`);

export const plansQueryOptions = (campaignId?: string) =>
  queryOptions({
    queryKey: planningKeys.plans(campaignId),
    queryFn: () => getPlans(campaignId),
    staleTime: PLANNING_STALE_TIME,
  });

export const usePlans = (campaignId?: string, enabled = true) =>
  useQuery({ ...plansQueryOptions(campaignId), enabled });
