import { useState } from 'react';
import {
  isCalendarDay,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type PlanTask,
  type TaskStatus,
} from '@/shared/campaign-planning';
import { Badge } from '@/web/components/ui/badge';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { useTaskUpdate } from '../hooks/use-task-update';
import { shortDay } from '../lib/calendar';

export type Member = { user_id: string; name: string };

const STATUS_VARIANT = { todo: 'outline', in_progress: 'warning', done: 'success' } as const;

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{TASK_STATUS_LABELS[status]}</Badge>;
}

/**
 * A task's status, assignee and due date as controls (a writer) or as text (a reader), each
 * named after the task so a screen reader knows which row it changes.
 */
export function TaskControls({
  task,
  members,
  canWrite,
}: {
  task: PlanTask;
  members: Member[] | undefined;
  canWrite: boolean;
}) {
  const { update } = useTaskUpdate();
  if (!canWrite)
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <TaskStatusBadge status={task.status} />
        <span>{task.assignee_name ?? 'Unassigned'}</span>
        <span className="text-muted-foreground">Due {shortDay(task.due_date)}</span>
      </div>
    );
  const known = members?.some((m) => m.user_id === task.assignee_id);
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <NativeSelect
        aria-label={`Status of “${task.title}”`}
        value={task.status}
        onChange={(e) => {
          const status = e.target.value as TaskStatus;
          void update(
            task,
            { status },
            `“${task.title}” is ${TASK_STATUS_LABELS[status].toLowerCase()}`,
          );
        }}
      >
        {TASK_STATUSES.map((s) => (
          <option key={s} value={s}>
            {TASK_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={`Assignee of “${task.title}”`}
        value={task.assignee_id ?? ''}
        disabled={!members}
        onChange={(e) => {
          const id = e.target.value || null;
          const name = members?.find((m) => m.user_id === id)?.name;
          void update(task, { assignee_id: id }, id ? `Assigned to ${name}` : 'Unassigned');
        }}
      >
        <option value="">Unassigned</option>
        {task.assignee_id && !known && (
          <option value={task.assignee_id}>{task.assignee_name ?? 'A former member'}</option>
        )}
        {members?.map((m) => (
          <option key={m.user_id} value={m.user_id}>
            {m.name}
          </option>
        ))}
      </NativeSelect>
      <DueDateInput
        task={task}
        onCommit={(day) =>
          void update(task, { due_date: day }, `“${task.title}” moved to ${shortDay(day)}`)
        }
      />
    </div>
  );
}

/**
 * The due date is saved when the field is left or Enter is pressed, not on every change: typing
 * a year digit by digit passes through dates such as 0002-03-04 that nobody meant.
 */
function DueDateInput({ task, onCommit }: { task: PlanTask; onCommit: (day: string) => void }) {
  const [value, setValue] = useState(task.due_date);
  const [shown, setShown] = useState(task.due_date);
  // A move elsewhere (the calendar, a teammate) updates the field.
  if (shown !== task.due_date) {
    setShown(task.due_date);
    setValue(task.due_date);
  }
  const commit = () => {
    if (value === task.due_date) return;
    if (!isCalendarDay(value) || value < '2000-01-01' || value > '2099-12-31') {
      setValue(task.due_date);
      return;
    }
    onCommit(value);
  };
  return (
    <Input
      type="date"
      aria-label={`Due date of “${task.title}”`}
      value={value}
      required
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
