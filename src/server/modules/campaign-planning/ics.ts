/** An iCalendar (RFC 5545) file of calendar events: one all-day VEVENT per task or content. */
import {
  addDays,
  TASK_STATUS_LABELS,
  type CalendarEvent,
  type TaskStatus,
} from '@/shared/campaign-planning';

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export const escapeIcsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF then one space (§3.1), never inside a character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDay = (day: string) => day.replace(/-/g, '');
const stamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export function buildIcs(
  events: CalendarEvent[],
  opts: { calendarName: string; appUrl: string; now?: Date },
): string {
  const dtstamp = stamp(opts.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stratagent//Campaign Planning//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(opts.calendarName)}`,
  ];
  for (const e of events) {
    const status =
      e.kind === 'task' ? (TASK_STATUS_LABELS[e.status as TaskStatus] ?? e.status) : e.status;
    const description = [
      e.kind === 'task' ? 'Plan task' : 'Scheduled content',
      e.campaign_name ? `Campaign: ${e.campaign_name}` : null,
      e.channel ? `${e.kind === 'task' ? 'Channel' : 'Type'}: ${e.channel}` : null,
      `Status: ${status}`,
      e.assignee_name ? `Assignee: ${e.assignee_name}` : null,
    ]
      .filter(Boolean)
      .join('\n');
    const url =
      e.kind === 'task'
        ? `${opts.appUrl}/campaign-planning/plan/${e.plan_id}`
        : `${opts.appUrl}/outputs/${e.output_id ?? ''}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.kind}-${e.id}@stratagent`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compactDay(e.date)}`,
      `DTEND;VALUE=DATE:${compactDay(addDays(e.date, 1))}`,
      `SUMMARY:${escapeIcsText(e.title)}`,
      `DESCRIPTION:${escapeIcsText(description)}`,
      `CATEGORIES:${e.kind === 'task' ? 'Task' : 'Content'}`,
      ...(e.kind === 'content' && !e.output_id ? [] : [`URL:${url}`]),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
