import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { queryRows } from '../../db/client';
import { alphaInvites, organizations, users } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { createTestApp, cookieFrom, inviteTokenOf, type TestApp } from '../../testing/test-app';
import { createInvite } from '../invitations/create-invite';
import { listOutbox } from '../mail/list-outbox';

const PASSWORD = 'Sup3rSecret!';

function signupBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    organizationName: 'Acme Bakery',
    organizationType: 'SME',
    ...overrides,
  };
}

async function organizationsNamed(t: TestApp, name: string) {
  return (await t.ctx.db.select().from(organizations).where(eq(organizations.name, name))).length;
}

async function isInvited(t: TestApp, email: string) {
  const [row] = await queryRows<{ invited: boolean }>(
    t.ctx.db,
    sql`select is_email_invited(${email}) as invited`,
  );
  return row!.invited;
}

describe('sign-up', () => {
  let t: TestApp;
  /** Invites `email` and answers the token of its link. */
  const invite = async (email: string, organizationType: 'SME' | 'AGENCY' = 'SME') =>
    inviteTokenOf(
      (
        await createInvite(t.ctx.db, t.ctx.mailer, {
          email,
          organizationType,
          appUrl: t.config.appUrl,
        })
      ).signupUrl,
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the user, an SME organization and a session for a whitelisted e-mail, and uses up the invite', async () => {
    const token = await invite('owner@example.com');
    expect(await isInvited(t, 'owner@example.com')).toBe(true);

    const res = await t.request('/api/v1/auth/signup', {
      body: signupBody('Owner@Example.com', { invite: token }),
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      user: { email: 'owner@example.com', name: 'owner' },
      organization: { name: 'Acme Bakery', type: 'SME', slug: 'acme-bakery' },
      hasSession: true,
    });
    expect(await isInvited(t, 'owner@example.com')).toBe(false);

    const me = await t.request('/api/v1/me', { cookie: cookieFrom(res.headers) });
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({
      user: { email: 'owner@example.com', isPlatformAdmin: false },
      organization: { name: 'Acme Bakery', type: 'SME', slug: 'acme-bakery' },
      roles: [{ role_name: 'sme_owner', client_id: null }],
      needsOnboarding: true,
    });
  });

  it('gives two organizations with the same name different slugs', async () => {
    const a = await t.createUser({ organizationName: 'Same Name Co' });
    const b = await t.createUser({ organizationName: 'Same Name Co' });
    const slugA = (await t.request('/api/v1/me', { cookie: a.cookie })).json.data.organization.slug;
    const slugB = (await t.request('/api/v1/me', { cookie: b.cookie })).json.data.organization.slug;
    expect(slugA).toBe('same-name-co');
    expect(slugB).not.toBe(slugA);
    expect(slugB).toMatch(/^same-name-co-\d+$/);
  });

  it('refuses an e-mail that is not whitelisted, creating nothing', async () => {
    const res = await t.request('/api/v1/auth/signup', {
      body: signupBody('stranger@example.com'),
    });
    expect(res.status).toBe(403);
    expect(res.json.error).toMatchObject({
      message: MESSAGES.signup.notWhitelisted,
      field: 'email',
    });
    const signIn = await t.signIn('stranger@example.com', PASSWORD);
    expect(signIn.status).toBe(401);
  });

  it('refuses an agency for an SME invite, and creates one for an AGENCY invite', async () => {
    await invite('sme-only@example.com');
    const refused = await t.request('/api/v1/auth/signup', {
      body: signupBody('sme-only@example.com', { organizationType: 'AGENCY' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(MESSAGES.signup.agencyUnavailable);
    expect(await isInvited(t, 'sme-only@example.com')).toBe(true);

    const token = await invite('agency@example.com', 'AGENCY');
    const status = await t.request('/api/v1/auth/invite-status', {
      body: { email: 'agency@example.com' },
    });
    expect(status.json.data).toEqual({ invited: true, agencyAllowed: true });
    const res = await t.request('/api/v1/auth/signup', {
      body: signupBody('agency@example.com', {
        organizationType: 'AGENCY',
        organizationName: 'Bright Agency',
        invite: token,
      }),
    });
    expect(res.status).toBe(201);
    const me = await t.request('/api/v1/me', { cookie: cookieFrom(res.headers) });
    expect(me.json.data.organization.type).toBe('AGENCY');
    expect(me.json.data.roles).toEqual([{ role_name: 'agency_owner', client_id: null }]);
  });

  it('lets any invited e-mail create an agency when agency sign-up is allowed', async () => {
    const open = await createTestApp({ allowAgencySignup: true });
    try {
      const { signupUrl } = await createInvite(open.ctx.db, open.ctx.mailer, {
        email: 'open@example.com',
        organizationType: 'SME',
        appUrl: open.config.appUrl,
      });
      const res = await open.request('/api/v1/auth/signup', {
        body: signupBody('open@example.com', {
          organizationType: 'AGENCY',
          invite: inviteTokenOf(signupUrl),
        }),
      });
      expect(res.status).toBe(201);
      expect(res.json.data.organization.type).toBe('AGENCY');
    } finally {
      await open.close();
    }
  });

  it.each([
    [
      { password: 'password1', confirmPassword: 'password1' },
      'password',
      MESSAGES.signup.passwordWeak,
    ],
    [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'password', MESSAGES.signup.passwordTooShort],
    [{ confirmPassword: 'Sup3rSecret?' }, 'confirmPassword', MESSAGES.signup.passwordsMismatch],
    [{ organizationName: 'A' }, 'organizationName', MESSAGES.signup.organizationTooShort],
    [{ organizationName: '' }, 'organizationName', MESSAGES.signup.organizationRequired],
    [{ email: 'not-an-email' }, 'email', MESSAGES.signup.emailInvalid],
  ])('answers %o with the message for %s', async (overrides, field, message) => {
    await invite('valid@example.com');
    const res = await t.request('/api/v1/auth/signup', {
      body: signupBody('valid@example.com', overrides),
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'validation_error', message, field });
  });

  it('refuses a second account for the same e-mail with a 4xx, not a 500', async () => {
    const first = await t.createUser({ email: 'twice@example.com' });
    const token = await invite('twice@example.com');
    const res = await t.request('/api/v1/auth/signup', {
      body: signupBody('twice@example.com', { invite: token }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.error.message).toMatch(/already exists/i);
    // The first account and its organization are untouched.
    const me = await t.request('/api/v1/me', { cookie: first.cookie });
    expect(me.json.data.organization.id).toBe(first.orgId);
  });

  it('keeps only the hash of an invitation token, and the token opens its invite once', async () => {
    const token = (await invite('hashed@example.com'))!;
    const [row] = await t.ctx.db
      .select()
      .from(alphaInvites)
      .where(eq(alphaInvites.email, 'hashed@example.com'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));

    const first = await t.request('/api/v1/auth/signup', {
      body: signupBody('hashed@example.com', { invite: token }),
    });
    expect(first.status).toBe(201);
    expect(first.json.data.hasSession).toBe(true);
    // Even with the account gone, the used token opens nothing again.
    await t.ctx.db.delete(users).where(eq(users.id, first.json.data.user.id));
    const again = await t.request('/api/v1/auth/signup', {
      body: signupBody('hashed@example.com', { invite: token, organizationName: 'Second Try' }),
    });
    expect(again.status).toBe(403);
    expect(cookieFrom(again.headers)).not.toMatch(/session_token=[^;]+/);
  });

  it('retires the previous link when an invitation is sent again', async () => {
    const old = await invite('again@example.com');
    await invite('again@example.com');
    const res = await t.request('/api/v1/auth/signup', {
      body: signupBody('again@example.com', { invite: old }),
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ hasSession: false, organization: null });
  });

  it('makes only an unconfirmed account without the token, and its organization once the address is confirmed', async () => {
    const email = 'notoken@example.com';
    await invite(email);
    const res = await t.request('/api/v1/auth/signup', {
      body: signupBody(email, { organizationName: 'Later Co' }),
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ hasSession: false, joined: false, organization: null });
    expect(cookieFrom(res.headers)).not.toMatch(/session_token=[^;]+/);
    const signIn = await t.signIn(email, PASSWORD);
    expect(signIn.status).toBe(403);
    expect(signIn.json.message).toBe(MESSAGES.signup.emailNotConfirmed);
    expect(await organizationsNamed(t, 'Later Co')).toBe(0);
    expect(await isInvited(t, email)).toBe(true);

    const [mail] = await listOutbox(t.ctx.db, { to: email });
    expect(mail?.subject).toBe('Confirm your e-mail for Stratagent');
    const link = new URL(mail!.links[0]!);
    const confirmed = await t.request(link.pathname + link.search);
    expect(confirmed.status).toBe(302);
    const me = await t.request('/api/v1/me', { cookie: cookieFrom(confirmed.headers) });
    expect(me.json.data).toMatchObject({
      organization: { name: 'Later Co', type: 'SME' },
      roles: [{ role_name: 'sme_owner', client_id: null }],
    });
    expect(await isInvited(t, email)).toBe(false);
    expect((await t.signIn(email, PASSWORD)).status).toBe(200);
  });

  it('lets only one of two concurrent sign-ups with one invitation through', async () => {
    const token = await invite('race@example.com');
    const answers = await Promise.all(
      [1, 2].map((i) =>
        t.request('/api/v1/auth/signup', {
          body: signupBody('race@example.com', { invite: token, organizationName: `Race ${i} Co` }),
        }),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s === 201)).toHaveLength(1);
    const loser = answers.find((a) => a.status !== 201)!;
    expect(loser.status).toBeGreaterThanOrEqual(400);
    expect(loser.status).toBeLessThan(500);
    expect(
      (await organizationsNamed(t, 'Race 1 Co')) + (await organizationsNamed(t, 'Race 2 Co')),
    ).toBe(1);
  });

  it('leaves no account, organization or used invite behind when a step fails', async () => {
    const email = 'midway@example.com';
    const token = await invite(email);
    // The database refuses the last write of the sign-up: the owner's role.
    await t.ctx.db.execute(
      sql.raw(`create function refuse_owner_role() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await t.ctx.db.execute(
      sql.raw(`create trigger refuse_owner_role before insert on user_roles for each row
        when (new.role_name = 'sme_owner') execute function refuse_owner_role()`),
    );
    try {
      const res = await t.request('/api/v1/auth/signup', {
        body: signupBody(email, { invite: token, organizationName: 'Midway Co' }),
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger refuse_owner_role on user_roles'));
      await t.ctx.db.execute(sql.raw('drop function refuse_owner_role()'));
    }
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await organizationsNamed(t, 'Midway Co')).toBe(0);
    expect(await isInvited(t, email)).toBe(true);
  });

  it('keeps the whitelist and pending sign-ups out of reach of tenant transactions', async () => {
    const member = await t.createUser();
    for (const table of ['alpha_invites', 'invitation_requests', 'pending_signups']) {
      const read = withTenant(t.ctx.db, { orgId: member.orgId, userId: member.userId }, (tx) =>
        tx.execute(sql.raw(`select * from ${table}`)),
      );
      await expect(read).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/permission denied/) },
      });
    }
  });

  it('answers /me without a session with 401', async () => {
    const res = await t.request('/api/v1/me');
    expect(res.status).toBe(401);
    expect(res.json.error).toMatchObject({
      code: 'unauthorized',
      message: MESSAGES.session.notAuthenticated,
    });
  });
});

describe('sign-up with e-mail confirmation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ requireEmailConfirmation: true });
  });
  afterAll(() => t.close());

  it('sends a confirmation link instead of signing in, and the link confirms the account', async () => {
    const email = 'confirm@example.com';
    await createInvite(t.ctx.db, t.ctx.mailer, {
      email,
      organizationType: 'SME',
      appUrl: t.config.appUrl,
    });
    const res = await t.request('/api/v1/auth/signup', { body: signupBody(email) });
    expect(res.status).toBe(201);
    expect(res.json.data.hasSession).toBe(false);
    expect(cookieFrom(res.headers)).not.toMatch(/session_token=[^;]+/);

    expect((await t.signIn(email, PASSWORD)).status).toBe(403);

    const [mail] = await listOutbox(t.ctx.db, { to: email });
    expect(mail?.subject).toBe('Confirm your e-mail for Stratagent');
    const link = new URL(mail!.links[0]!);
    expect(link.origin).toBe(t.config.appUrl);

    const confirmed = await t.request(link.pathname + link.search);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toContain('/dashboard');
    const me = await t.request('/api/v1/me', { cookie: cookieFrom(confirmed.headers) });
    expect(me.json.data.user.email).toBe(email);

    const signIn = await t.signIn(email, PASSWORD);
    expect(signIn.status).toBe(200);
  });

  it("counts the invitation token as the address's confirmation: a session at once", async () => {
    const email = 'with-token@example.com';
    const { signupUrl } = await createInvite(t.ctx.db, t.ctx.mailer, {
      email,
      organizationType: 'SME',
      appUrl: t.config.appUrl,
    });
    const res = await t.request('/api/v1/auth/signup', {
      body: signupBody(email, { invite: inviteTokenOf(signupUrl) }),
    });
    expect(res.status).toBe(201);
    expect(res.json.data.hasSession).toBe(true);
    const me = await t.request('/api/v1/me', { cookie: cookieFrom(res.headers) });
    expect(me.json.data.organization.name).toBe('Acme Bakery');
  });
});
