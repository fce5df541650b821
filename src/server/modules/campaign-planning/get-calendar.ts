/**
 * The calendar across campaigns: plan tasks by due date and scheduled content (the Content
 * agent's content_items) by the day they are scheduled for.
 */
import { sql } from 'drizzle-orm';
import type { CalendarEvent } from '@/shared/campaign-planning';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@/shared/content';
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
  // Content scheduled post by post (post_dates, decision 051) is one entry per post.
  const content = await queryRows<CalendarEvent & PostOf>(
    tx,
    sql`select 'content' as kind,
          case when p.n is null then ci.id::text else ci.id::text || '-' || p.n end as id,
          coalesce(p.day, ci.scheduled_for)::text as date,
          coalesce(o.title, ci.content_type) as title,
          p.n::int as post, cardinality(ci.post_dates) as posts,
          o.content->'posts'->(p.n::int - 1)->>'platform' as platform,
          ci.campaign_id, c.name as campaign_name,
          ci.status, null as plan_id, ci.content_type as channel, ci.output_id, null as assignee_name
        from content_items ci
        left join lateral unnest(ci.post_dates) with ordinality as p(day, n) on true
        left join agent_outputs o on o.id = ci.output_id
        left join campaigns c on c.id = ci.campaign_id
        where coalesce(p.day, ci.scheduled_for) between ${range.from}::date and ${range.to}::date
          and c.archived_at is null
          and (${campaign}::uuid is null or ci.campaign_id = ${campaign}::uuid)`,
  );
  return [...tasks, ...content.map(postEvent)].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.kind.localeCompare(b.kind) ||
      a.title.localeCompare(b.title),
  );
}

type PostOf = { post: number | null; posts: number | null; platform: string | null };

/** A post's entry is named for its place among the item's posts and its platform. */
function postEvent({ post, posts, platform, ...event }: CalendarEvent & PostOf): CalendarEvent {
  if (!post) return event;
  const on =
    platform && platform in SOCIAL_PLATFORMS
      ? SOCIAL_PLATFORMS[platform as SocialPlatform].label
      : null;
  return { ...event, title: `Post ${post} of ${posts}${on ? ` (${on})` : ''}: ${event.title}` };
}

export function getCalendar(db: Db, opts: { caller: PlanningCaller; range: CalendarRange }) {
  return inPlanningTx(db, opts.caller, (tx) => readCalendar(tx, opts.range));
}
