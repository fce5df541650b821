/**
 * Sends e-mail over SMTP when SMTP_URL is set. Every message is also written to the
 * outbox table (readable with `npx stratagent outbox`), which is the only transport
 * when SMTP is not configured, so password resets and invitations work out of the box.
 *
 * When SMTP delivers, the inbox is the only place a reset, confirmation or invitation
 * link may live: the outbox keeps a copy with its tokens redacted and the log only the
 * recipient and subject. Without SMTP the outbox and the log are the delivery channel,
 * so they carry the live link.
 */
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { redactUrlSecrets } from '../../lib/redact';
import type { EmailContent } from './templates';

export type Mailer = { send(to: string, content: EmailContent): Promise<void> };

export function createMailer(opts: {
  db: Db;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
}): Mailer {
  const { smtpUrl } = opts;
  // nodemailer loads with the first message, not with every start.
  let smtp: Promise<Transporter> | undefined;
  const transport = smtpUrl
    ? () =>
        (smtp ??= import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport(smtpUrl),
        ))
    : undefined;
  return {
    async send(to, content) {
      let error: string | undefined;
      if (transport) {
        try {
          const smtpTransport = await transport();
          await smtpTransport.sendMail({
            from: opts.from,
            to,
            subject: content.subject,
            text: content.text,
            html: content.html,
          });
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
          opts.logger.error({ err: e, to, subject: content.subject }, 'SMTP delivery failed');
        }
      }
      const kept = transport ? redactContent(content) : content;
      await opts.db.insert(emailOutbox).values({
        toEmail: to.trim().toLowerCase(),
        subject: content.subject,
        textBody: kept.text,
        htmlBody: kept.html,
        links: kept.links,
        transport: transport ? 'smtp' : 'outbox',
        error,
      });
      if (transport) {
        opts.logger.info({ to, subject: content.subject }, 'e-mail sent');
      } else {
        // The logger redacts `links`; here the log is how a developer receives the e-mail.
        opts.logger.info(
          { to, subject: content.subject },
          ['e-mail written to the outbox', ...content.links].join(' '),
        );
      }
      if (error) throw new Error(`E-mail delivery failed: ${error}`);
    },
  };
}

function redactContent(content: EmailContent): EmailContent {
  return {
    subject: content.subject,
    text: redactUrlSecrets(content.text),
    html: redactUrlSecrets(content.html),
    links: content.links.map(redactUrlSecrets),
  };
}
