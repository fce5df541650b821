/**
 * Sends e-mail over SMTP when SMTP_URL is set. Every message is also written to the
 * outbox table (readable with `npx stratagent outbox`), which is the only transport
 * when SMTP is not configured, so password resets and invitations work out of the box.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { EmailContent } from './templates';

export type Mailer = { send(to: string, content: EmailContent): Promise<void> };

export function createMailer(opts: {
  db: Db;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
}): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : undefined;
  return {
    async send(to, content) {
      let error: string | undefined;
      if (transport) {
        try {
          await transport.sendMail({
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
      await opts.db.insert(emailOutbox).values({
        toEmail: to.trim().toLowerCase(),
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
        links: content.links,
        transport: transport ? 'smtp' : 'outbox',
        error,
      });
      opts.logger.info(
        { to, subject: content.subject, links: transport ? undefined : content.links },
        transport ? 'e-mail sent' : 'e-mail written to the outbox',
      );
      if (error) throw new Error(`E-mail delivery failed: ${error}`);
    },
  };
}
