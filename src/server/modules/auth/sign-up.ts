import { eq } from 'drizzle-orm';
import { MESSAGES } from '@/shared/messages';
import type { signupSchema } from '@/shared/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { pendingSignups, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findActiveInvite } from '../invitations/create-invite';
import { isInviteExpired, matchesInviteToken } from '../invitations/invite-token';
import { announceNewMember } from '../team/join-organization';
import { canChooseAgency, completeSignUp, lockActiveInvite } from './complete-sign-up';
import { hashPassword, insertAccount, isUniqueViolation, signInNewAccount } from './insert-account';

type SignupData = z.output<typeof signupSchema>;

/** The name shown for a new user: the part of the e-mail before the '@' (seed 000 §5). */
export const nameFromEmail = (email: string) => email.split('@')[0] || email;

const notWhitelisted = () =>
  new AppError('forbidden', MESSAGES.signup.notWhitelisted, { field: 'email' });
const alreadyExists = () =>
  new AppError('conflict', MESSAGES.signup.alreadyExists, { field: 'email' });

/**
 * The seed's sign-up sequence, on the server so that it cannot be skipped. With the
 * invitation's token (it proves the address): the account, its organization or the team
 * it joins, and the used invite are written in one transaction, then the user is signed in.
 * Without it, only an unconfirmed account is written: it belongs to nothing and gets no
 * session until the confirmation e-mail's link is opened (confirm-sign-up.ts).
 */
export async function signUp(ctx: AppContext, input: SignupData, headers: Headers) {
  const email = input.email.toLowerCase();
  const invite = await findActiveInvite(ctx.db, email).catch(() => {
    throw new AppError('internal_error', MESSAGES.signup.inviteCheckFailed);
  });
  if (!invite) throw notWhitelisted();
  if (isInviteExpired(invite))
    throw new AppError('forbidden', MESSAGES.signup.invitationExpired, { field: 'email' });
  const isTeamInvite = Boolean(invite.orgId && invite.roleName);
  if (
    !isTeamInvite &&
    input.organizationType === 'AGENCY' &&
    !canChooseAgency(ctx, invite.organizationType)
  ) {
    throw new AppError('bad_request', MESSAGES.signup.agencyUnavailable, {
      field: 'organizationType',
    });
  }

  const passwordHash = await hashPassword(ctx, input.password);
  const name = nameFromEmail(email);
  const wanted = { name: input.organizationName, type: input.organizationType, slug: input.slug };

  const created = await ctx.db
    .transaction(async (tx) => {
      const locked = await lockActiveInvite(tx, email);
      if (!locked) throw notWhitelisted();
      const proven = matchesInviteToken(locked.tokenHash, input.invite);
      await clearTheWay(tx, email, proven);
      const userId = await insertAccount(tx, { email, name, passwordHash, emailVerified: proven });
      if (!proven) {
        await tx.insert(pendingSignups).values({
          userId,
          organizationName: wanted.name,
          organizationType: wanted.type,
          slug: wanted.slug ?? null,
        });
        return { userId, membership: null };
      }
      return {
        userId,
        membership: await completeSignUp(tx, ctx, { userId, email, invite: locked, wanted }),
      };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw alreadyExists();
      if (error instanceof AppError) throw error;
      ctx.logger.error({ err: error, to: email }, 'account not created');
      throw new AppError('unavailable', MESSAGES.signup.failedToCreate);
    });

  const user = { id: created.userId, email, name };
  const { membership } = created;
  if (!membership) {
    await sendConfirmation(ctx, email);
    return { joined: false, user, organization: null, hasSession: false, setCookie: [] };
  }
  if (membership.roleName) {
    await announceNewMember(ctx, {
      userId: user.id,
      email,
      name,
      orgId: membership.organization.id,
      roleName: membership.roleName,
      organizationName: membership.organization.name,
    });
  }
  const setCookie = await signInNewAccount(ctx, { email, password: input.password }, headers);
  const { organization } = membership;
  return {
    joined: membership.joined,
    user,
    organization: {
      id: organization.id,
      name: organization.name,
      type: organization.type,
      slug: organization.slug,
    },
    hasSession: setCookie.length > 0,
    setCookie,
  };
}

/**
 * One account per address. The only one a sign-up may replace is an unconfirmed account
 * made without the token, and only by the token's holder: otherwise whoever squats an
 * invited address first would lock its owner out.
 */
async function clearTheWay(tx: Tx, email: string, proven: boolean) {
  const [existing] = await tx
    .select({ id: users.id, emailVerified: users.emailVerified, pending: pendingSignups.userId })
    .from(users)
    .leftJoin(pendingSignups, eq(pendingSignups.userId, users.id))
    .where(eq(users.email, email))
    .for('update', { of: users });
  if (!existing) return;
  if (!proven || existing.emailVerified || !existing.pending) throw alreadyExists();
  await tx.delete(users).where(eq(users.id, existing.id));
}

async function sendConfirmation(ctx: AppContext, email: string) {
  try {
    // The dashboard's guard sends an organization that still needs onboarding there.
    await ctx.auth.api.sendVerificationEmail({ body: { email, callbackURL: '/dashboard' } });
  } catch (error) {
    ctx.logger.error({ err: error, to: email }, 'sign-up confirmation e-mail not delivered');
  }
}
