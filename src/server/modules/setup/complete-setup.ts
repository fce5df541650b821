import { eq } from 'drizzle-orm';
import { MESSAGES } from '@/shared/messages';
import type { setupSchema } from '@/shared/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  hashPassword,
  insertAccount,
  isUniqueViolation,
  signInNewAccount,
} from '../auth/insert-account';
import { createOrganizationForOwner } from '../organizations/create-organization';
import { claimSetupToken, isSetupTokenValid } from './setup-token';

export const SETUP_LINK_INVALID =
  'This setup link is no longer valid. The first owner may already exist: sign in instead.';

/**
 * Creates the first owner (a platform admin, whose address counts as confirmed: they hold
 * the server's own setup link) with their organization in one transaction, and signs them in.
 */
export async function completeSetup(
  ctx: AppContext,
  input: z.output<typeof setupSchema>,
  headers: Headers,
) {
  if (
    !(await isSetupTokenValid(ctx.db, input.token)) ||
    !(await claimSetupToken(ctx.db, input.token))
  ) {
    throw new AppError('forbidden', SETUP_LINK_INVALID);
  }
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(ctx, input.password);
  const organization = await ctx.db
    .transaction(async (tx) => {
      if (
        (await tx.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0
      ) {
        throw new AppError('bad_request', MESSAGES.signup.alreadyExists);
      }
      const userId = await insertAccount(tx, {
        email,
        name: input.name,
        passwordHash,
        emailVerified: true,
        isPlatformAdmin: true,
      });
      return createOrganizationForOwner(tx, {
        userId,
        email,
        name: input.organizationName,
        type: input.organizationType,
        markInviteUsed: false,
      });
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error)
        ? new AppError('bad_request', MESSAGES.signup.alreadyExists)
        : error;
    });
  const setCookie = await signInNewAccount(ctx, { email, password: input.password }, headers);
  return { organization, setCookie };
}
