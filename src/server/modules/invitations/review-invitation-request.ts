import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { invitationRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sendInvite } from './send-invite';
import { invitationRequestColumns, reviewers, toInvitationRequestView } from './views';
import { isUuid } from '../../lib/uuid';

type Review = { id: string; adminId: string };

const notFound = () => new AppError('not_found', 'Invitation request not found');

/** Approve: an active whitelist entry of the requested type plus the invitation e-mail. */
export async function approveInvitationRequest(ctx: AppContext, { id, adminId }: Review) {
  const claimed = await claimPending(ctx.db, id, { status: 'approved', adminId });
  try {
    const { emailSent } = await sendInvite(ctx, {
      email: claimed.email,
      organizationType: claimed.organizationType,
      invitedBy: adminId,
      requestId: id,
    });
    return { request: await findRequestView(ctx.db, id), emailSent };
  } catch (error) {
    // Nothing was whitelisted: put the request back so that it can be approved again.
    await ctx.db
      .update(invitationRequests)
      .set({ status: 'pending', reviewedBy: null, reviewedAt: null })
      .where(eq(invitationRequests.id, id));
    throw error;
  }
}

export async function rejectInvitationRequest(ctx: AppContext, { id, adminId }: Review) {
  await claimPending(ctx.db, id, { status: 'rejected', adminId });
  return { request: await findRequestView(ctx.db, id) };
}

/** Moves a pending request to its reviewed status in one statement, so two admins cannot both review it. */
async function claimPending(
  db: Db,
  id: string,
  opts: { status: 'approved' | 'rejected'; adminId: string },
) {
  if (!isUuid(id)) throw notFound();
  const [claimed] = await db
    .update(invitationRequests)
    .set({ status: opts.status, reviewedBy: opts.adminId, reviewedAt: new Date() })
    .where(and(eq(invitationRequests.id, id), eq(invitationRequests.status, 'pending')))
    .returning();
  if (claimed) return claimed;
  const [existing] = await db
    .select({ status: invitationRequests.status })
    .from(invitationRequests)
    .where(eq(invitationRequests.id, id));
  if (!existing) throw notFound();
  throw new AppError('conflict', `This request has already been ${existing.status}.`);
}

async function findRequestView(db: Db, id: string) {
  const [row] = await db
    .select(invitationRequestColumns)
    .from(invitationRequests)
    .leftJoin(reviewers, eq(reviewers.id, invitationRequests.reviewedBy))
    .where(eq(invitationRequests.id, id));
  if (!row) throw notFound();
  return toInvitationRequestView(row);
}
