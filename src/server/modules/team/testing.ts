/** Test helpers: a teammate invited through the API who signs up and joins the organization. */
import crypto from 'node:crypto';
import { cookieFrom, inviteTokenOf, type TestApp } from '../../testing/test-app';
import { listOutbox } from '../mail/list-outbox';

export const TEAMMATE_PASSWORD = 'Sup3rSecret!';

export async function inviteTeammate(
  t: TestApp,
  cookie: string,
  opts: { email?: string; role?: string } = {},
) {
  const email = opts.email ?? `mate-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const res = await t.request('/api/v1/team/invitations', {
    cookie,
    body: { email, role_name: opts.role ?? 'marketing_manager' },
  });
  return { res, email };
}

/** The token of the newest invitation e-mailed to `email`. */
export async function invitationToken(t: TestApp, email: string) {
  const mails = await listOutbox(t.ctx.db, { to: email });
  const link = mails.find((m) => m.links[0]?.includes('/signup?'))?.links[0];
  if (!link) throw new Error(`no invitation e-mail to ${email}`);
  return inviteTokenOf(link);
}

/** Signs up with a teammate invitation's link (or `token`); the organization fields are sent but ignored. */
export async function acceptInvitation(t: TestApp, email: string, token?: string | null) {
  const res = await t.request('/api/v1/auth/signup', {
    body: {
      invite: token === null ? undefined : (token ?? (await invitationToken(t, email))),
      email,
      password: TEAMMATE_PASSWORD,
      confirmPassword: TEAMMATE_PASSWORD,
      organizationName: 'Ignored Org',
      organizationType: 'SME',
    },
  });
  return { res, cookie: cookieFrom(res.headers), userId: res.json?.data?.user?.id as string };
}

/** An invited and signed-up teammate of the owner's organization. */
export async function addTeammate(t: TestApp, ownerCookie: string, role = 'marketing_manager') {
  const { res, email } = await inviteTeammate(t, ownerCookie, { role });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${res.text}`);
  const joined = await acceptInvitation(t, email);
  if (joined.res.status !== 201)
    throw new Error(`sign-up failed: ${joined.res.status} ${joined.res.text}`);
  return { email, cookie: joined.cookie, userId: joined.userId };
}
