import { and, eq, inArray, isNull } from 'drizzle-orm';
import { SETTINGS_MESSAGES, TEAM_ROLES_BY_TYPE } from '@/shared/settings';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { alphaInvites, clients, invitationRequests, users } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { newInviteToken, signupLink } from '../invitations/invite-token';
import { teammateInvitationEmail } from './emails';
import { listPendingInvitations } from './list-team';
import { requireTeamManager, type Membership } from './load-membership';
import { isUuid } from '../../lib/uuid';

type Caller = { orgId: string; userId: string; name: string; email: string };

/**
 * Invites a teammate: an active whitelist entry bound to the organization and a role, and
 * an invitation e-mail with a single-use token. Signing up with the token joins the
 * organization instead of creating one.
 */
export async function inviteTeammate(
  ctx: AppContext,
  caller: Caller,
  input: { email: string; role_name: string; client_ids?: string[] | undefined },
) {
  const clientIds = input.client_ids ?? [];
  const membership = await withTenant(ctx.db, caller, async (tx) => {
    const found = await requireTeamManager(tx, caller);
    if (!TEAM_ROLES_BY_TYPE[found.organization.type].includes(input.role_name)) {
      throw new AppError('bad_request', SETTINGS_MESSAGES.roleNotAllowed, { field: 'role_name' });
    }
    await requireOrganizationClients(tx, found.organization, clientIds);
    return found;
  });
  const organization = membership.organization;
  const email = input.email.trim().toLowerCase();

  const [account] = await ctx.db
    .select({ orgId: users.orgId })
    .from(users)
    .where(eq(users.email, email));
  if (account) {
    const message =
      account.orgId === organization.id
        ? SETTINGS_MESSAGES.alreadyMember
        : SETTINGS_MESSAGES.hasAccount;
    throw new AppError('conflict', message, { field: 'email' });
  }
  const [existing] = await ctx.db
    .select({ status: alphaInvites.status, orgId: alphaInvites.orgId })
    .from(alphaInvites)
    .where(eq(alphaInvites.email, email));
  if (existing?.status === 'active' && existing.orgId !== organization.id) {
    throw new AppError('conflict', SETTINGS_MESSAGES.invitedElsewhere, { field: 'email' });
  }

  const { token, tokenHash, expiresAt } = newInviteToken();
  const invite = await ctx.db.transaction(async (tx) => {
    const values = {
      status: 'active' as const,
      organizationType: organization.type,
      orgId: organization.id,
      roleName: input.role_name,
      clientIds,
      invitedBy: caller.userId,
      requestId: null,
      usedBy: null,
      usedAt: null,
      tokenHash,
      expiresAt,
      createdAt: new Date(),
    };
    const [row] = await tx
      .insert(alphaInvites)
      .values({ email, ...values })
      .onConflictDoUpdate({ target: alphaInvites.email, set: values })
      .returning({ id: alphaInvites.id });
    // Their own request for access is answered by this invitation.
    await tx
      .update(invitationRequests)
      .set({ status: 'approved', reviewedBy: caller.userId, reviewedAt: new Date() })
      .where(and(eq(invitationRequests.email, email), eq(invitationRequests.status, 'pending')));
    return row!;
  });

  const emailSent = await sendInvitationEmail(ctx, {
    caller,
    membership,
    email,
    roleName: input.role_name,
    token,
  });
  const invitation = (await withTenant(ctx.db, caller, listPendingInvitations)).find(
    (i) => i.id === invite.id,
  )!;
  return { invitation, emailSent };
}

/**
 * The clients an invitation or a role names must be live clients of the agency: another
 * organization's client, an archived one or an unknown id is not found (404).
 */
export async function requireOrganizationClients(
  tx: Tx,
  organization: { id: string; type: string },
  clientIds: readonly string[],
) {
  if (clientIds.length === 0) return;
  if (organization.type !== 'AGENCY') {
    throw new AppError('bad_request', SETTINGS_MESSAGES.clientsAgencyOnly, { field: 'client_ids' });
  }
  const found = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.orgId, organization.id),
        inArray(clients.id, [...clientIds]),
        isNull(clients.archivedAt),
      ),
    );
  if (found.length !== clientIds.length) {
    throw new AppError('not_found', SETTINGS_MESSAGES.clientNotFound, { field: 'client_ids' });
  }
}

/** Sends (or re-sends) a teammate invitation. A delivery failure leaves the invitation standing. */
export async function sendInvitationEmail(
  ctx: AppContext,
  opts: { caller: Caller; membership: Membership; email: string; roleName: string; token: string },
) {
  const signupUrl = signupLink(ctx.config.appUrl, opts.email, opts.token);
  try {
    await ctx.mailer.send(
      opts.email,
      teammateInvitationEmail({
        inviterName: opts.caller.name || opts.caller.email,
        inviterEmail: opts.caller.email,
        organizationName: opts.membership.organization.name,
        roleName: opts.roleName,
        signupUrl,
      }),
    );
    return true;
  } catch (error) {
    ctx.logger.error({ err: error, to: opts.email }, 'teammate invitation e-mail not delivered');
    return false;
  }
}

/**
 * Re-sends an active invitation of the caller's organization. Only the token's hash is
 * kept, so the e-mail carries a new token and the previous link stops working.
 */
export async function resendInvitation(ctx: AppContext, caller: Caller, id: string) {
  const membership = await withTenant(ctx.db, caller, (tx) => requireTeamManager(tx, caller));
  // Sending again gives a new link and a new INVITATION_VALID_DAYS; the old link opens nothing.
  const { token, tokenHash, expiresAt } = newInviteToken();
  const [invite] = isUuid(id)
    ? await ctx.db
        .update(alphaInvites)
        .set({ tokenHash, expiresAt })
        .where(
          and(
            eq(alphaInvites.id, id),
            eq(alphaInvites.orgId, caller.orgId),
            eq(alphaInvites.status, 'active'),
          ),
        )
        .returning({ email: alphaInvites.email, roleName: alphaInvites.roleName })
    : [];
  if (!invite) throw new AppError('not_found', SETTINGS_MESSAGES.invitationNotFound);
  const emailSent = await sendInvitationEmail(ctx, {
    caller,
    membership,
    email: invite.email,
    roleName: invite.roleName ?? '',
    token,
  });
  return { emailSent };
}

/** Revokes an active invitation of the caller's organization: the e-mail can no longer sign up with it. */
export async function revokeInvitation(ctx: AppContext, caller: Caller, id: string) {
  await withTenant(ctx.db, caller, (tx) => requireTeamManager(tx, caller));
  if (!isUuid(id)) throw new AppError('not_found', SETTINGS_MESSAGES.invitationNotFound);
  const revoked = await ctx.db
    .update(alphaInvites)
    .set({ status: 'revoked', tokenHash: null })
    .where(
      and(
        eq(alphaInvites.id, id),
        eq(alphaInvites.orgId, caller.orgId),
        eq(alphaInvites.status, 'active'),
      ),
    )
    .returning({ id: alphaInvites.id });
  if (revoked.length === 0) throw new AppError('not_found', SETTINGS_MESSAGES.invitationNotFound);
}
