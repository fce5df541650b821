import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { INVITE_TOKEN_PARAM } from '@/shared/invite-link';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, verifications } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listOutbox } from './list-outbox';
import { createMailer } from './mailer';
import { passwordResetEmail } from './templates';

describe('mailer', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let port: number;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await t.close();
  });

  it('delivers over SMTP and records the message in the outbox', async () => {
    const mailer = createMailer({
      db: t.ctx.db,
      logger: createLogger('silent'),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Stratagent <no-reply@test.local>',
    });
    await mailer.send(
      'reader@example.com',
      passwordResetEmail({ resetUrl: 'http://localhost:3000/api/auth/reset-password/abc' }),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['reader@example.com']);
    expect(received[0]!.raw).toContain('Subject: Reset your Stratagent password');
    const [entry] = await listOutbox(t.ctx.db, { to: 'reader@example.com' });
    expect(entry).toMatchObject({
      transport: 'smtp',
      error: null,
      links: ['http://localhost:3000/api/auth/reset-password/[redacted]'],
    });
  });

  it('keeps no live reset or invitation link in the outbox or the log when SMTP delivers it', async () => {
    let logged = '';
    const logger = createLogger(
      'info',
      new Writable({ write: (chunk, _enc, done) => ((logged += chunk), done()) }),
    );
    const app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` }, { logger });
    try {
      const user = await app.createUser({ email: 'smtp-reset@example.com' });
      const res = await app.request('/api/auth/request-password-reset', {
        body: { email: user.email, redirectTo: 'http://localhost:3000/reset-password' },
      });
      expect(res.status).toBe(200);

      const delivered = decodeQuotedPrintable(
        received.find((m) => m.to.includes(user.email) && m.raw.includes('Subject: Reset'))!.raw,
      );
      const token = /\/api\/auth\/reset-password\/([\w-]+)/.exec(delivered)?.[1];
      expect(token).toBeTruthy();

      const [entry] = await listOutbox(app.ctx.db, { to: user.email });
      expect(entry).toMatchObject({ transport: 'smtp', subject: 'Reset your Stratagent password' });
      expect(entry?.links).toEqual([
        expect.stringContaining('/api/auth/reset-password/[redacted]'),
      ]);
      const [row] = await app.ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, entry!.id));
      expect(JSON.stringify(row)).not.toContain(token);
      // Nor does better-auth's own table of pending resets.
      expect(JSON.stringify(await app.ctx.db.select().from(verifications))).not.toContain(token);
      expect(logged).toContain('e-mail sent');
      expect(logged).not.toContain(token);

      const invitation = decodeQuotedPrintable(
        received.find(
          (m) =>
            m.to.includes(user.email) && m.raw.includes('Subject: Your invitation to Stratagent'),
        )!.raw,
      );
      const inviteToken = new RegExp(`[?&]${INVITE_TOKEN_PARAM}=([\\w-]+)`).exec(invitation)?.[1];
      expect(inviteToken).toBeTruthy();
      const invitationRows = await app.ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, 'Your invitation to Stratagent'));
      expect(invitationRows).toHaveLength(1);
      expect(JSON.stringify(invitationRows)).not.toContain(inviteToken);
      expect(logged).not.toContain(inviteToken);
    } finally {
      await app.close();
    }
  });

  it('keeps the message in the outbox and reports the failure when the SMTP server is unreachable', async () => {
    const mailer = createMailer({
      db: t.ctx.db,
      logger: createLogger('silent'),
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@test.local',
    });
    await expect(
      mailer.send('down@example.com', passwordResetEmail({ resetUrl: 'http://x/reset' })),
    ).rejects.toThrow(/delivery failed/);
    const [entry] = await listOutbox(t.ctx.db, { to: 'down@example.com' });
    expect(entry?.error).toBeTruthy();
  });

  it('writes to the outbox only when no SMTP server is configured, with the live link it delivers', async () => {
    await t.ctx.mailer.send(
      'outbox@example.com',
      passwordResetEmail({ resetUrl: 'http://x/api/auth/reset-password/live-token' }),
    );
    const [entry] = await listOutbox(t.ctx.db, { to: 'outbox@example.com' });
    expect(entry).toMatchObject({ transport: 'outbox', subject: 'Reset your Stratagent password' });
    expect(entry?.links).toEqual(['http://x/api/auth/reset-password/live-token']);
    expect(entry?.text).toContain('expires in 24 hours');
  });
});

/** SMTP bodies are quoted-printable: long lines are folded with `=` and `=` itself is `=3D`. */
function decodeQuotedPrintable(raw: string) {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
