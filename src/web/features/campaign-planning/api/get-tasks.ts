import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanTask } from '@/shared/campaign-planning';
import { api } from '@/web/lib/api-client';
import { PLANNING_STALE_TIME, planningKeys, toQuery, type TaskFilters } from './keys';

export const getTasks = (filters: TaskFilters) =>
  api<PlanTask[]>(`/campaign-planning/tasks${toQuery(filters)}`);

export const tasksQueryOptions = (filters: TaskFilters) =>
  queryOptions({
    queryKey: planningKeys.tasks(filters),
    queryFn: () => getTasks(filters),
    staleTime: PLANNING_STALE_TIME,
  });

export const useTasks = (filters: TaskFilters, enabled = true) =>
  useQuery({ ...tasksQueryOptions(filters), enabled });
