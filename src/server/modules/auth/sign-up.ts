import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { MESSAGES } from '@/shared/messages';
import type { signupSchema } from '@/shared/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findActiveInvite } from '../invitations/create-invite';
import { createOrganizationForOwner } from '../organizations/create-organization';
import { joinOrganization } from '../team/join-organization';

type SignupData = z.output<typeof signupSchema>;

/** The name shown for a new user: the part of the e-mail before the '@' (seed 000 §5). */
export const nameFromEmail = (email: string) => email.split('@')[0] || email;

export function canChooseAgency(ctx: AppContext, inviteType: string | undefined) {
  return ctx.config.allowAgencySignup || inviteType === 'AGENCY';
}

/**
 * The seed's sign-up sequence, done on the server so that it cannot be skipped: check the
 * whitelist, create the account, create the organization, mark the invite used.
 */
export async function signUp(ctx: AppContext, input: SignupData, headers: Headers) {
  const invite = await findActiveInvite(ctx.db, input.email).catch(() => {
    throw new AppError('internal_error', MESSAGES.signup.inviteCheckFailed);
  });
  if (!invite) throw new AppError('forbidden', MESSAGES.signup.notWhitelisted, { field: 'email' });
  // A teammate invite joins the inviting organization: the organization fields are ignored.
  const team = invite.orgId && invite.roleName ? { orgId: invite.orgId, roleName: invite.roleName } : undefined;
  if (!team && input.organizationType === 'AGENCY' && !canChooseAgency(ctx, invite.organizationType)) {
    throw new AppError('bad_request', MESSAGES.signup.agencyUnavailable, { field: 'organizationType' });
  }

  let result: Awaited<ReturnType<typeof callSignUp>>;
  try {
    result = await callSignUp(ctx, input, headers);
  } catch (error) {
    if (error instanceof APIError) {
      throw new AppError(error.statusCode === 429 ? 'rate_limited' : 'bad_request', error.message);
    }
    throw error;
  }
  const user = result.response?.user;
  if (!user) throw new AppError('internal_error', MESSAGES.signup.failedToCreate);

  try {
    const organization = team
      ? await joinOrganization(ctx, { userId: user.id, email: input.email, name: user.name, ...team })
      : await createOrganizationForOwner(ctx.db, {
          userId: user.id,
          email: input.email,
          name: input.organizationName,
          type: input.organizationType,
          preferredSlug: input.slug,
          markInviteUsed: true,
        });
    return {
      joined: Boolean(team),
      user: { id: user.id, email: user.email, name: user.name },
      organization: { id: organization.id, name: organization.name, type: organization.type, slug: organization.slug },
      hasSession: Boolean(result.response?.token),
      setCookie: result.headers.getSetCookie(),
    };
  } catch (error) {
    // Leave no account without an organization behind: the user can simply try again.
    await ctx.db.delete(users).where(eq(users.id, user.id));
    throw error;
  }
}

function callSignUp(ctx: AppContext, input: SignupData, headers: Headers) {
  return ctx.auth.api.signUpEmail({
    body: {
      email: input.email,
      password: input.password,
      name: nameFromEmail(input.email),
      // The dashboard's guard sends an organization that still needs onboarding there.
      callbackURL: '/dashboard',
    },
    headers,
    returnHeaders: true,
  });
}
