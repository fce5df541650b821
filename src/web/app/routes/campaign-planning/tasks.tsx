import { ListChecks } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  isCalendarDay,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskStatus,
} from '@/shared/campaign-planning';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { usePlans } from '@/web/features/campaign-planning/api/get-plans';
import { useTasks } from '@/web/features/campaign-planning/api/get-tasks';
import type { TaskFilters } from '@/web/features/campaign-planning/api/keys';
import { TaskControls } from '@/web/features/campaign-planning/components/task-controls';
import { planningPaths } from '@/web/features/campaign-planning/lib/paths';
import { PlanningFrame } from './planning-frame';
import { useMembers } from './use-members';

const FILTER_KEYS = [
  'plan_id',
  'campaign_id',
  'assignee_id',
  'status',
  'due_from',
  'due_to',
] as const;

/** /campaign-planning/tasks: every plan's tasks, filtered, to assign and move along. */
export default function PlanningTasksPage() {
  return (
    <PlanningFrame
      title="Tasks"
      description="Every task of every plan, soonest due first. Filter them, assign them to a teammate and change their status."
    >
      <TasksBody />
    </PlanningFrame>
  );
}

function TasksBody() {
  const [params, setParams] = useSearchParams();
  const filters: TaskFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (!value) continue;
    if ((key === 'due_from' || key === 'due_to') && !isCalendarDay(value)) continue;
    if (key === 'status' && !TASK_STATUSES.includes(value as TaskStatus)) continue;
    (filters as Record<string, string>)[key] = value;
  }
  const tasks = useTasks(filters);
  const plans = usePlans();
  const members = useMembers();
  const canWrite = usePermission('content:write');
  const campaigns = [
    ...new Map((plans.data ?? []).map((p) => [p.campaign_id, p.campaign_name])).entries(),
  ];
  const set = (key: (typeof FILTER_KEYS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className="space-y-4">
      <form
        aria-label="Filter tasks"
        onSubmit={(e) => e.preventDefault()}
        className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <FormField label="Plan">
          <NativeSelect
            value={filters.plan_id ?? ''}
            onChange={(e) => set('plan_id', e.target.value)}
          >
            <option value="">All plans</option>
            {plans.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Campaign">
          <NativeSelect
            value={filters.campaign_id ?? ''}
            onChange={(e) => set('campaign_id', e.target.value)}
          >
            <option value="">All campaigns</option>
            {campaigns.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Assignee">
          <NativeSelect
            value={filters.assignee_id ?? ''}
            onChange={(e) => set('assignee_id', e.target.value)}
          >
            <option value="">Anyone</option>
            <option value="unassigned">Unassigned</option>
            {members?.map((m) => (
              <option key={m.user_id} value={m.user_id}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Status">
          <NativeSelect
            value={filters.status ?? ''}
            onChange={(e) => set('status', e.target.value)}
          >
            <option value="">Any status</option>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {TASK_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Due from">
          <Input
            type="date"
            value={filters.due_from ?? ''}
            onChange={(e) => set('due_from', e.target.value)}
          />
        </FormField>
        <FormField label="Due to">
          <Input
            type="date"
            value={filters.due_to ?? ''}
            onChange={(e) => set('due_to', e.target.value)}
          />
        </FormField>
      </form>
      {tasks.isPending ? (
        <LoadingState label="Loading tasks..." />
      ) : tasks.isError ? (
        <ErrorState message={tasks.error.message} onRetry={() => void tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title={filtered ? 'No task matches these filters' : 'No tasks yet'}
          action={
            filtered ? (
              <Button
                variant="outline"
                onClick={() => setParams(new URLSearchParams(), { replace: true })}
              >
                Clear the filters
              </Button>
            ) : (
              <Button asChild>
                <Link to={planningPaths.root}>Plan a campaign</Link>
              </Button>
            )
          }
        >
          {filtered
            ? 'Change or clear the filters to see more.'
            : 'Tasks appear once a campaign is planned.'}
        </EmptyState>
      ) : (
        <ul aria-label="Tasks" className="divide-y rounded-xl border bg-card">
          {tasks.data.map((task) => (
            <li
              key={task.id}
              className="grid gap-3 p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]"
            >
              <div className="min-w-0">
                <p className="font-medium">{task.title}</p>
                <p className="text-xs text-muted-foreground">
                  <Link to={planningPaths.plan(task.plan_id)} className="hover:underline">
                    {task.plan_name}
                  </Link>{' '}
                  · {task.phase_name}
                  {task.channel ? ` · ${task.channel}` : ''}
                  {task.owner_role ? ` · ${task.owner_role}` : ''}
                </p>
              </div>
              <TaskControls task={task} members={members} canWrite={canWrite} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
