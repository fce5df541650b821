import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const mailer = createMailer({ db: t.ctx.db, logger: createLogger('silent'), smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Stratagent <no-reply@test.local>' });
    await mailer.send('reader@example.com', passwordResetEmail({ resetUrl: 'http://localhost:3000/api/auth/reset-password/abc' }));
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['reader@example.com']);
    expect(received[0]!.raw).toContain('Subject: Reset your Stratagent password');
    const [entry] = await listOutbox(t.ctx.db, { to: 'reader@example.com' });
    expect(entry).toMatchObject({ transport: 'smtp', error: null, links: ['http://localhost:3000/api/auth/reset-password/abc'] });
  });

  it('keeps the message in the outbox and reports the failure when the SMTP server is unreachable', async () => {
    const mailer = createMailer({ db: t.ctx.db, logger: createLogger('silent'), smtpUrl: 'smtp://127.0.0.1:1', from: 'x@test.local' });
    await expect(mailer.send('down@example.com', passwordResetEmail({ resetUrl: 'http://x/reset' }))).rejects.toThrow(/delivery failed/);
    const [entry] = await listOutbox(t.ctx.db, { to: 'down@example.com' });
    expect(entry?.error).toBeTruthy();
  });

  it('writes to the outbox only when no SMTP server is configured', async () => {
    await t.ctx.mailer.send('outbox@example.com', passwordResetEmail({ resetUrl: 'http://x/reset' }));
    const [entry] = await listOutbox(t.ctx.db, { to: 'outbox@example.com' });
    expect(entry).toMatchObject({ transport: 'outbox', subject: 'Reset your Stratagent password' });
    expect(entry?.text).toContain('expires in 24 hours');
  });
});
