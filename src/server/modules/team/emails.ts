/** The team's e-mails: a teammate invitation, and the note to owners and admins when someone joins. */
import { roleLabel } from '@/shared/settings';
import { layout, type EmailContent } from '../mail/templates';

export function teammateInvitationEmail(opts: {
  inviterName: string;
  inviterEmail: string;
  organizationName: string;
  roleName: string;
  signupUrl: string;
}): EmailContent {
  return layout({
    subject: `${opts.inviterName} invited you to join ${opts.organizationName} on Stratagent`,
    heading: `Join ${opts.organizationName} on Stratagent`,
    paragraphs: [
      `${opts.inviterName} (${opts.inviterEmail}) invited you to join ${opts.organizationName} on Stratagent as ${roleLabel(opts.roleName)}.`,
      'Stratagent turns your business context into strategies, personas, content and campaign plans with specialised AI marketing agents. It is free during pre-alpha.',
      'Create your account with this e-mail address to join the team.',
    ],
    action: { label: 'Accept the invitation', url: opts.signupUrl },
    footnote: 'If you were not expecting this invitation, you can ignore this e-mail.',
  });
}

export function teammateJoinedEmail(opts: {
  memberName: string;
  memberEmail: string;
  organizationName: string;
  roleName: string;
  teamUrl: string;
}): EmailContent {
  return layout({
    subject: `${opts.memberName} joined ${opts.organizationName} on Stratagent`,
    heading: `${opts.memberName} joined your team`,
    paragraphs: [
      `${opts.memberEmail} accepted the invitation and joined ${opts.organizationName} as ${roleLabel(opts.roleName)}.`,
    ],
    action: { label: 'See your team', url: opts.teamUrl },
    footnote:
      'You receive this because "E-mail me when a teammate joins" is on. You can turn it off in Settings → Notifications.',
  });
}
