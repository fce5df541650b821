import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGES } from '@/shared/messages';
import type { invitationRequestSchema } from '@/shared/schemas';
import type { Db } from '../../db/client';
import { invitationRequests } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findActiveInvite } from './create-invite';

type InvitationRequestData = z.output<typeof invitationRequestSchema>;

const pendingConflict = () => new AppError('conflict', MESSAGES.invitation.pending);

/**
 * Records a pending invitation request (seed 001 §7): refused when the address already has
 * a pending request or an active whitelist entry. The caller has passed the bot check.
 */
export async function submitInvitationRequest(db: Db, input: InvitationRequestData) {
  const email = input.email.trim().toLowerCase();
  const [pending] = await db
    .select({ id: invitationRequests.id })
    .from(invitationRequests)
    .where(and(eq(invitationRequests.email, email), eq(invitationRequests.status, 'pending')))
    .limit(1);
  if (pending) throw pendingConflict();
  if (await findActiveInvite(db, email)) {
    throw new AppError('conflict', MESSAGES.invitation.alreadyWhitelisted);
  }
  // Two submissions racing past the check above meet the one-pending-per-email index.
  const [created] = await db
    .insert(invitationRequests)
    .values({
      email,
      companyName: input.company_name,
      organizationType: input.organization_type,
      useCase: input.use_case ?? null,
      referralSource: input.referral_source ?? null,
      status: 'pending',
    })
    .onConflictDoNothing({ target: invitationRequests.email, where: sql`status = 'pending'` })
    .returning({ id: invitationRequests.id, status: invitationRequests.status });
  if (!created) throw pendingConflict();
  return created;
}
