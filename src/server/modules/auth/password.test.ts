import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listOutbox } from '../mail/list-outbox';

describe('password reset and change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('resets a password once through the e-mailed link', async () => {
    const user = await t.createUser();
    const requested = await t.request('/api/auth/request-password-reset', {
      body: { email: user.email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    expect(requested.status).toBe(200);

    const [mail] = await listOutbox(t.ctx.db, { to: user.email });
    expect(mail?.subject).toBe('Reset your Stratagent password');
    expect(mail?.text).toContain('expires in 24 hours');
    const link = new URL(mail!.links[0]!);
    expect(link.origin).toBe(t.config.appUrl);

    const followed = await t.request(link.pathname + link.search);
    expect(followed.status).toBe(302);
    const target = new URL(followed.headers.get('location')!, t.config.appUrl);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', {
      body: { newPassword: 'N3wPassword!', token },
    });
    expect(reset.status).toBe(200);
    const again = await t.request('/api/auth/reset-password', {
      body: { newPassword: 'Other0ne!!', token },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);

    expect((await t.signIn(user.email, user.password)).status).toBe(401);
    expect((await t.signIn(user.email, 'Other0ne!!')).status).toBe(401);
    expect((await t.signIn(user.email, 'N3wPassword!')).status).toBe(200);
    // Sessions from before the reset are revoked.
    expect((await t.request('/api/v1/me', { cookie: user.cookie })).status).toBe(401);
  });

  it('answers a reset request for an unknown e-mail like any other, sending nothing', async () => {
    const res = await t.request('/api/auth/request-password-reset', {
      body: { email: 'nobody@example.com', redirectTo: 'http://localhost:3000/reset-password' },
    });
    expect(res.status).toBe(200);
    expect(await listOutbox(t.ctx.db, { to: 'nobody@example.com' })).toEqual([]);
  });

  it("says 'Failed to send password reset email' when the e-mail cannot be sent", async () => {
    const user = await t.createUser();
    const send = vi
      .spyOn(t.ctx.mailer, 'send')
      .mockRejectedValueOnce(new Error('SMTP delivery failed'));
    try {
      const res = await t.request('/api/auth/request-password-reset', {
        body: { email: user.email, redirectTo: 'http://localhost:3000/reset-password' },
      });
      expect(res.status).toBe(503);
      expect(res.json.message).toBe(MESSAGES.password.resetEmailFailed);
      expect(MESSAGES.password.resetEmailFailed).toBe('Failed to send password reset email');
    } finally {
      send.mockRestore();
    }
    const retried = await t.request('/api/auth/request-password-reset', {
      body: { email: user.email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    expect(retried.status).toBe(200);
  });

  it('changes the password only with the right current password', async () => {
    const user = await t.createUser();
    const wrong = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      body: { currentPassword: 'Wr0ngPassword', newPassword: 'Chang3dPass!' },
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect((await t.signIn(user.email, 'Chang3dPass!')).status).toBe(401);

    const right = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'Chang3dPass!' },
    });
    expect(right.status).toBe(200);
    expect((await t.signIn(user.email, user.password)).status).toBe(401);
    expect((await t.signIn(user.email, 'Chang3dPass!')).status).toBe(200);
  });

  it('holds new passwords to the sign-up rules', async () => {
    const user = await t.createUser();
    const weak = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'alllowercase1' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe(MESSAGES.signup.passwordWeak);

    await t.request('/api/auth/request-password-reset', {
      body: { email: user.email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    const [mail] = await listOutbox(t.ctx.db, { to: user.email });
    const link = new URL(mail!.links[0]!);
    const token = link.pathname.split('/').pop();
    const short = await t.request('/api/auth/reset-password', {
      body: { newPassword: 'Sh0rt', token },
    });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe(MESSAGES.signup.passwordTooShort);
    expect((await t.signIn(user.email, user.password)).status).toBe(200);
  });

  it('refuses to change the password without a session', async () => {
    const res = await t.request('/api/auth/change-password', {
      body: { currentPassword: 'Sup3rSecret!', newPassword: 'Chang3dPass!' },
    });
    expect(res.status).toBe(401);
  });
});
