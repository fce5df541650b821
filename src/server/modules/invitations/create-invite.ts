import { and, eq } from 'drizzle-orm';
import type { OrganizationType } from '@/shared/constants';
import type { Db } from '../../db/client';
import { alphaInvites, invitationRequests } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { invitationApprovedEmail, operatorInvitationEmail } from '../mail/templates';
import { newInviteToken, signupLink } from './invite-token';

/**
 * Puts an e-mail on the whitelist (an active alpha invite) and sends the invitation e-mail,
 * whose link carries a new single-use token. An existing invite for the address is
 * re-activated with the new type and token (an older link stops working); a pending request
 * from the address is marked approved. The e-mail fits how the invitation came: an approved
 * request is told so; anyone else is told they were invited (no request to thank them for).
 */
export async function createInvite(
  db: Db,
  mailer: Mailer,
  opts: {
    email: string;
    organizationType: OrganizationType;
    invitedBy?: string | undefined;
    requestId?: string | undefined;
    appUrl: string;
  },
) {
  const email = opts.email.trim().toLowerCase();
  const { token, tokenHash, expiresAt } = newInviteToken();
  const { invite, approved } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(alphaInvites)
      .values({
        email,
        organizationType: opts.organizationType,
        invitedBy: opts.invitedBy,
        requestId: opts.requestId,
        tokenHash,
        expiresAt,
      })
      .onConflictDoUpdate({
        target: alphaInvites.email,
        set: {
          status: 'active',
          organizationType: opts.organizationType,
          invitedBy: opts.invitedBy ?? null,
          requestId: opts.requestId ?? null,
          usedBy: null,
          usedAt: null,
          tokenHash,
          expiresAt,
          // A platform invite lets the person create their own organization, replacing any teammate invite.
          orgId: null,
          roleName: null,
        },
      })
      .returning();
    const requests = await tx
      .update(invitationRequests)
      .set({ status: 'approved', reviewedBy: opts.invitedBy ?? null, reviewedAt: new Date() })
      .where(and(eq(invitationRequests.email, email), eq(invitationRequests.status, 'pending')))
      .returning({ id: invitationRequests.id });
    return { invite: row!, approved: Boolean(opts.requestId) || requests.length > 0 };
  });
  const signupUrl = signupLink(opts.appUrl, email, token);
  await mailer.send(
    email,
    approved
      ? invitationApprovedEmail({ signupUrl, email })
      : operatorInvitationEmail({ signupUrl, email, organizationType: opts.organizationType }),
  );
  return {
    id: invite.id,
    email: invite.email,
    status: invite.status,
    organizationType: invite.organizationType,
    signupUrl,
  };
}

export async function findActiveInvite(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(alphaInvites)
    .where(
      and(eq(alphaInvites.email, email.trim().toLowerCase()), eq(alphaInvites.status, 'active')),
    );
  return row;
}
