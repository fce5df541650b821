import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_VALID_DAYS } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { queryRows } from '../../db/client';
import { createTestApp, inviteTokenOf, type TestApp } from '../../testing/test-app';
import { createInvite } from './create-invite';
import { acceptInvitation, invitationToken, inviteTeammate } from '../team/testing';

type Owner = Awaited<ReturnType<TestApp['createUser']>>;

/** PRODUCT.md: invitation links are single-use and expire after 14 days; they can be sent again. */
describe('invitations expire after 14 days and can be sent again', () => {
  let t: TestApp;
  let owner: Owner;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Northwind Roasters' });
  });
  afterAll(() => t.close());

  const age = (email: string, days: number) =>
    t.ctx.db.execute(
      sql`update alpha_invites set expires_at = now() - ${`${days} days`}::interval where email = ${email}`,
    );

  it(`an invitation is valid for ${INVITATION_VALID_DAYS} days from when it is sent`, async () => {
    const { email } = await inviteTeammate(t, owner.cookie);
    const [row] = await queryRows<{ days: number }>(
      t.ctx.db,
      sql`select extract(epoch from expires_at - created_at) / 86400 as days from alpha_invites where email = ${email}`,
    );
    expect(Math.round(Number(row!.days))).toBe(INVITATION_VALID_DAYS);
  });

  it('an expired link signs no one up, says why, and names no organization', async () => {
    const { email } = await inviteTeammate(t, owner.cookie);
    const token = await invitationToken(t, email);
    await age(email, 1);

    const status = await t.request('/api/v1/auth/invite-status', {
      body: { email, invite: token },
    });
    expect(status.status).toBe(200);
    expect(status.json.data.invited).toBe(false);
    expect(status.json.data.organizationName).toBeUndefined();

    const { res } = await acceptInvitation(t, email, token);
    expect(res.status).toBe(403);
    expect(res.json.error).toMatchObject({
      message: MESSAGES.signup.invitationExpired,
      field: 'email',
    });
    expect(await queryRows(t.ctx.db, sql`select 1 from users where email = ${email}`)).toEqual([]);
  });

  it('sending it again gives a new link for another 14 days; the old link no longer proves the address', async () => {
    const { email } = await inviteTeammate(t, owner.cookie);
    const oldToken = await invitationToken(t, email);
    await age(email, 3);
    const team = await t.request('/api/v1/team', { cookie: owner.cookie });
    const invitation = team.json.data.invitations.find((i: { email: string }) => i.email === email);
    const resent = await t.request(`/api/v1/team/invitations/${invitation.id}/resend`, {
      cookie: owner.cookie,
      method: 'POST',
    });
    expect(resent.status).toBe(200);
    const newToken = await invitationToken(t, email);
    expect(newToken).not.toBe(oldToken);

    const joined = await acceptInvitation(t, email, newToken);
    expect(joined.res.status).toBe(201);
    expect(joined.res.json.data.organization.name).toBe('Northwind Roasters');
  });

  it('an operator’s invitation to create an organization expires the same way', async () => {
    const email = `founder-${Date.now()}@example.com`;
    const { signupUrl } = await createInvite(t.ctx.db, t.ctx.mailer, {
      email,
      organizationType: 'SME',
      appUrl: t.config.appUrl,
    });
    await age(email, 1);
    const res = await t.request('/api/v1/auth/signup', {
      body: {
        invite: inviteTokenOf(signupUrl),
        email,
        password: 'Sup3rSecret!',
        confirmPassword: 'Sup3rSecret!',
        organizationName: 'Late Founder Ltd',
        organizationType: 'SME',
      },
    });
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe(MESSAGES.signup.invitationExpired);
  });
});
