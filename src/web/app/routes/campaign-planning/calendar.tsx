import { CalendarX2, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { addDays, isCalendarDay, type CalendarEvent } from '@/shared/campaign-planning';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { calendarIcsUrl, useCalendar } from '@/web/features/campaign-planning/api/get-calendar';
import { PlanningCalendar } from '@/web/features/campaign-planning/components/planning-calendar';
import { useTaskUpdate } from '@/web/features/campaign-planning/hooks/use-task-update';
import {
  addMonths,
  monthGrid,
  monthLabel,
  shortDay,
  todayDay,
  weekDays,
} from '@/web/features/campaign-planning/lib/calendar';
import { cn } from '@/web/lib/utils';
import { PlanningFrame } from './planning-frame';

type View = 'month' | 'week';

/** /campaign-planning/calendar: month and week views of tasks and scheduled content. */
export default function PlanningCalendarPage() {
  return (
    <PlanningFrame
      title="Planning calendar"
      description="Every plan's tasks by due date and the content scheduled to go out, across campaigns."
      actions={
        <Button asChild variant="outline">
          <a href={calendarIcsUrl} download>
            <Download aria-hidden="true" /> Export .ics
          </a>
        </Button>
      }
    >
      <CalendarBody />
    </PlanningFrame>
  );
}

function CalendarBody() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'week' ? 'week' : 'month';
  const requested = params.get('date') ?? '';
  const anchor = isCalendarDay(requested) ? requested : todayDay();
  const weeks = view === 'month' ? monthGrid(anchor) : [weekDays(anchor)];
  const from = weeks[0]![0]!;
  const to = weeks.at(-1)!.at(-1)!;
  const calendar = useCalendar(from, to);
  const canWrite = usePermission('content:write');
  const { update } = useTaskUpdate();

  const go = (next: Partial<{ view: View; date: string }>) => {
    const search = new URLSearchParams(params);
    if (next.view) search.set('view', next.view);
    if (next.date) search.set('date', next.date);
    setParams(search, { replace: true });
  };
  const step = (direction: 1 | -1) =>
    go({ date: view === 'month' ? addMonths(anchor, direction) : addDays(anchor, 7 * direction) });
  const title = view === 'month' ? monthLabel(anchor) : `Week of ${shortDay(from)}`;

  const onMove = async (event: CalendarEvent, day: string) =>
    Boolean(await update({ id: event.id, title: event.title }, { due_date: day }));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Previous ${view}`}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label={`Next ${view}`} onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => go({ date: todayDay() })}>
            Today
          </Button>
          <h2 className="ml-2 text-lg font-semibold" aria-live="polite">
            {title}
          </h2>
        </div>
        <div
          role="group"
          aria-label="Calendar view"
          className="inline-flex rounded-lg border p-0.5"
        >
          {(['month', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => go({ view: v })}
              className={cn(
                'rounded-md px-3 py-1 text-sm font-medium capitalize focus-visible:outline-2 focus-visible:outline-ring',
                view === v
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {v}
            </button>
          ))}
        </div>
      </div>
      {calendar.isPending ? (
        <LoadingState label="Loading the calendar..." />
      ) : calendar.isError ? (
        <ErrorState message={calendar.error.message} onRetry={() => void calendar.refetch()} />
      ) : (
        <>
          <PlanningCalendar
            weeks={weeks}
            month={view === 'month' ? anchor.slice(0, 7) : undefined}
            events={calendar.data}
            canWrite={canWrite}
            onMove={onMove}
          />
          {calendar.data.length === 0 && (
            <EmptyState icon={CalendarX2} title={`Nothing due in this ${view}`}>
              Tasks of your plans appear on their due dates, and content on the day it is scheduled.
              Use the arrows to look at other {view}s.
            </EmptyState>
          )}
        </>
      )}
    </div>
  );
}
