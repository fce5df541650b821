import type { PlanDetail } from '@/shared/campaign-planning';
import { useMoney } from '@/web/lib/money';
import { shortDay } from '../lib/calendar';
import { TaskControls, type Member } from './task-controls';

/** A plan's phases in order, each with its tasks and their controls. */
export function PlanPhases({
  plan,
  members,
  canWrite,
}: {
  plan: PlanDetail;
  members: Member[] | undefined;
  canWrite: boolean;
}) {
  const money = useMoney();
  const budget = plan.budget_cents;
  return (
    <div className="space-y-6">
      {plan.phases.map((phase) => {
        const done = phase.tasks.filter((t) => t.status === 'done').length;
        return (
          <section
            key={phase.id}
            aria-labelledby={`phase-${phase.id}`}
            className="rounded-xl border bg-card"
          >
            <header className="flex flex-wrap items-baseline justify-between gap-2 border-b p-4">
              <h2 id={`phase-${phase.id}`} className="text-lg font-semibold">
                {phase.name}
              </h2>
              <p className="text-sm text-muted-foreground">
                {shortDay(phase.starts_on)} – {shortDay(phase.ends_on)} · {done} of{' '}
                {phase.tasks.length} done
              </p>
            </header>
            <ul className="divide-y">
              {phase.tasks.map((task) => (
                <li
                  key={task.id}
                  className="grid gap-3 p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]"
                >
                  <div className="min-w-0 space-y-1">
                    <p className="font-medium">{task.title}</p>
                    <p className="text-sm text-muted-foreground">{task.description}</p>
                    <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                      <span>Channel: {task.channel ?? 'none'}</span>
                      {task.owner_role && <span>Owner: {task.owner_role}</span>}
                      <span>
                        Budget:{' '}
                        {task.budget_share > 0
                          ? `${task.budget_share}%${budget ? ` · ${money(Math.round(budget * (task.budget_share / 100)))}` : ''}`
                          : 'none'}
                      </span>
                    </p>
                  </div>
                  <TaskControls task={task} members={members} canWrite={canWrite} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
