import { CalendarClock, FileText, GripVertical } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { addDays, type CalendarEvent } from '@/shared/campaign-planning';
import { cn } from '@/web/lib/utils';
import { formatDay, longDay, todayDay } from '../lib/calendar';
import { planningPaths } from '../lib/paths';

const DRAG_TYPE = 'application/x-stratagent-task';

/** Alt+Arrow keys move a focused task: a day left or right, a week up or down. */
const KEY_SHIFT: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/**
 * Month or week grid of tasks and scheduled content. A writer reschedules a task by dragging
 * it to another day or, focused, with Alt+Arrow keys; the change is announced.
 */
export function PlanningCalendar({
  weeks,
  month,
  events,
  canWrite,
  onMove,
}: {
  weeks: string[][];
  /** The month shown ("2026-03"), so days of other months are dimmed; none in week view. */
  month?: string;
  events: CalendarEvent[];
  canWrite: boolean;
  onMove: (event: CalendarEvent, day: string) => Promise<boolean>;
}) {
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const today = todayDay();
  const byDay = new Map<string, CalendarEvent[]>();
  for (const e of events) byDay.set(e.date, [...(byDay.get(e.date) ?? []), e]);

  // After a move the task is drawn in its new day: keep the keyboard focus on it.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    const copies = rootRef.current?.querySelectorAll<HTMLElement>(`[data-task-id="${id}"]`) ?? [];
    const el = [...copies].find((c) => c.offsetParent !== null);
    if (el) {
      el.focus();
      focusAfterMove.current = null;
    }
  }, [events]);

  const move = async (event: CalendarEvent, day: string) => {
    if (day === event.date) return;
    setAnnouncement(`Moving “${event.title}” to ${longDay(day)}…`);
    focusAfterMove.current = event.id;
    const ok = await onMove(event, day);
    setAnnouncement(
      ok
        ? `“${event.title}” moved to ${longDay(day)}.`
        : `“${event.title}” could not be moved; it stays on ${longDay(event.date)}.`,
    );
  };

  const onKeyDown = (event: CalendarEvent) => (e: KeyboardEvent<HTMLElement>) => {
    const shift = KEY_SHIFT[e.key];
    if (!e.altKey || shift === undefined) return;
    e.preventDefault();
    void move(event, addDays(event.date, shift));
  };

  const onDrop = (day: string) => (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setOver(null);
    const id = e.dataTransfer.getData(DRAG_TYPE);
    const event = events.find((x) => x.kind === 'task' && x.id === id);
    if (event) void move(event, day);
  };

  return (
    <div ref={rootRef} className="space-y-2">
      {canWrite && (
        <p id="calendar-move-hint" className="text-xs text-muted-foreground">
          Focus a task and press Alt + ← / → to move it a day, Alt + ↑ / ↓ to move it a week
          <span className="hidden sm:inline">, or drag it to another day</span>.
        </p>
      )}
      <p id="calendar-announcement" aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      <Agenda days={weeks.flat()} byDay={byDay} canWrite={canWrite} onKeyDown={onKeyDown} />
      <div className="hidden overflow-x-auto rounded-xl border bg-card sm:block">
        <table className="w-full min-w-[44rem] table-fixed border-collapse text-sm">
          <caption className="sr-only">
            Tasks and scheduled content by day.
            {canWrite &&
              ' Drag a task to another day, or focus it and press Alt with an arrow key to move it.'}
          </caption>
          <thead>
            <tr>
              {weeks[0]!.map((day) => (
                <th
                  key={day}
                  scope="col"
                  className="border-b px-2 py-2 text-xs font-medium text-muted-foreground"
                >
                  <span aria-hidden="true">{formatDay(day, { weekday: 'short' })}</span>
                  <span className="sr-only">{formatDay(day, { weekday: 'long' })}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const items = byDay.get(day) ?? [];
                  const outside = month !== undefined && !day.startsWith(month);
                  return (
                    <td
                      key={day}
                      data-day={day}
                      aria-label={longDay(day)}
                      onDragOver={
                        canWrite
                          ? (e) => {
                              if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
                              e.preventDefault();
                              e.dataTransfer.dropEffect = 'move';
                              setOver(day);
                            }
                          : undefined
                      }
                      onDragLeave={
                        canWrite ? () => setOver((d) => (d === day ? null : d)) : undefined
                      }
                      onDrop={canWrite ? onDrop(day) : undefined}
                      className={cn(
                        'h-28 border p-1 align-top',
                        outside && 'bg-muted/40 text-muted-foreground',
                        over === day && 'bg-primary/10 ring-2 ring-primary ring-inset',
                        month === undefined && 'h-56',
                      )}
                    >
                      <span
                        className={cn(
                          'mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs',
                          day === today && 'bg-primary font-semibold text-primary-foreground',
                        )}
                      >
                        {Number(day.slice(8))}
                      </span>
                      <ul className="space-y-1">
                        {items.map((event) => (
                          <li key={`${event.kind}-${event.id}`}>
                            <EventChip
                              event={event}
                              canWrite={canWrite}
                              onKeyDown={onKeyDown(event)}
                            />
                          </li>
                        ))}
                      </ul>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** On a phone: the days that have something, as a list (the keyboard moves work here too). */
function Agenda({
  days,
  byDay,
  canWrite,
  onKeyDown,
}: {
  days: string[];
  byDay: Map<string, CalendarEvent[]>;
  canWrite: boolean;
  onKeyDown: (event: CalendarEvent) => (e: KeyboardEvent<HTMLElement>) => void;
}) {
  const busy = days.filter((d) => byDay.has(d));
  if (busy.length === 0) return null;
  return (
    <ol className="space-y-3 sm:hidden" aria-label="Agenda">
      {busy.map((day) => (
        <li key={day} className="rounded-xl border bg-card p-3">
          <h3 className="mb-2 text-sm font-semibold">{longDay(day)}</h3>
          <ul className="space-y-1">
            {byDay.get(day)!.map((event) => (
              <li key={`${event.kind}-${event.id}`}>
                <EventChip event={event} canWrite={canWrite} onKeyDown={onKeyDown(event)} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function EventChip({
  event,
  canWrite,
  onKeyDown,
}: {
  event: CalendarEvent;
  canWrite: boolean;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}) {
  const label = `${event.kind === 'task' ? 'Task' : 'Scheduled content'}: ${event.title}${event.campaign_name ? `, ${event.campaign_name}` : ''}, ${longDay(event.date)}`;
  if (event.kind === 'content')
    return (
      <Link
        to={`/outputs/${event.output_id ?? ''}`}
        aria-label={label}
        className="flex items-start gap-1 rounded-md border border-sky-200 bg-sky-50 px-1.5 py-1 text-xs text-sky-900 hover:bg-sky-100 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100 dark:hover:bg-sky-900"
      >
        <FileText className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
        <span className="min-w-0">
          <span className="line-clamp-2">{event.title}</span>
          {event.campaign_name && (
            <span className="block truncate text-[0.7rem] opacity-75">{event.campaign_name}</span>
          )}
        </span>
      </Link>
    );
  const done = event.status === 'done';
  const movable = canWrite && !done;
  return (
    <div
      className={cn(
        'group flex items-start gap-1 rounded-md border px-1.5 py-1 text-xs',
        done ? 'border-success/30 bg-success/10 line-through' : 'border-primary/30 bg-primary/5',
      )}
      draggable={movable}
      onDragStart={
        movable
          ? (e) => {
              e.dataTransfer.setData(DRAG_TYPE, event.id);
              e.dataTransfer.setData('text/plain', event.title);
              e.dataTransfer.effectAllowed = 'move';
            }
          : undefined
      }
    >
      {movable ? (
        <GripVertical
          className="mt-0.5 size-3 shrink-0 cursor-grab text-muted-foreground"
          aria-hidden="true"
        />
      ) : (
        <CalendarClock className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
      )}
      <Link
        to={planningPaths.plan(event.plan_id ?? '')}
        data-task-id={event.id}
        aria-label={label}
        aria-keyshortcuts={
          movable ? 'Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown' : undefined
        }
        aria-describedby={movable ? 'calendar-move-hint' : undefined}
        onKeyDown={movable ? onKeyDown : undefined}
        className="min-w-0 flex-1 rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="line-clamp-2">{event.title}</span>
        {event.campaign_name && (
          <span className="block truncate text-[0.7rem] text-muted-foreground no-underline">
            {event.campaign_name}
          </span>
        )}
      </Link>
    </div>
  );
}
