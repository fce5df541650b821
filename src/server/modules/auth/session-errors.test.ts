/**
 * Seed 000 §8's session and sign-up errors, each in its situation: the account cannot be
 * written, the signed-in user's profile or organization cannot be read.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { createTestApp, inviteTokenOf, type TestApp } from '../../testing/test-app';
import { createInvite } from '../invitations/create-invite';
import { getMe } from './get-me';

describe('session and sign-up errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => {
    vi.restoreAllMocks();
    return t.close();
  });

  it("answers 'Failed to create user account' when the account cannot be written", async () => {
    const email = `lost-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const { signupUrl } = await createInvite(t.ctx.db, t.ctx.mailer, {
      email,
      organizationType: 'SME',
      appUrl: t.config.appUrl,
    });
    const body = {
      invite: inviteTokenOf(signupUrl),
      email,
      password: 'Sup3rSecret!',
      confirmPassword: 'Sup3rSecret!',
      organizationName: 'Acme Bakery',
      organizationType: 'SME',
    };
    const transaction = vi
      .spyOn(t.ctx.db, 'transaction')
      .mockRejectedValueOnce(new Error('connection terminated'));
    const failed = await t.request('/api/v1/auth/signup', { body });
    transaction.mockRestore();
    expect(failed.status).toBe(503);
    expect(failed.json.error.message).toBe('Failed to create user account');
    // Nothing was written: the same invitation still works.
    expect((await t.request('/api/v1/auth/signup', { body })).status).toBe(201);
  });

  it("answers 'Failed to fetch user profile.' when the signed-in user cannot be read", async () => {
    const user = await t.createUser();
    t.ctx.callerCache.forgetUser(user.userId);
    // The profile read fails; the session's own reads (better-auth's) still work.
    const db = t.ctx.db;
    const original = db.select.bind(db);
    const select = vi.spyOn(db, 'select').mockImplementation(((fields?: object) => {
      if (fields && 'role_name' in fields) throw new Error('connection terminated');
      return original(fields as never);
    }) as typeof db.select);
    const failed = await t.request('/api/v1/me', { cookie: user.cookie });
    select.mockRestore();
    expect(failed.status).toBe(503);
    expect(failed.json.error.message).toBe(MESSAGES.session.profileFailed);
    expect(MESSAGES.session.profileFailed).toBe('Failed to fetch user profile.');
    expect((await t.request('/api/v1/me', { cookie: user.cookie })).status).toBe(200);
  });

  it("answers 'Failed to fetch organization.' when the user's organization cannot be read", async () => {
    const user = await t.createUser();
    const me = await t.request('/api/v1/me', { cookie: user.cookie });
    expect(me.json.data.organization.id).toBe(user.orgId);
    const caller = {
      userId: user.userId,
      email: user.email,
      name: 'Ghost',
      orgId: crypto.randomUUID(),
      isPlatformAdmin: false,
      via: 'session' as const,
      roles: [],
      scopes: null,
    };
    await expect(getMe(t.ctx, caller)).rejects.toMatchObject({
      status: 404,
      message: 'Failed to fetch organization.',
    });
  });
});
