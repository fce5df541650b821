// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanTask } from '@/shared/campaign-planning';
import { renderApp } from '@/web/testing/render';
import { TaskControls } from './task-controls';

const TASK: PlanTask = {
  id: 'task-1',
  plan_id: 'plan-1',
  plan_name: 'Spring plan',
  phase_id: 'phase-1',
  phase_name: 'Launch',
  campaign_id: 'campaign-1',
  campaign_name: 'Spring',
  title: 'Send the launch e-mail',
  description: 'Three e-mails.',
  channel: 'Email',
  owner_role: 'Email marketer',
  assignee_id: null,
  assignee_name: null,
  due_date: '2026-03-10',
  status: 'todo',
  budget_share: 30,
  position: 0,
  completed_at: null,
};

function setup() {
  const calls: { url: string; body: unknown }[] = [];
  renderApp(
    <TaskControls task={TASK} members={[{ user_id: 'user-2', name: 'Sam Lee' }]} canWrite />,
    {
      api: {},
      fallback: ({ url, body }) => {
        calls.push({ url: url.pathname, body });
        return { data: TASK, automation: [] };
      },
    },
  );
  return calls;
}

describe('task controls', () => {
  it('saves a due date when the field is left, not while a year is typed', async () => {
    const calls = setup();
    const due = screen.getByLabelText('Due date of “Send the launch e-mail”');
    fireEvent.change(due, { target: { value: '0002-03-10' } });
    expect(calls).toEqual([]);
    fireEvent.change(due, { target: { value: '2026-03-12' } });
    fireEvent.blur(due);
    await waitFor(() =>
      expect(calls).toEqual([
        { url: '/api/v1/campaign-planning/tasks/task-1', body: { due_date: '2026-03-12' } },
      ]),
    );
  });

  it('assigns a teammate and changes the status, each control named after the task', async () => {
    const calls = setup();
    fireEvent.change(screen.getByLabelText('Assignee of “Send the launch e-mail”'), {
      target: { value: 'user-2' },
    });
    fireEvent.change(screen.getByLabelText('Status of “Send the launch e-mail”'), {
      target: { value: 'done' },
    });
    await waitFor(() =>
      expect(calls.map((c) => c.body)).toEqual([{ assignee_id: 'user-2' }, { status: 'done' }]),
    );
  });
});
