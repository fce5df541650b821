import { eq } from 'drizzle-orm';
import { MESSAGES } from '@/shared/messages';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { pendingSignups, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { announceNewMember } from '../team/join-organization';
import { completeSignUp, lockActiveInvite } from './complete-sign-up';

type Deps = Pick<AppContext, 'db' | 'config' | 'mailer' | 'logger'>;

/**
 * The address of an account made without the invitation's token is now confirmed: it
 * proceeds as a sign-up with the token would (creates its organization or joins the team,
 * uses up the invite), in one transaction. Accounts with nothing pending are left alone.
 */
export async function confirmSignUp(deps: Deps, user: { id: string; email: string; name: string }) {
  const membership = await deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.userId, user.id))
      .for('update');
    if (!pending) return null;
    // The invite may have been revoked (or used by the token's holder) since the sign-up.
    const invite = await lockActiveInvite(tx, user.email);
    if (!invite)
      throw new AppError('forbidden', MESSAGES.signup.notWhitelisted, { field: 'email' });
    const wanted = {
      name: pending.organizationName,
      type: pending.organizationType,
      slug: pending.slug,
    };
    const result = await completeSignUp(tx, deps, {
      userId: user.id,
      email: user.email,
      invite,
      wanted,
    });
    await tx.delete(pendingSignups).where(eq(pendingSignups.userId, user.id));
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    return result;
  });
  if (membership?.roleName) {
    await announceNewMember(deps, {
      userId: user.id,
      email: user.email,
      name: user.name,
      orgId: membership.organization.id,
      roleName: membership.roleName,
      organizationName: membership.organization.name,
    });
  }
}

/** Whether the account still waits for its address to be confirmed before it may sign in. */
export async function isSignUpPending(db: Db, userId: string) {
  const rows = await db
    .select({ userId: pendingSignups.userId })
    .from(pendingSignups)
    .where(eq(pendingSignups.userId, userId));
  return rows.length > 0;
}
