/**
 * E-mailed saved reports. A tick every minute in every process claims due reports with
 * `for update skip locked` and moves each one's next_send_at on in the same statement (as the
 * stale-run sweeper claims runs), so two processes never send the same report twice; the
 * figures are computed as the report's author (their client scope) and sent through the mailer.
 * An author who lost access (removed, no role that reads the workspace, the report's client no
 * longer theirs) gets nothing sent in their name: the report shows why (delivery_error) until
 * an e-mail goes out again. A recipient gets only figures they could read themselves: a
 * teammate held to some clients never receives another client's figures by e-mail.
 */
import { sql } from 'drizzle-orm';
import { formatDateRange } from '@/shared/format';
import { formatReportValue, type MetricReport } from '@/shared/metrics';
import { clientScope, roleAllows, type RoleAssignment } from '@/shared/permissions';
import type { AppContext } from '../../context';
import { queryRows, type Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { layout } from '../mail/templates';
import { checkAuthorAccess } from '../team/check-author-access';
import { computeReport, reportColumns } from './reports';

const TICK_MS = 60_000;
const CLAIM = 10;

type Claimed = MetricReport & { org_id: string; created_by: string | null };

export async function claimDueReports(ctx: AppContext): Promise<Claimed[]> {
  return queryRows<Claimed>(
    ctx.db,
    sql`update metric_reports r
        set next_send_at = r.next_send_at + (case r.delivery when 'weekly' then interval '7 days' else interval '1 month' end)
              * greatest(1, ceil(extract(epoch from now() - r.next_send_at)
                / extract(epoch from case r.delivery when 'weekly' then interval '7 days' else interval '30 days' end)))::int
        where r.id in (select id from metric_reports where next_send_at <= now()
                       order by next_send_at limit ${CLAIM} for update skip locked)
          and r.next_send_at <= now()
        returning ${reportColumns}, r.org_id::text as org_id, r.created_by`,
  );
}

/** Whether a scope (null: every client) includes every client of another. */
const covers = (scope: string[] | null, of: string[] | null) =>
  scope === null || (of !== null && of.every((id) => scope.includes(id)));

/**
 * The addresses of the report's recipients who may read all it holds: a role that reads the
 * workspace, and clients that include the report's client (or, for a report over every
 * client, each client the author's scope computed it over). Read as the platform: the author's
 * own transaction may not see every teammate (decision 059).
 */
async function allowedRecipients(db: Db, report: Claimed): Promise<string[]> {
  const ids = [...report.recipients, report.created_by!];
  const rows = await queryRows<{ id: string; email: string } & Partial<RoleAssignment>>(
    db,
    sql`select u.id, u.email, r.role_name, r.client_id::text as client_id
        from users u left join user_roles r on r.user_id = u.id and r.org_id = ${report.org_id}::uuid
        where u.org_id = ${report.org_id}::uuid
          and u.id = any(${`{${ids.map((r) => `"${r.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`,
  );
  const rolesOf = (id: string): RoleAssignment[] =>
    rows.flatMap((r) =>
      r.id === id && r.role_name
        ? [{ role_name: r.role_name, client_id: r.client_id ?? null }]
        : [],
    );
  const reportScope = report.client_id
    ? [report.client_id]
    : clientScope(rolesOf(report.created_by!));
  const emails = new Map<string, string>();
  for (const row of rows) {
    if (!report.recipients.includes(row.id) || emails.has(row.id)) continue;
    const roles = rolesOf(row.id);
    if (roleAllows(roles, 'workspace:read') && covers(clientScope(roles), reportScope))
      emails.set(row.id, row.email);
  }
  return [...emails.values()];
}

/** Records why the report was not sent, where its readers see it. */
function recordStop(ctx: AppContext, report: Claimed, reason: string) {
  return ctx.db.execute(
    sql`update metric_reports set delivery_error = ${reason} where id = ${report.id}::uuid`,
  );
}

/** Claims the due reports and e-mails each to its recipients; answers how many were sent. */
export async function deliverDueReports(ctx: AppContext): Promise<number> {
  const claimed = await claimDueReports(ctx);
  let sent = 0;
  for (const report of claimed) {
    try {
      const stopped = await checkAuthorAccess(ctx.db, {
        orgId: report.org_id,
        userId: report.created_by,
        permission: 'workspace:read',
        // A report over every client is over the author's clients; one client must be theirs.
        ...(report.client_id ? { clientId: report.client_id } : {}),
      });
      if (stopped) {
        await recordStop(ctx, report, stopped);
        continue;
      }
      const scope = { orgId: report.org_id, userId: report.created_by! };
      const result = await withTenant(ctx.db, scope, (tx) =>
        computeReport(tx, report.org_id, report),
      );
      const emails = await allowedRecipients(ctx.db, report);
      const lines = result.columns.map(
        (column) => `${column.label}: ${formatReportValue(column.key, result.totals[column.key])}`,
      );
      const content = layout({
        subject: `${report.name}: ${formatDateRange(result.from, result.to)}`,
        heading: report.name,
        paragraphs: [
          `Your ${report.delivery} report for ${formatDateRange(result.from, result.to)}.`,
          ...lines,
        ],
        action: {
          label: 'Open the report',
          url: `${ctx.config.appUrl}/metrics/reports/${report.id}`,
        },
        footnote: 'You receive this because a teammate added you to this saved report.',
      });
      for (const email of emails) await ctx.mailer.send(email, content);
      await ctx.db.execute(
        sql`update metric_reports set last_sent_at = now(), delivery_error = null where id = ${report.id}::uuid`,
      );
      sent += 1;
    } catch (err) {
      ctx.logger.error({ err, report: report.id }, 'sending a saved metrics report failed');
    }
  }
  return sent;
}

/** At start: a tick every minute while the server runs. */
export function startReportDelivery(ctx: AppContext): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    deliverDueReports(ctx)
      .catch((err) => ctx.logger.error({ err }, 'claiming due metrics reports failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
