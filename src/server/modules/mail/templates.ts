/** Plain, branded e-mails: a text part for every client and a simple HTML part. */
import { TIMINGS } from '@/shared/constants';

export type EmailContent = { subject: string; text: string; html: string; links: string[] };

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function layout(opts: {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}): EmailContent {
  const text = [
    opts.heading,
    '',
    ...opts.paragraphs.flatMap((p) => [p, '']),
    `${opts.action.label}: ${opts.action.url}`,
    '',
    opts.footnote,
    '',
    '— Stratagent · Intelligence Over Execution',
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6fb;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e2e8f0;font-weight:700;font-size:18px;color:#1d4ed8">Stratagent</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${escape(opts.heading)}</h1>
${opts.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escape(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escape(opts.action.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escape(opts.action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#64748b;line-height:1.6">${escape(opts.footnote)}<br>If the button does not work, paste this address into your browser:<br><span style="word-break:break-all">${escape(opts.action.url)}</span></p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e2e8f0;font-size:12px;color:#94a3b8">Stratagent · Intelligence Over Execution · Pre-alpha</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: opts.subject, text, html, links: [opts.action.url] };
}

export function invitationApprovedEmail(opts: { signupUrl: string; email: string }): EmailContent {
  return layout({
    subject: 'Your Stratagent invitation is ready',
    heading: 'You are in: welcome to Stratagent',
    paragraphs: [
      `Your request for early access has been approved. ${opts.email} is now on the Founding Member list, so you can create your account whenever you are ready.`,
      'Stratagent is free during pre-alpha. Sign up with this e-mail address to get started.',
    ],
    action: { label: 'Create your account', url: opts.signupUrl },
    footnote: 'You received this because someone requested an invitation with this address.',
  });
}

/**
 * An operator's invitation (`npx stratagent invite`, or an admin's direct invite) for someone
 * who asked for nothing: it says who the address is for, not that a request was approved.
 */
export function operatorInvitationEmail(opts: {
  signupUrl: string;
  email: string;
  organizationType: 'SME' | 'AGENCY';
}): EmailContent {
  const kind = opts.organizationType === 'AGENCY' ? 'your agency' : 'your business';
  return layout({
    subject: 'Your invitation to Stratagent',
    heading: 'You are invited to Stratagent',
    paragraphs: [
      `You have been invited to create ${kind}'s workspace on Stratagent with ${opts.email}. As its owner you can then invite your teammates from Settings → Team.`,
      'Stratagent turns your business context into strategies, personas, content and campaign plans with specialised AI marketing agents. It is free during pre-alpha.',
    ],
    action: { label: 'Create your account', url: opts.signupUrl },
    footnote: 'If you were not expecting this invitation, you can ignore this e-mail.',
  });
}

export function passwordResetEmail(opts: { resetUrl: string }): EmailContent {
  const hours = TIMINGS.resetLinkTtlSeconds / 3600;
  return layout({
    subject: 'Reset your Stratagent password',
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password of your Stratagent account.',
      `This link works once and expires in ${hours} hours.`,
    ],
    action: { label: 'Choose a new password', url: opts.resetUrl },
    footnote:
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  });
}

export function emailConfirmationEmail(opts: { confirmUrl: string }): EmailContent {
  return layout({
    subject: 'Confirm your e-mail for Stratagent',
    heading: 'Confirm your e-mail address',
    paragraphs: [
      'Thanks for signing up. Confirm your e-mail address to finish creating your account.',
      // Whoever signed up without the invitation link chose the password: the owner of the
      // address must not confirm a stranger's account by reflex.
      'If you did not sign up for Stratagent yourself, ignore this e-mail: nobody can use the account until it is confirmed.',
    ],
    action: { label: 'Confirm e-mail', url: opts.confirmUrl },
    footnote: `This link expires in ${TIMINGS.emailConfirmationTtlSeconds / 3600} hours.`,
  });
}
