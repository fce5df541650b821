/** Human-readable output of the CLI's commands. */
import type { createInvite } from '../server/modules/invitations/create-invite';
import { roleLabel } from '@/shared/settings';
import type { DemoAccount } from '../server/modules/demo/load-demo';
import type { OutboxEntry } from '../server/modules/mail/list-outbox';

type InviteResult = Awaited<ReturnType<typeof createInvite>>;

export function formatInvite(invite: InviteResult): string {
  return [
    `Invited ${invite.email} (${invite.organizationType}). The invitation e-mail is in the outbox.`,
    `Sign-up link: ${invite.signupUrl}`,
  ].join('\n');
}

export function formatOutbox(entries: OutboxEntry[], to: string | undefined): string {
  if (!entries.length) return to ? `No e-mails to ${to}.` : 'The outbox is empty.';
  return entries
    .map((e) =>
      [
        `Date:    ${formatDate(e.createdAt)}`,
        `To:      ${e.to}`,
        `Subject: ${e.subject}`,
        ...(e.error ? [`Error:   ${e.error}`] : []),
        ...e.links.map((link) => `  ${link}`),
      ].join('\n'),
    )
    .join('\n\n');
}

export function formatAdminGrant(result: { email: string }): string {
  return `${result.email} is now a platform admin.`;
}

const formatDate = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

export function formatDemo(result: { accounts: DemoAccount[]; signInUrl: string }): string {
  return [
    'Demo data loaded. Sign in at ' + result.signInUrl + ' as:',
    '',
    ...result.accounts.flatMap((a) => [
      a.role
        ? `  ${a.organization} (${a.type}): ${roleLabel(a.role)}${a.client ? ` for ${a.client}` : ''}`
        : `  ${a.organization} (${a.type})`,
      `    E-mail:   ${a.email}`,
      `    Password: ${a.password}`,
      '',
    ]),
    'Run `npx stratagent demo` again to reset the demo organizations.',
  ].join('\n');
}
