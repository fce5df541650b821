/**
 * E-mail to the other side of the portal: a new message, an output sent for approval, a
 * decision. Recipients are read outside the tenant transaction (a client user's scope does
 * not cover the agency's roles), always filtered by the organization and the client.
 */
import { sql } from 'drizzle-orm';
import { WRITER_ROLES } from '@/shared/permissions';
import { PORTAL_ROLES } from '@/shared/permissions';
import { queryRows, type Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../mail/mailer';
import { layout, type EmailContent } from '../mail/templates';
import { possessive } from '@/shared/possessive';

export type Notifier = { db: Db; mailer: Mailer; logger: Logger; appUrl: string };
type Recipient = { id: string; email: string };
const roleList = (roles: readonly string[]) =>
  sql.join(
    roles.map((r) => sql`${r}`),
    sql`, `,
  );

/** The agency's writers who work on this client (its scope or the whole organization). */
export function agencyRecipients(db: Db, orgId: string, clientId: string, exceptUserId: string) {
  return queryRows<Recipient>(
    db,
    sql`select distinct u.id, u.email from user_roles r join users u on u.id = r.user_id
        where r.org_id = ${orgId}::uuid and lower(r.role_name) in (${roleList(WRITER_ROLES)})
          and (r.client_id is null or r.client_id = ${clientId}::uuid) and u.id <> ${exceptUserId}`,
  );
}

/** The client's portal users. */
export function clientRecipients(db: Db, orgId: string, clientId: string, exceptUserId: string) {
  return queryRows<Recipient>(
    db,
    sql`select distinct u.id, u.email from user_roles r join users u on u.id = r.user_id
        where r.org_id = ${orgId}::uuid and r.client_id = ${clientId}::uuid
          and lower(r.role_name) in (${roleList(PORTAL_ROLES)}) and u.id <> ${exceptUserId}`,
  );
}

/** Sends to each recipient; a failed delivery is logged, never undoes the action. */
export async function sendAll(n: Notifier, recipients: Recipient[], content: EmailContent) {
  for (const r of recipients) {
    await n.mailer.send(r.email, content).catch((err: unknown) => {
      n.logger.warn({ err, to: r.email }, 'portal notification failed');
    });
  }
}

const excerpt = (text: string, max = 400) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export function newMessageEmail(opts: {
  authorName: string;
  clientName: string;
  body: string;
  url: string;
  toClient: boolean;
}): EmailContent {
  return layout({
    subject: `New message from ${opts.authorName} about ${opts.clientName}`,
    heading: `${opts.authorName} wrote to you`,
    paragraphs: [excerpt(opts.body)],
    action: {
      label: opts.toClient ? 'Reply in your portal' : 'Reply in Stratagent',
      url: opts.url,
    },
    footnote: opts.toClient
      ? `You receive this as a portal user of ${opts.clientName}.`
      : `You receive this because you work on ${opts.clientName}.`,
  });
}

export function approvalRequestedEmail(opts: {
  requesterName: string;
  clientName: string;
  outputTitle: string;
  url: string;
}): EmailContent {
  return layout({
    subject: `Approval requested: ${opts.outputTitle}`,
    heading: 'An output is waiting for your approval',
    paragraphs: [
      `${opts.requesterName} sent “${opts.outputTitle}” for ${possessive(opts.clientName, '’')} approval. Read it in your portal, then approve it or ask for changes.`,
    ],
    action: { label: 'Review in your portal', url: opts.url },
    footnote: `You receive this as a portal user of ${opts.clientName}.`,
  });
}

export function approvalDecidedEmail(opts: {
  deciderName: string;
  clientName: string;
  outputTitle: string;
  approved: boolean;
  comment: string | null;
  url: string;
}): EmailContent {
  return layout({
    subject: `${opts.clientName} ${opts.approved ? 'approved' : 'requested changes to'} ${opts.outputTitle}`,
    heading: opts.approved ? 'Approved by the client' : 'The client requested changes',
    paragraphs: [
      `${opts.deciderName} (${opts.clientName}) ${opts.approved ? 'approved' : 'requested changes to'} “${opts.outputTitle}”.`,
      ...(opts.comment ? [`Comment: ${excerpt(opts.comment)}`] : []),
    ],
    action: { label: 'Open the output', url: opts.url },
    footnote: `You receive this because you sent it for ${possessive(opts.clientName, '’')} approval.`,
  });
}
