import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { setupSchema } from '@/shared/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createOrganizationForOwner } from '../organizations/create-organization';
import { claimSetupToken, isSetupTokenValid } from './setup-token';

export const SETUP_LINK_INVALID = 'This setup link is no longer valid. The first owner may already exist: sign in instead.';

/** Creates the first owner (a platform admin) with their organization, and signs them in. */
export async function completeSetup(ctx: AppContext, input: z.output<typeof setupSchema>, headers: Headers) {
  if (!(await isSetupTokenValid(ctx.db, input.token)) || !(await claimSetupToken(ctx.db, input.token))) {
    throw new AppError('forbidden', SETUP_LINK_INVALID);
  }
  let result;
  try {
    result = await ctx.auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.name },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (error instanceof APIError) throw new AppError('bad_request', error.message);
    throw error;
  }
  const user = result.response.user;
  await ctx.db
    .update(users)
    .set({ isPlatformAdmin: true, emailVerified: true })
    .where(eq(users.id, user.id));
  const organization = await createOrganizationForOwner(ctx.db, {
    userId: user.id,
    email: input.email,
    name: input.organizationName,
    type: input.organizationType,
    markInviteUsed: false,
  });
  let setCookie = result.headers.getSetCookie();
  if (!result.response.token) {
    // E-mail confirmation is on: the owner's address counts as confirmed, so sign in now.
    const signIn = await ctx.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
    setCookie = signIn.headers.getSetCookie();
  }
  return { organization, setCookie };
}
