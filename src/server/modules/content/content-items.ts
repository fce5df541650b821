/** The content library: every saved content draft with its status and schedule. */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { draftText, type VoiceChange } from '@/shared/brand-voice';
import {
  CONTENT_MESSAGES,
  CONTENT_SCHEMAS,
  finalizeDraft,
  isContentTool,
  type ContentItem,
  type listContentQuerySchema,
  type UpdateContentItemInput,
} from '@/shared/content';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { requireFeature } from '../dashboard/require-feature';
import { learnFromDraftEdit } from './brand-voice-store';

type Row = {
  id: string;
  output_id: string;
  content_type: string;
  tool: string;
  status: string;
  scheduled_for: string | Date | null;
  campaign_id: string | null;
  campaign_name: string | null;
  client_id: string | null;
  session_id: string | null;
  title: string;
  summary: string | null;
  content: Record<string, unknown>;
  created_at: string | Date;
  updated_at: string | Date;
};

const select = sql`select i.id, i.output_id, i.content_type, o.output_type as tool, i.status,
    to_char(i.scheduled_for, 'YYYY-MM-DD') as scheduled_for, i.campaign_id, c.name as campaign_name,
    i.client_id, o.session_id, o.title, o.summary, o.content, i.created_at, greatest(i.updated_at, o.updated_at) as updated_at
  from content_items i join agent_outputs o on o.id = i.output_id left join campaigns c on c.id = i.campaign_id`;

const present = (r: Row): ContentItem => {
  const voice = (r.content?.brand_voice as { score?: unknown } | undefined)?.score;
  return {
    id: r.id,
    output_id: r.output_id,
    content_type: r.content_type as ContentItem['content_type'],
    tool: r.tool as ContentItem['tool'],
    status: r.status as ContentItem['status'],
    scheduled_for: r.scheduled_for === null ? null : String(r.scheduled_for).slice(0, 10),
    campaign_id: r.campaign_id,
    campaign_name: r.campaign_name,
    client_id: r.client_id,
    session_id: r.session_id,
    title: r.title,
    summary: r.summary,
    content: r.content ?? {},
    brand_voice_score: typeof voice === 'number' ? voice : null,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
};

const isCalendarDay = (day: string) => {
  const t = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day;
};

type Query = z.output<typeof listContentQuerySchema>;

type Scope = { orgId: string; userId: string };

/** The content library; while Content is locked, the lock's 403 (as every read of a locked feature). */
export function listContentItems(db: Db, scope: Scope, q: Query) {
  const where: SQL[] = [sql`true`];
  if (q.q) {
    const pattern = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(
      sql`(o.title ilike ${pattern} or coalesce(o.summary, '') ilike ${pattern} or o.content::text ilike ${pattern})`,
    );
  }
  if (q.content_type) where.push(sql`i.content_type = ${q.content_type}`);
  if (q.tool) where.push(sql`o.output_type = ${q.tool}`);
  if (q.campaign_id) where.push(sql`i.campaign_id = ${q.campaign_id}`);
  if (q.session_id) where.push(sql`o.session_id = ${q.session_id}`);
  if (q.status) where.push(sql`i.status = ${q.status}`);
  if (q.scheduled === 'true') where.push(sql`i.scheduled_for is not null`);
  if (q.scheduled === 'false') where.push(sql`i.scheduled_for is null`);
  const condition = sql.join(where, sql` and `);
  return withTenant(db, scope, async (tx) => {
    await requireFeature(tx, scope, 'content');
    const rows = await queryRows<Row>(
      tx,
      sql`${select} where ${condition} order by i.created_at desc, i.id limit ${q.limit} offset ${q.offset}`,
    );
    const [count] = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from content_items i join agent_outputs o on o.id = i.output_id where ${condition}`,
    );
    return { data: rows.map(present), total: count?.total ?? 0 };
  });
}

async function findItem(tx: Tx, id: string): Promise<ContentItem> {
  const [row] = await queryRows<Row>(tx, sql`${select} where i.id = ${id}`);
  if (!row) throw new AppError('not_found', CONTENT_MESSAGES.itemNotFound);
  return present(row);
}

export const getContentItem = (db: Db, scope: Scope, id: string) =>
  withTenant(db, scope, async (tx) => {
    await requireFeature(tx, scope, 'content');
    return findItem(tx, id);
  });

/**
 * Approves, schedules or edits a draft. Edited content is checked against the tool's schema,
 * rescored against the brand voice after the voice has learned from the edit, and saved on
 * the output.
 */
export function updateContentItem(
  db: Db,
  scope: { orgId: string; userId: string },
  id: string,
  input: UpdateContentItemInput,
): Promise<{ item: ContentItem; learned: VoiceChange[] }> {
  return withTenant(db, scope, async (tx) => {
    const item = await findItem(tx, id);
    await requireFeature(tx, scope, 'content');
    let learned: VoiceChange[] = [];
    if (input.content !== undefined) {
      if (!isContentTool(item.tool))
        throw new AppError('validation_error', CONTENT_MESSAGES.contentMismatch);
      const schema = CONTENT_SCHEMAS[item.tool];
      const parsed = schema.safeParse(input.content);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = ['content', ...(issue?.path ?? [])].join('.');
        throw new AppError(
          'validation_error',
          `${CONTENT_MESSAGES.contentMismatch}: ${field}: ${issue?.message ?? 'invalid'}`,
          { field },
        );
      }
      const voice = await learnFromDraftEdit(
        tx,
        { orgId: scope.orgId, clientId: item.client_id },
        draftText(item.content),
        draftText(parsed.data),
      );
      learned = voice.changes;
      const content = finalizeDraft(item.tool, parsed.data as never, voice.profile) as Record<
        string,
        unknown
      >;
      await tx.execute(sql`update agent_outputs set content = ${JSON.stringify(content)}::jsonb,
          summary = ${typeof content.summary === 'string' ? content.summary : null}, updated_at = now()
        where id = ${item.output_id}`);
    }
    const sets: SQL[] = [sql`updated_at = now()`];
    if (input.status !== undefined) sets.push(sql`status = ${input.status}`);
    if (input.scheduled_for !== undefined) {
      if (input.scheduled_for !== null && !isCalendarDay(input.scheduled_for))
        throw new AppError('validation_error', CONTENT_MESSAGES.badDate, {
          field: 'scheduled_for',
        });
      sets.push(sql`scheduled_for = ${input.scheduled_for}::date`);
      // Posts scheduled one a day move with the item (decision 051).
      sets.push(sql`post_dates = case when ${input.scheduled_for}::date is null or post_dates is null then null
        else array(select d + (${input.scheduled_for}::date - coalesce(scheduled_for, ${input.scheduled_for}::date))
                   from unnest(post_dates) with ordinality u(d, n) order by n) end`);
    }
    await tx.execute(sql`update content_items set ${sql.join(sets, sql`, `)} where id = ${id}`);
    return { item: await findItem(tx, id), learned };
  });
}
