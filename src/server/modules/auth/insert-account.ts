import crypto from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { accounts, users } from '../../db/schema';

/** better-auth's hash of a password; slow on purpose, so hash before opening a transaction. */
export async function hashPassword(ctx: Pick<AppContext, 'auth'>, password: string) {
  return (await ctx.auth.$context).password.hash(password);
}

/**
 * better-auth's user and credential account, written by us inside the caller's transaction
 * so that an account never exists without the organization made with it.
 */
export async function insertAccount(
  tx: Tx,
  opts: {
    email: string;
    name: string;
    passwordHash: string;
    emailVerified: boolean;
    isPlatformAdmin?: boolean;
  },
) {
  const userId = crypto.randomUUID();
  await tx.insert(users).values({
    id: userId,
    email: opts.email,
    name: opts.name,
    emailVerified: opts.emailVerified,
    isPlatformAdmin: opts.isPlatformAdmin ?? false,
  });
  await tx.insert(accounts).values({
    id: crypto.randomUUID(),
    userId,
    accountId: userId,
    providerId: 'credential',
    password: opts.passwordHash,
  });
  return userId;
}

/** The session cookies of an account just made, through better-auth's own sign-in. */
export async function signInNewAccount(
  ctx: Pick<AppContext, 'auth' | 'logger'>,
  body: { email: string; password: string },
  headers: Headers,
) {
  try {
    const result = await ctx.auth.api.signInEmail({ body, headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (error) {
    // The account is complete: the user can still sign in from the sign-in page.
    if (!(error instanceof APIError)) throw error;
    ctx.logger.warn({ err: error }, 'sign-in after account creation refused');
    return [];
  }
}

/** Whether a write failed on a unique index (the address of an account that already exists). */
export function isUniqueViolation(error: unknown) {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
