import type { PlanDetail } from '@/shared/campaign-planning';
import { daysBetween } from '@/shared/campaign-planning';
import { cn } from '@/web/lib/utils';
import { shortDay, todayDay } from '../lib/calendar';

const PHASE_COLORS = [
  'bg-sky-500',
  'bg-violet-500',
  'bg-amber-500',
  'bg-emerald-500',
  'bg-rose-500',
  'bg-slate-500',
];

/**
 * Plans over time: one row per phase, a bar from its start to its end on a shared scale, its
 * tasks as marks on their due dates (done ones filled). Widths are percentages, so it fits
 * any screen; on a phone the labels sit above the bars.
 */
export function PlanTimeline({ plans }: { plans: PlanDetail[] }) {
  const phases = plans.flatMap((p) => p.phases);
  if (phases.length === 0) return null;
  const start = phases.reduce((a, p) => (p.starts_on < a ? p.starts_on : a), phases[0]!.starts_on);
  const end = phases.reduce((a, p) => (p.ends_on > a ? p.ends_on : a), phases[0]!.ends_on);
  const span = Math.max(1, daysBetween(start, end) + 1);
  const at = (day: string) => (daysBetween(start, day) / span) * 100;
  const today = todayDay();
  const showToday = today >= start && today <= end;
  return (
    <div className="space-y-6">
      <div className="flex justify-between text-xs text-muted-foreground sm:pl-59">
        <span>{shortDay(start)}</span>
        <span>{shortDay(end)}</span>
      </div>
      {plans.map((plan) => (
        <section key={plan.id} aria-labelledby={`timeline-${plan.id}`} className="space-y-2">
          <h2 id={`timeline-${plan.id}`} className="font-semibold">
            {plan.name}{' '}
            <span className="text-sm font-normal text-muted-foreground">{plan.campaign_name}</span>
          </h2>
          <ol className="space-y-3">
            {plan.phases.map((phase, i) => (
              <li key={phase.id} className="gap-3 sm:flex sm:items-center">
                <p className="mb-1 text-sm sm:mb-0 sm:w-56 sm:shrink-0">
                  <span className="font-medium">{phase.name}</span>{' '}
                  <span className="text-xs text-muted-foreground">
                    {shortDay(phase.starts_on)} – {shortDay(phase.ends_on)}
                  </span>
                </p>
                <div className="relative h-8 flex-1 rounded-md bg-muted">
                  {showToday && (
                    <span
                      aria-hidden="true"
                      className="absolute inset-y-0 w-0.5 bg-destructive/70"
                      style={{ left: `${at(today)}%` }}
                    />
                  )}
                  <div
                    className={cn(
                      'absolute inset-y-1 rounded opacity-80',
                      PHASE_COLORS[i % PHASE_COLORS.length],
                    )}
                    style={{
                      left: `${at(phase.starts_on)}%`,
                      width: `${Math.max(0.8, ((daysBetween(phase.starts_on, phase.ends_on) + 1) / span) * 100)}%`,
                    }}
                    aria-hidden="true"
                  />
                  <ul aria-label={`Tasks of ${phase.name}`}>
                    {phase.tasks.map((task) => (
                      <li
                        key={task.id}
                        title={`${task.title}: due ${shortDay(task.due_date)} (${task.status.replace('_', ' ')})`}
                        className={cn(
                          'absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-card shadow',
                          task.status === 'done'
                            ? 'bg-success'
                            : task.status === 'in_progress'
                              ? 'bg-amber-400'
                              : 'bg-card',
                        )}
                        style={{ left: `${at(task.due_date) + 100 / span / 2}%` }}
                      >
                        <span className="sr-only">
                          {task.title}, due {shortDay(task.due_date)},{' '}
                          {task.status.replace('_', ' ')}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
      <p className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <span className="size-3 rounded-full border bg-card" aria-hidden="true" /> To do
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-3 rounded-full bg-amber-400" aria-hidden="true" /> In progress
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-3 rounded-full bg-success" aria-hidden="true" /> Done
        </span>
        {showToday && (
          <span className="inline-flex items-center gap-1">
            <span className="h-3 w-0.5 bg-destructive/70" aria-hidden="true" /> Today
          </span>
        )}
      </p>
    </div>
  );
}
