/**
 * The attention digest and its webhook event (decision 072), on the tick the saved metrics
 * reports already use (deliver-reports.ts): every minute in every process. A user's period is
 * claimed by moving `attention_digest_period` on in the same statement that finds it due, so
 * two processes, or two ticks, never send one period twice; a period is claimed even when
 * nothing needs attention (no empty e-mail) and is not retried after a failure (a digest late
 * by a day is worth less than one sent twice). The webhook event goes once a day per
 * organization subscribed to it, claimed the same way in `attention_webhook_periods`.
 */
import { sql } from 'drizzle-orm';
import type { RoleAssignment } from '@/shared/permissions';
import { addDays, todayIso } from '@/shared/performance-analysis';
import type { WebhookEvent } from '@/shared/webhooks';
import { DIGEST_SEND_HOUR_UTC, type AttentionDigestFrequency } from '@/shared/settings';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { layout } from '../mail/templates';
import { checkAuthorAccess } from '../team/check-author-access';
import { recordWebhookEvent } from '../webhooks/record-event';
import { listAttention, type AttentionReport } from './list-attention';

const TICK_MS = 60_000;
/** Digests claimed per tick; the rest wait for the next minute. */
const CLAIM = 20;
export const ATTENTION_WEBHOOK_EVENT = 'attention.digest' satisfies WebhookEvent;

/** The period a digest covers: the day, or the week starting on its Monday. */
export function digestPeriod(frequency: Exclude<AttentionDigestFrequency, 'off'>, now: Date) {
  const day = todayIso(now);
  if (frequency === 'daily') return day;
  const monday = addDays(day, -((now.getUTCDay() + 6) % 7));
  return `week of ${monday}`;
}

type Claimed = { user_id: string; org_id: string; email: string; frequency: 'daily' | 'weekly' };

/** Users whose digest is due now, each moved on to this period as it is claimed. */
async function claimDueDigests(ctx: AppContext, now: Date): Promise<Claimed[]> {
  if (now.getUTCHours() < DIGEST_SEND_HOUR_UTC) return [];
  const daily = digestPeriod('daily', now);
  const weekly = digestPeriod('weekly', now);
  const period = sql`(case p.attention_digest when 'daily' then ${daily} else ${weekly} end)`;
  return queryRows<Claimed>(
    ctx.db,
    sql`update notification_preferences p set attention_digest_period = ${period}
        from users u
        where u.id = p.user_id
          and p.user_id in (select user_id from notification_preferences q
                            where q.attention_digest <> 'off'
                              and q.attention_digest_period is distinct from
                                (case q.attention_digest when 'daily' then ${daily} else ${weekly} end)
                            limit ${CLAIM} for update skip locked)
          and p.attention_digest <> 'off'
          and p.attention_digest_period is distinct from ${period}
        returning p.user_id, p.org_id::text as org_id, u.email, p.attention_digest as frequency`,
  );
}

function digestEmail(ctx: AppContext, report: AttentionReport, frequency: 'daily' | 'weekly') {
  const n = report.items.length;
  return layout({
    subject: `${n} ${n === 1 ? 'thing needs' : 'things need'} attention at ${report.organization}`,
    heading: `What needs attention at ${report.organization}`,
    paragraphs: [
      `Your ${frequency} digest, most at stake first.`,
      ...report.items.map(
        (item) =>
          `${item.label}: ${item.title}. ${item.detail} Review it: ${ctx.config.appUrl}${item.path}`,
      ),
    ],
    action: { label: 'Open your dashboard', url: `${ctx.config.appUrl}/dashboard` },
    footnote: `You receive this because you chose a ${frequency} digest in Settings → Notifications, where you can turn it off.`,
  });
}

async function rolesOf(ctx: AppContext, orgId: string, userId: string) {
  return queryRows<RoleAssignment>(
    ctx.db,
    sql`select role_name, client_id::text as client_id from user_roles
        where org_id = ${orgId}::uuid and user_id = ${userId}`,
  );
}

/** Claims the due digests and e-mails each; answers how many e-mails were sent. */
export async function sendDueDigests(ctx: AppContext, now = new Date()): Promise<number> {
  let sent = 0;
  for (const due of await claimDueDigests(ctx, now)) {
    try {
      // Someone who no longer reads the workspace (removed, a portal role) is sent nothing.
      const stopped = await checkAuthorAccess(ctx.db, {
        orgId: due.org_id,
        userId: due.user_id,
        permission: 'workspace:read',
      });
      if (stopped) continue;
      const report = await listAttention(ctx.db, {
        orgId: due.org_id,
        userId: due.user_id,
        roles: await rolesOf(ctx, due.org_id, due.user_id),
      });
      if (report.items.length === 0) continue;
      await ctx.mailer.send(due.email, digestEmail(ctx, report, due.frequency));
      sent += 1;
    } catch (err) {
      ctx.logger.error({ err, user: due.user_id }, 'sending an attention digest failed');
    }
  }
  return sent;
}

/**
 * Organizations subscribed to the event whose day has not been announced yet, each claimed
 * for today as it is found.
 */
async function claimDueWebhookOrgs(ctx: AppContext, now: Date) {
  if (now.getUTCHours() < DIGEST_SEND_HOUR_UTC) return [];
  const day = digestPeriod('daily', now);
  return queryRows<{ org_id: string }>(
    ctx.db,
    sql`insert into attention_webhook_periods (org_id, last_period)
        select distinct s.org_id, ${day} from webhook_subscriptions s
        where s.active and ${ATTENTION_WEBHOOK_EVENT} = any(s.events)
        on conflict (org_id) do update set last_period = excluded.last_period, updated_at = now()
          where attention_webhook_periods.last_period is distinct from excluded.last_period
        returning org_id::text as org_id`,
  );
}

/** One 'attention.digest' event a day per subscribed organization with something to say. */
export async function sendDueWebhookDigests(ctx: AppContext, now = new Date()): Promise<number> {
  let sent = 0;
  for (const { org_id: orgId } of await claimDueWebhookOrgs(ctx, now)) {
    try {
      const report = await listAttention(ctx.db, { orgId });
      if (report.items.length === 0) continue;
      await withTenant(ctx.db, { orgId }, (tx) =>
        recordWebhookEvent(tx, orgId, ATTENTION_WEBHOOK_EVENT, {
          period: digestPeriod('daily', now),
          items: report.items.map((item) => ({
            kind: item.kind,
            title: item.title,
            detail: item.detail,
            url: `${ctx.config.appUrl}${item.path}`,
            at_stake_cents: item.at_stake_cents,
          })),
        }),
      );
      sent += 1;
    } catch (err) {
      ctx.logger.error({ err, orgId }, 'announcing what needs attention failed');
    }
  }
  return sent;
}

/** At start: a tick every minute while the server runs. */
export function startAttentionDigests(ctx: AppContext): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    Promise.all([sendDueDigests(ctx), sendDueWebhookDigests(ctx)])
      .catch((err) => ctx.logger.error({ err }, 'claiming due attention digests failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
