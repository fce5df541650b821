import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { SETTINGS_MESSAGES } from '@/shared/settings';
import { alphaInvites, userRoles, users } from '../../db/schema';
import { cookieFrom, createTestApp, type TestApp } from '../../testing/test-app';
import { createInvite } from '../invitations/create-invite';
import { listOutbox } from '../mail/list-outbox';
import {
  acceptInvitation,
  addTeammate,
  invitationToken,
  inviteTeammate,
  TEAMMATE_PASSWORD,
} from './testing';

type User = Awaited<ReturnType<TestApp['createUser']>>;

describe('team: teammate invitations and the join flow', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Acme Bakery' });
    other = await t.createUser({ organizationName: 'Other Co' });
  });
  afterAll(() => t.close());

  it('lists the owner as the only member of a new organization', async () => {
    const res = await t.request('/api/v1/team', { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      members: [
        { user_id: owner.userId, email: owner.email, role_name: 'sme_owner', is_you: true },
      ],
      invitations: [],
      can_manage: true,
      organization_type: 'SME',
      assignable_roles: ['sme_owner', 'sme_admin', 'marketing_manager', 'viewer'],
    });
  });

  it('invites a teammate, who signs up into the organization with the role, and the owner hears about it', async () => {
    const { res, email } = await inviteTeammate(t, owner.cookie, {
      email: 'Mia@Example.com',
      role: 'marketing_manager',
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      invitation: { email: 'mia@example.com', role_name: 'marketing_manager' },
      emailSent: true,
    });

    const [mail] = await listOutbox(t.ctx.db, { to: email });
    const inviter = owner.email.split('@')[0];
    expect(mail?.subject).toBe(`${inviter} invited you to join Acme Bakery on Stratagent`);
    expect(mail?.links[0]).toMatch(
      new RegExp(
        `^${t.config.appUrl}/signup\\?email=${encodeURIComponent('mia@example.com')}&invite=[\\w-]{43}$`,
      ),
    );

    const token = await invitationToken(t, email);
    const status = await t.request('/api/v1/auth/invite-status', {
      body: { email, invite: token },
    });
    expect(status.json.data).toEqual({
      invited: true,
      agencyAllowed: false,
      organizationName: 'Acme Bakery',
    });

    const team = await t.request('/api/v1/team', { cookie: owner.cookie });
    expect(team.json.data.invitations).toEqual([
      expect.objectContaining({ email: 'mia@example.com', role_name: 'marketing_manager' }),
    ]);

    const joined = await acceptInvitation(t, email);
    expect(joined.res.status).toBe(201);
    expect(joined.res.json.data).toMatchObject({
      joined: true,
      organization: { id: owner.orgId, name: 'Acme Bakery', type: 'SME' },
    });

    const me = await t.request('/api/v1/me', { cookie: joined.cookie });
    expect(me.json.data).toMatchObject({
      organization: { id: owner.orgId, name: 'Acme Bakery' },
      roles: [{ role_name: 'marketing_manager', client_id: null }],
    });
    // No organization was created from the ignored fields.
    const [invite] = await t.ctx.db
      .select()
      .from(alphaInvites)
      .where(eq(alphaInvites.email, 'mia@example.com'));
    expect(invite).toMatchObject({ status: 'used', usedBy: joined.userId });

    const notices = await listOutbox(t.ctx.db, { to: owner.email });
    expect(notices.map((m) => m.subject)).toContain('mia joined Acme Bakery on Stratagent');

    const after = await t.request('/api/v1/team', { cookie: owner.cookie });
    expect(after.json.data.invitations).toEqual([]);
    expect(after.json.data.members.map((m: { email: string }) => m.email)).toEqual([
      owner.email,
      'mia@example.com',
    ]);
  });

  it('tells an anonymous caller without the token no organization name', async () => {
    const { email } = await inviteTeammate(t, owner.cookie, {
      email: 'curious@example.com',
      role: 'sme_admin',
    });
    for (const invite of [
      undefined,
      'not-the-token',
      (await invitationToken(t, email))!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    ]) {
      const status = await t.request('/api/v1/auth/invite-status', { body: { email, invite } });
      expect(status.status).toBe(200);
      expect(status.json.data).toEqual({ invited: true, agencyAllowed: false });
      expect(status.text).not.toContain('Acme Bakery');
    }
  });

  it('lets nobody squat a teammate invitation without its token: no membership, no session until confirmed', async () => {
    const { email } = await inviteTeammate(t, owner.cookie, {
      email: 'victim@example.com',
      role: 'sme_admin',
    });
    const squat = await acceptInvitation(t, email, null);
    expect(squat.res.status).toBe(201);
    expect(squat.res.json.data).toMatchObject({
      hasSession: false,
      joined: false,
      organization: null,
    });
    expect(squat.cookie).not.toMatch(/session_token=[^;]+/);
    expect((await t.signIn(email, TEAMMATE_PASSWORD)).status).toBe(403);
    const team = await t.request('/api/v1/team', { cookie: owner.cookie });
    expect(team.json.data.members.map((m: { email: string }) => m.email)).not.toContain(email);
    const [invite] = await t.ctx.db
      .select()
      .from(alphaInvites)
      .where(eq(alphaInvites.email, email));
    expect(invite?.status).toBe('active');

    // The invitation's holder still gets in with the link, replacing the unconfirmed account.
    const owned = await acceptInvitation(t, email);
    expect(owned.res.status).toBe(201);
    expect(owned.res.json.data).toMatchObject({
      hasSession: true,
      joined: true,
      organization: { id: owner.orgId },
    });
    expect(owned.userId).not.toBe(squat.userId);
    const me = await t.request('/api/v1/me', { cookie: owned.cookie });
    expect(me.json.data.roles).toEqual([{ role_name: 'sme_admin', client_id: null }]);
  });

  it('joins the team once the address of a sign-up without the token is confirmed', async () => {
    const { email } = await inviteTeammate(t, owner.cookie, {
      email: 'later@example.com',
      role: 'marketing_manager',
    });
    const pending = await acceptInvitation(t, email, null);
    expect(pending.res.json.data.hasSession).toBe(false);
    const [mail] = await listOutbox(t.ctx.db, { to: email });
    expect(mail?.subject).toBe('Confirm your e-mail for Stratagent');
    const link = new URL(mail!.links[0]!);
    const confirmed = await t.request(link.pathname + link.search);
    expect(confirmed.status).toBe(302);
    const me = await t.request('/api/v1/me', { cookie: cookieFrom(confirmed.headers) });
    expect(me.json.data).toMatchObject({
      organization: { id: owner.orgId },
      roles: [{ role_name: 'marketing_manager', client_id: null }],
    });
    const [invite] = await t.ctx.db
      .select()
      .from(alphaInvites)
      .where(eq(alphaInvites.email, email));
    expect(invite).toMatchObject({ status: 'used', usedBy: pending.userId, tokenHash: null });
  });

  it('does not e-mail an owner who turned team activity off', async () => {
    const quiet = await t.createUser({ organizationName: 'Quiet Co' });
    const off = await t.request('/api/v1/notification-preferences', {
      method: 'PUT',
      cookie: quiet.cookie,
      body: { team_activity: false },
    });
    expect(off.status).toBe(200);
    const mate = await addTeammate(t, quiet.cookie);
    expect(mate.userId).toBeTruthy();
    const notices = await listOutbox(t.ctx.db, { to: quiet.email });
    expect(notices.filter((m) => m.subject.includes('joined'))).toEqual([]);
  });

  it('e-mails admins as well as owners, and not the marketing managers', async () => {
    const boss = await t.createUser({ organizationName: 'Busy Co' });
    const admin = await addTeammate(t, boss.cookie, 'sme_admin');
    const manager = await addTeammate(t, boss.cookie, 'marketing_manager');
    await addTeammate(t, boss.cookie, 'marketing_manager');
    const joinedTo = async (email: string) =>
      (await listOutbox(t.ctx.db, { to: email })).filter((m) =>
        m.subject.includes('joined Busy Co'),
      ).length;
    expect(await joinedTo(boss.email)).toBe(3);
    expect(await joinedTo(admin.email)).toBe(2);
    expect(await joinedTo(manager.email)).toBe(0);
  });

  it('validates the invitation: e-mail, a role of the organization type', async () => {
    const bad = await t.request('/api/v1/team/invitations', {
      cookie: owner.cookie,
      body: { email: 'nope', role_name: 'sme_admin' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe(MESSAGES.invitation.emailInvalid);
    for (const role of ['agency_admin', 'sme_owner', 'client_viewer', '']) {
      const res = await t.request('/api/v1/team/invitations', {
        cookie: owner.cookie,
        body: { email: 'x@example.com', role_name: role },
      });
      expect(res.status).toBe(400);
    }
    const agency = await t.createUser({
      organizationName: 'Bright Agency',
      organizationType: 'AGENCY',
    });
    const ok = await t.request('/api/v1/team/invitations', {
      cookie: agency.cookie,
      body: { email: 'strategist@example.com', role_name: 'creative_strategist' },
    });
    expect(ok.status).toBe(201);
    const smeRole = await t.request('/api/v1/team/invitations', {
      cookie: agency.cookie,
      body: { email: 'mm@example.com', role_name: 'marketing_manager' },
    });
    expect(smeRole.status).toBe(400);
    expect(smeRole.json.error.message).toBe(SETTINGS_MESSAGES.roleNotAllowed);
  });

  it('refuses people who already have an account or a pending invitation elsewhere', async () => {
    const member = await t.request('/api/v1/team/invitations', {
      cookie: owner.cookie,
      body: { email: owner.email, role_name: 'sme_admin' },
    });
    expect(member.status).toBe(409);
    expect(member.json.error.message).toBe(SETTINGS_MESSAGES.alreadyMember);

    const account = await t.request('/api/v1/team/invitations', {
      cookie: owner.cookie,
      body: { email: other.email, role_name: 'sme_admin' },
    });
    expect(account.status).toBe(409);
    expect(account.json.error.message).toBe(SETTINGS_MESSAGES.hasAccount);

    await inviteTeammate(t, other.cookie, { email: 'wanted@example.com' });
    const elsewhere = await t.request('/api/v1/team/invitations', {
      cookie: owner.cookie,
      body: { email: 'wanted@example.com', role_name: 'sme_admin' },
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.json.error.message).toBe(SETTINGS_MESSAGES.invitedElsewhere);
  });

  it('lets only owners and admins invite, resend and revoke', async () => {
    const manager = await addTeammate(t, owner.cookie, 'marketing_manager');
    const listed = await t.request('/api/v1/team', { cookie: manager.cookie });
    expect(listed.status).toBe(200);
    expect(listed.json.data.can_manage).toBe(false);

    const invite = await t.request('/api/v1/team/invitations', {
      cookie: manager.cookie,
      body: { email: 'z@example.com', role_name: 'marketing_manager' },
    });
    expect(invite.status).toBe(403);
    expect(invite.json.error.message).toBe(SETTINGS_MESSAGES.manageOnly);

    const { res } = await inviteTeammate(t, owner.cookie, { email: 'pending@example.com' });
    const id = res.json.data.invitation.id as string;
    expect(
      (
        await t.request(`/api/v1/team/invitations/${id}/resend`, {
          method: 'POST',
          cookie: manager.cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request(`/api/v1/team/invitations/${id}`, {
          method: 'DELETE',
          cookie: manager.cookie,
        })
      ).status,
    ).toBe(403);

    const admin = await addTeammate(t, owner.cookie, 'sme_admin');
    const resent = await t.request(`/api/v1/team/invitations/${id}/resend`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(resent.status).toBe(200);
    expect(await listOutbox(t.ctx.db, { to: 'pending@example.com' })).toHaveLength(2);

    const revoked = await t.request(`/api/v1/team/invitations/${id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(revoked.status).toBe(200);
    const status = await t.request('/api/v1/auth/invite-status', {
      body: { email: 'pending@example.com' },
    });
    expect(status.json.data.invited).toBe(false);
    const signup = await acceptInvitation(t, 'pending@example.com');
    expect(signup.res.status).toBe(403);
    expect(
      (
        await t.request(`/api/v1/team/invitations/${id}`, {
          method: 'DELETE',
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it("never touches another organization's invitations", async () => {
    const { res } = await inviteTeammate(t, other.cookie, { email: 'theirs@example.com' });
    const id = res.json.data.invitation.id as string;
    expect(
      (
        await t.request(`/api/v1/team/invitations/${id}/resend`, {
          method: 'POST',
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request(`/api/v1/team/invitations/${id}`, {
          method: 'DELETE',
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('/api/v1/team/invitations/not-a-uuid', {
          method: 'DELETE',
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    const mine = await t.request('/api/v1/team', { cookie: owner.cookie });
    expect(JSON.stringify(mine.json.data)).not.toContain('theirs@example.com');
    const status = await t.request('/api/v1/auth/invite-status', {
      body: { email: 'theirs@example.com' },
    });
    expect(status.json.data.invited).toBe(true);
  });

  it('a platform invite replaces a teammate invite: the person then creates their own organization', async () => {
    await inviteTeammate(t, owner.cookie, { email: 'switch@example.com' });
    await createInvite(t.ctx.db, t.ctx.mailer, {
      email: 'switch@example.com',
      organizationType: 'SME',
      appUrl: t.config.appUrl,
    });
    const joined = await acceptInvitation(t, 'switch@example.com');
    expect(joined.res.status).toBe(201);
    expect(joined.res.json.data).toMatchObject({
      joined: false,
      organization: { name: 'Ignored Org' },
    });
  });

  it('requires a session with an organization', async () => {
    expect((await t.request('/api/v1/team')).status).toBe(401);
    expect(
      (
        await t.request('/api/v1/team/invitations', {
          body: { email: 'a@example.com', role_name: 'sme_admin' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('team: roles and removal', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Roles Co' });
    other = await t.createUser({ organizationName: 'Elsewhere Co' });
  });
  afterAll(() => t.close());

  const setRole = (cookie: string, userId: string, role_name: string) =>
    t.request(`/api/v1/team/members/${userId}`, { method: 'PATCH', cookie, body: { role_name } });

  it("changes a member's role, which their session sees at once", async () => {
    const mate = await addTeammate(t, owner.cookie, 'marketing_manager');
    const res = await setRole(owner.cookie, mate.userId, 'sme_admin');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ user_id: mate.userId, role_name: 'sme_admin' });
    const me = await t.request('/api/v1/me', { cookie: mate.cookie });
    expect(me.json.data.roles).toEqual([{ role_name: 'sme_admin', client_id: null }]);
    expect((await setRole(owner.cookie, mate.userId, 'agency_admin')).status).toBe(400);
  });

  it('keeps at least one owner, and only owners touch the owner role', async () => {
    const admin = await addTeammate(t, owner.cookie, 'sme_admin');
    const demoteSelf = await setRole(owner.cookie, owner.userId, 'sme_admin');
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.json.error.message).toBe(SETTINGS_MESSAGES.lastOwner);

    const adminPromotes = await setRole(admin.cookie, admin.userId, 'sme_owner');
    expect(adminPromotes.status).toBe(403);
    expect(adminPromotes.json.error.message).toBe(SETTINGS_MESSAGES.ownerOnly);
    expect((await setRole(admin.cookie, owner.userId, 'marketing_manager')).status).toBe(403);
    const adminRemovesOwner = await t.request(`/api/v1/team/members/${owner.userId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(adminRemovesOwner.status).toBe(403);

    expect((await setRole(owner.cookie, admin.userId, 'sme_owner')).status).toBe(200);
    // With two owners, one may step down.
    expect((await setRole(owner.cookie, owner.userId, 'sme_admin')).status).toBe(200);
    expect((await setRole(admin.cookie, owner.userId, 'sme_owner')).status).toBe(200);
  });

  /** A fresh organization with two owners. */
  async function twoOwners() {
    const first = await t.createUser({ organizationName: 'Two Owners Co' });
    const second = await addTeammate(t, first.cookie, 'sme_admin');
    expect((await setRole(first.cookie, second.userId, 'sme_owner')).status).toBe(200);
    return { first, second };
  }

  async function ownersOf(orgId: string) {
    const rows = await t.ctx.db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.orgId, userRoles.orgId)))
      .where(and(eq(userRoles.orgId, orgId), eq(userRoles.roleName, 'sme_owner')));
    return rows.map((r) => r.userId);
  }

  const remove = (cookie: string, userId: string) =>
    t.request(`/api/v1/team/members/${userId}`, { method: 'DELETE', cookie });

  it('leaves exactly one owner when two owners remove each other at once', async () => {
    const { first, second } = await twoOwners();
    const answers = await Promise.all([
      remove(first.cookie, second.userId),
      remove(second.cookie, first.userId),
    ]);
    // The loser was removed first: refused as a non-member (403) or, signed out already, 401.
    expect(answers.map((r) => r.status).sort()).toEqual([200, expect.toBeOneOf([401, 403])]);
    expect(await ownersOf(first.orgId)).toHaveLength(1);
  });

  it('leaves exactly one owner when two owners demote each other at once', async () => {
    const { first, second } = await twoOwners();
    const answers = await Promise.all([
      setRole(first.cookie, second.userId, 'sme_admin'),
      setRole(second.cookie, first.userId, 'sme_admin'),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await ownersOf(first.orgId)).toHaveLength(1);
  });

  it('leaves exactly one owner when one owner removes the other while being demoted', async () => {
    const { first, second } = await twoOwners();
    await Promise.all([
      remove(first.cookie, second.userId),
      setRole(second.cookie, first.userId, 'sme_admin'),
    ]);
    expect(await ownersOf(first.orgId)).toHaveLength(1);
  });

  it('lets marketing managers neither change roles nor remove members', async () => {
    const manager = await addTeammate(t, owner.cookie, 'marketing_manager');
    const mate = await addTeammate(t, owner.cookie, 'marketing_manager');
    expect((await setRole(manager.cookie, mate.userId, 'sme_admin')).status).toBe(403);
    expect(
      (
        await t.request(`/api/v1/team/members/${mate.userId}`, {
          method: 'DELETE',
          cookie: manager.cookie,
        })
      ).status,
    ).toBe(403);
  });

  it('removes a member: no organization, no roles, signed out everywhere', async () => {
    const mate = await addTeammate(t, owner.cookie, 'sme_admin');
    const removed = await t.request(`/api/v1/team/members/${mate.userId}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await t.request('/api/v1/me', { cookie: mate.cookie })).status).toBe(401);

    const signIn = await t.signIn(mate.email, 'Sup3rSecret!');
    const me = await t.request('/api/v1/me', { cookie: signIn.cookie });
    expect(me.json.data).toMatchObject({ organization: null, roles: [] });
    expect((await t.request('/api/v1/team', { cookie: signIn.cookie })).status).toBe(403);

    const team = await t.request('/api/v1/team', { cookie: owner.cookie });
    expect(team.json.data.members.map((m: { user_id: string }) => m.user_id)).not.toContain(
      mate.userId,
    );
    expect(
      (
        await t.request(`/api/v1/team/members/${mate.userId}`, {
          method: 'DELETE',
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses to remove yourself', async () => {
    const res = await t.request(`/api/v1/team/members/${owner.userId}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(SETTINGS_MESSAGES.removeSelf);
  });

  it("answers 404 for another organization's members, changing nothing", async () => {
    expect((await setRole(owner.cookie, other.userId, 'sme_admin')).status).toBe(404);
    expect(
      (
        await t.request(`/api/v1/team/members/${other.userId}`, {
          method: 'DELETE',
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('/api/v1/team/members/no-such-user', {
          method: 'DELETE',
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    const me = await t.request('/api/v1/me', { cookie: other.cookie });
    expect(me.json.data).toMatchObject({
      organization: { id: other.orgId },
      roles: [{ role_name: 'sme_owner' }],
    });
  });
});
