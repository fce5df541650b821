import type { TaskStatus } from '@/shared/campaign-planning';

export type TaskFilters = {
  plan_id?: string;
  campaign_id?: string;
  assignee_id?: string;
  status?: TaskStatus;
  due_from?: string;
  due_to?: string;
};

/** The Campaign Planning feature's query keys: invalidating `all` refreshes every view of plans. */
export const planningKeys = {
  all: ['campaign-planning'] as const,
  plans: (campaignId?: string) => ['campaign-planning', 'plans', campaignId ?? null] as const,
  plan: (planId: string) => ['campaign-planning', 'plan', planId] as const,
  tasks: (filters: TaskFilters) => ['campaign-planning', 'tasks', filters] as const,
  calendar: (from: string, to: string) => ['campaign-planning', 'calendar', from, to] as const,
  rules: ['campaign-planning', 'rules'] as const,
};

/** Plans and tasks change when a teammate moves a task: a minute is fresh enough. */
export const PLANNING_STALE_TIME = 60_000;

export const toQuery = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};
