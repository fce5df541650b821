/**
 * The calendar across campaigns: plan tasks by due date and scheduled content (the Content
 * agent's content_items) by the day they are scheduled for.
 */
import { sql } from 'drizzle-orm';
import type { CalendarEvent } from '@/shared/campaign-planning';
import { queryRows, type Db, type Tx } from '../../db/client';
import { inPlanningTx, type PlanningCaller } from './queries';
import { isUuid } from '../../lib/uuid';

export type CalendarRange = { from: string; to: string; campaignId?: string | undefined };

export async function readCalendar(tx: Tx, range: CalendarRange): Promise<CalendarEvent[]> {
  if (range.campaignId && !isUuid(range.campaignId)) return [];
  const campaign = range.campaignId ?? null;
  const tasks = await queryRows<CalendarEvent>(
    tx,
    sql`select 'task' as kind, t.id, t.due_date::text as date, t.title, p.campaign_id, c.name as campaign_name,
          t.status, t.plan_id, t.channel, null as output_id, u.name as assignee_name
        from plan_tasks t join campaign_plans p on p.id = t.plan_id join campaigns c on c.id = p.campaign_id
        left join users u on u.id = t.assignee_id
        where t.due_date between ${range.from}::date and ${range.to}::date and c.archived_at is null
          and (${campaign}::uuid is null or p.campaign_id = ${campaign}::uuid)`,
  );
  const content = await queryRows<CalendarEvent>(
    tx,
    sql`select 'content' as kind, ci.id, ci.scheduled_for::text as date,
          coalesce(o.title, ci.content_type) as title, ci.campaign_id, c.name as campaign_name,
          ci.status, null as plan_id, ci.content_type as channel, ci.output_id, null as assignee_name
        from content_items ci left join agent_outputs o on o.id = ci.output_id
        left join campaigns c on c.id = ci.campaign_id
        where ci.scheduled_for between ${range.from}::date and ${range.to}::date and c.archived_at is null
          and (${campaign}::uuid is null or ci.campaign_id = ${campaign}::uuid)`,
  );
  return [...tasks, ...content].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.kind.localeCompare(b.kind) ||
      a.title.localeCompare(b.title),
  );
}

export function getCalendar(db: Db, opts: { caller: PlanningCaller; range: CalendarRange }) {
  return inPlanningTx(db, opts.caller, (tx) => readCalendar(tx, opts.range));
}
