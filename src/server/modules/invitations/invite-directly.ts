import { eq } from 'drizzle-orm';
import type { OrganizationType } from '@/shared/constants';
import type { AppContext } from '../../context';
import { alphaInvites } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findInviteView } from './list-invites';
import { sendInvite } from './send-invite';

/** An admin's direct invitation: refused for an address that has already signed up. */
export async function inviteDirectly(
  ctx: AppContext,
  opts: { email: string; organizationType: OrganizationType; invitedBy: string },
) {
  const email = opts.email.trim().toLowerCase();
  const [existing] = await ctx.db
    .select({ status: alphaInvites.status })
    .from(alphaInvites)
    .where(eq(alphaInvites.email, email));
  if (existing?.status === 'used') {
    throw new AppError('conflict', 'This email has already been used to create an account.', {
      field: 'email',
    });
  }
  const { emailSent } = await sendInvite(ctx, { ...opts, email });
  const invite = await findInviteView(ctx.db, email);
  if (!invite)
    throw new AppError('internal_error', 'The invite could not be saved. Please try again.');
  return { invite, emailSent };
}
