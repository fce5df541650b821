import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { SETTINGS_MESSAGES } from '@/shared/settings';
import { alphaInvites, clients, userRoles, users } from '../../db/schema';
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

describe('team: agency invitations with clients', () => {
  let t: TestApp;
  let owner: User;
  let fernleaf: string;
  let harbor: string;
  let foreign: string;

  const invite = (body: Record<string, unknown>, cookie = owner.cookie) =>
    t.request('/api/v1/team/invitations', { cookie, body });
  const mail = () => `scoped-${Math.random().toString(16).slice(2, 10)}@example.com`;
  const addClient = async (user: User, name: string) => {
    const [row] = await t.ctx.db
      .insert(clients)
      .values({ orgId: user.orgId, name })
      .returning({ id: clients.id });
    return row!.id;
  };
  const rolesOf = async (userId: string) =>
    (
      await t.ctx.db
        .select({ role_name: userRoles.roleName, client_id: userRoles.clientId })
        .from(userRoles)
        .where(eq(userRoles.userId, userId))
    ).sort((a, b) => String(a.client_id).localeCompare(String(b.client_id)));

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Pixel Foundry', organizationType: 'AGENCY' });
    const rival = await t.createUser({ organizationName: 'Rival', organizationType: 'AGENCY' });
    fernleaf = await addClient(owner, 'Fernleaf');
    harbor = await addClient(owner, 'Harbor Yoga');
    foreign = await addClient(rival, 'Not Yours');
  });
  afterAll(() => t.close());

  it('offers the client roles and the clients to an agency', async () => {
    const res = await t.request('/api/v1/team', { cookie: owner.cookie });
    expect(res.json.data.assignable_roles).toEqual(
      expect.arrayContaining(['account_manager', 'client_stakeholder', 'client_viewer', 'guest']),
    );
    expect(res.json.data.clients).toEqual([
      { id: fernleaf, name: 'Fernleaf' },
      { id: harbor, name: 'Harbor Yoga' },
    ]);
  });

  it('signs a scoped account manager up with one role row per client, shown on the team list', async () => {
    const email = mail();
    const res = await invite({
      email,
      role_name: 'account_manager',
      client_ids: [fernleaf, harbor, fernleaf],
    });
    expect(res.status).toBe(201);
    expect(res.json.data.invitation.clients).toEqual([
      { id: fernleaf, name: 'Fernleaf' },
      { id: harbor, name: 'Harbor Yoga' },
    ]);
    const [stored] = await t.ctx.db
      .select({ clientIds: alphaInvites.clientIds })
      .from(alphaInvites)
      .where(eq(alphaInvites.email, email));
    expect(stored!.clientIds.sort()).toEqual([fernleaf, harbor].sort());

    const joined = await acceptInvitation(t, email);
    expect(joined.res.status).toBe(201);
    expect(await rolesOf(joined.userId)).toEqual(
      [
        { role_name: 'account_manager', client_id: fernleaf },
        { role_name: 'account_manager', client_id: harbor },
      ].sort((a, b) => a.client_id.localeCompare(b.client_id)),
    );
    const team = await t.request('/api/v1/team', { cookie: owner.cookie });
    const member = team.json.data.members.find(
      (m: { user_id: string }) => m.user_id === joined.userId,
    );
    expect(member).toMatchObject({
      role_name: 'account_manager',
      clients: [
        { id: fernleaf, name: 'Fernleaf' },
        { id: harbor, name: 'Harbor Yoga' },
      ],
    });
    // Their session is held to those clients.
    const me = await t.request('/api/v1/me', { cookie: joined.cookie });
    expect(me.json.data.roles).toHaveLength(2);
  });

  it('keeps an account manager without clients organization-wide', async () => {
    const email = mail();
    expect((await invite({ email, role_name: 'account_manager' })).status).toBe(201);
    const joined = await acceptInvitation(t, email);
    expect(await rolesOf(joined.userId)).toEqual([
      { role_name: 'account_manager', client_id: null },
    ]);
  });

  it('gives a client portal user exactly one client', async () => {
    const email = mail();
    const res = await invite({ email, role_name: 'client_stakeholder', client_ids: [harbor] });
    expect(res.status).toBe(201);
    const joined = await acceptInvitation(t, email);
    expect(await rolesOf(joined.userId)).toEqual([
      { role_name: 'client_stakeholder', client_id: harbor },
    ]);
  });

  it('refuses a client role without a client, with two, and clients for owners and admins', async () => {
    const none = await invite({ email: mail(), role_name: 'client_viewer' });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.json)).toContain(SETTINGS_MESSAGES.clientRequired);
    const empty = await invite({ email: mail(), role_name: 'guest', client_ids: [] });
    expect(empty.status).toBe(400);
    const two = await invite({
      email: mail(),
      role_name: 'client_stakeholder',
      client_ids: [fernleaf, harbor],
    });
    expect(two.status).toBe(400);
    expect(JSON.stringify(two.json)).toContain(SETTINGS_MESSAGES.oneClientOnly);
    const admin = await invite({
      email: mail(),
      role_name: 'agency_admin',
      client_ids: [fernleaf],
    });
    expect(admin.status).toBe(400);
    expect(JSON.stringify(admin.json)).toContain(SETTINGS_MESSAGES.clientsNotAllowed);
    const owners = await invite({
      email: mail(),
      role_name: 'agency_owner',
      client_ids: [fernleaf],
    });
    expect(owners.status).toBe(400);
    const malformed = await invite({ email: mail(), role_name: 'guest', client_ids: ['nope'] });
    expect(malformed.status).toBe(400);
  });

  it("answers 404 for another organization's client or an archived one, inviting nobody", async () => {
    const email = mail();
    const res = await invite({
      email,
      role_name: 'account_manager',
      client_ids: [fernleaf, foreign],
    });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe(SETTINGS_MESSAGES.clientNotFound);
    const archived = await addClient(owner, 'Old Client');
    await t.ctx.db.update(clients).set({ archivedAt: new Date() }).where(eq(clients.id, archived));
    expect((await invite({ email, role_name: 'guest', client_ids: [archived] })).status).toBe(404);
    const stored = await t.ctx.db.select().from(alphaInvites).where(eq(alphaInvites.email, email));
    expect(stored).toEqual([]);
  });

  it('refuses clients to an SME', async () => {
    const sme = await t.createUser({ organizationName: 'Green Leaf Cafe' });
    const res = await invite(
      { email: mail(), role_name: 'marketing_manager', client_ids: [fernleaf] },
      sme.cookie,
    );
    expect(res.status).toBe(400);
    const portal = await invite(
      { email: mail(), role_name: 'guest', client_ids: [fernleaf] },
      sme.cookie,
    );
    expect(portal.status).toBe(400);
    expect(portal.json.error.message).toBe(SETTINGS_MESSAGES.roleNotAllowed);
  });

  it('keeps or sets client scope when a role changes', async () => {
    const setRole = (userId: string, body: Record<string, unknown>) =>
      t.request(`/api/v1/team/members/${userId}`, { method: 'PATCH', cookie: owner.cookie, body });
    const email = mail();
    await invite({ email, role_name: 'account_manager', client_ids: [fernleaf] });
    const mate = await acceptInvitation(t, email);

    // A role that takes clients keeps the member's client.
    const strategist = await setRole(mate.userId, { role_name: 'creative_strategist' });
    expect(strategist.status).toBe(200);
    expect(strategist.json.data.clients).toEqual([{ id: fernleaf, name: 'Fernleaf' }]);
    expect(await rolesOf(mate.userId)).toEqual([
      { role_name: 'creative_strategist', client_id: fernleaf },
    ]);
    // Named clients replace them; another organization's client is not found.
    expect(
      (await setRole(mate.userId, { role_name: 'account_manager', client_ids: [foreign] })).status,
    ).toBe(404);
    const moved = await setRole(mate.userId, { role_name: 'client_viewer', client_ids: [harbor] });
    expect(moved.status).toBe(200);
    expect(await rolesOf(mate.userId)).toEqual([{ role_name: 'client_viewer', client_id: harbor }]);
    // An admin covers every client.
    expect((await setRole(mate.userId, { role_name: 'agency_admin' })).status).toBe(200);
    expect(await rolesOf(mate.userId)).toEqual([{ role_name: 'agency_admin', client_id: null }]);
    // Back to a client role needs a client.
    const noClient = await setRole(mate.userId, { role_name: 'guest' });
    expect(noClient.status).toBe(400);
    expect(noClient.json.error.message).toBe(SETTINGS_MESSAGES.clientRequired);
  });
});

describe('team: who sees whom (decision 059)', () => {
  let t: TestApp;
  let owner: User;
  let rival: User;
  let fernleaf: string;
  let harbor: string;
  type Joined = { email: string; cookie: string; userId: string };
  let admin: Joined;
  let managerF: Joined;
  let managerH: Joined;
  let guestF: Joined;
  let viewerH: Joined;

  const mail = (label: string) => `${label}-${Math.random().toString(16).slice(2, 10)}@example.com`;
  const invite = (email: string, role_name: string, client_ids: string[] = []) =>
    t.request('/api/v1/team/invitations', {
      cookie: owner.cookie,
      body: client_ids.length > 0 ? { email, role_name, client_ids } : { email, role_name },
    });
  async function join(label: string, role: string, clientIds: string[] = []): Promise<Joined> {
    const email = mail(label);
    const res = await invite(email, role, clientIds);
    if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${res.text}`);
    const joined = await acceptInvitation(t, email);
    return { email, cookie: joined.cookie, userId: joined.userId };
  }
  const team = (who: { cookie: string }) => t.request('/api/v1/team', { cookie: who.cookie });
  const emails = (res: { json: any }) =>
    (res.json.data.members as { email: string }[]).map((m) => m.email).sort();

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Pixel Foundry', organizationType: 'AGENCY' });
    rival = await t.createUser({ organizationName: 'Rival', organizationType: 'AGENCY' });
    const add = async (name: string) =>
      (await t.ctx.db.insert(clients).values({ orgId: owner.orgId, name }).returning())[0]!.id;
    fernleaf = await add('Fernleaf');
    harbor = await add('Harbor Yoga');
    admin = await join('admin', 'agency_admin');
    managerF = await join('manager-f', 'account_manager', [fernleaf]);
    managerH = await join('manager-h', 'account_manager', [harbor]);
    guestF = await join('guest-f', 'guest', [fernleaf]);
    viewerH = await join('viewer-h', 'client_viewer', [harbor]);
  });
  afterAll(() => t.close());

  it("refuses a client's portal users the team and the workspaces (403)", async () => {
    for (const who of [guestF, viewerH]) {
      const res = await team(who);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('@example.com');
      expect((await t.request('/api/v1/workspaces', { cookie: who.cookie })).status).toBe(403);
    }
  });

  it('shows a member held to a client only the people who share it and the agency team, and their invitations', async () => {
    const pendingGuestF = mail('pending-guest-f');
    const pendingStakeH = mail('pending-stake-h');
    const pendingBoth = mail('pending-both');
    const pendingWide = mail('pending-wide');
    expect((await invite(pendingGuestF, 'guest', [fernleaf])).status).toBe(201);
    expect((await invite(pendingStakeH, 'client_stakeholder', [harbor])).status).toBe(201);
    expect((await invite(pendingBoth, 'account_manager', [fernleaf, harbor])).status).toBe(201);
    expect((await invite(pendingWide, 'creative_strategist')).status).toBe(201);

    const scoped = await team(managerF);
    expect(scoped.status).toBe(200);
    expect(emails(scoped)).toEqual([owner.email, admin.email, managerF.email, guestF.email].sort());
    expect(scoped.json.data.invitations.map((i: { email: string }) => i.email).sort()).toEqual(
      [pendingGuestF, pendingBoth].sort(),
    );
    const both = scoped.json.data.invitations.find(
      (i: { email: string }) => i.email === pendingBoth,
    );
    expect(both.clients).toEqual([{ id: fernleaf, name: 'Fernleaf' }]);
    // Nothing of the other client: its people, its pending invitations, its name.
    for (const secret of [managerH.email, viewerH.email, pendingStakeH, pendingWide, 'Harbor Yoga'])
      expect(scoped.text).not.toContain(secret);

    // The organization-wide team sees everyone and every invitation.
    for (const who of [owner, admin]) {
      const wide = await team(who);
      expect(emails(wide)).toEqual(
        [
          owner.email,
          admin.email,
          managerF.email,
          managerH.email,
          guestF.email,
          viewerH.email,
        ].sort(),
      );
      expect(wide.json.data.invitations.map((i: { email: string }) => i.email).sort()).toEqual(
        [pendingGuestF, pendingStakeH, pendingBoth, pendingWide].sort(),
      );
    }
    // Another organization sees none of it.
    const other = await team(rival);
    expect(emails(other)).toEqual([rival.email]);
    expect(other.json.data.invitations).toEqual([]);
  });

  it('answers get_user_roles for the caller themselves, or for a team manager within their organization', async () => {
    const rpc = (who: { cookie: string }, userId: string, orgId = owner.orgId) =>
      t.request('/api/v1/rpc/get_user_roles', {
        cookie: who.cookie,
        body: { p_user_id: userId, p_org_id: orgId },
      });
    const own = await rpc(managerF, managerF.userId);
    expect(own.status).toBe(200);
    expect(own.json.data).toEqual([{ role_name: 'account_manager', client_id: fernleaf }]);
    for (const target of [owner.userId, managerH.userId, viewerH.userId]) {
      const res = await rpc(managerF, target);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain(harbor);
      expect((await rpc(guestF, target)).status).toBe(403);
    }
    const managed = await rpc(owner, viewerH.userId);
    expect(managed.status).toBe(200);
    expect(managed.json.data).toEqual([{ role_name: 'client_viewer', client_id: harbor }]);
    // A manager of another organization: refused for ours, nothing of ours through theirs.
    expect((await rpc(rival, viewerH.userId)).status).toBe(403);
    const across = await rpc(rival, viewerH.userId, rival.orgId);
    expect(across.status).toBe(200);
    expect(across.json.data).toEqual([]);
  });
});
