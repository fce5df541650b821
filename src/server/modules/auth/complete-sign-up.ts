import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@/shared/messages';
import type { OrganizationType } from '@/shared/constants';
import type { Config } from '../../config';
import { queryRows, type Tx } from '../../db/client';
import { alphaInvites } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createOrganizationForOwner } from '../organizations/create-organization';
import { joinOrganization } from '../team/join-organization';

type AgencyConfig = { config: Pick<Config, 'allowAgencySignup'> };
export type ActiveInvite = typeof alphaInvites.$inferSelect;
export type WantedOrganization = {
  name: string;
  type: OrganizationType;
  slug?: string | null | undefined;
};

export function canChooseAgency(ctx: AgencyConfig, inviteType: string | undefined) {
  return ctx.config.allowAgencySignup || inviteType === 'AGENCY';
}

/**
 * The active invite of an address, locked until the transaction ends: two sign-ups with
 * one invite queue here, and the later one finds it used.
 */
export async function lockActiveInvite(tx: Tx, email: string): Promise<ActiveInvite | undefined> {
  const [row] = await tx
    .select()
    .from(alphaInvites)
    .where(
      and(eq(alphaInvites.email, email.trim().toLowerCase()), eq(alphaInvites.status, 'active')),
    )
    .for('update');
  return row;
}

/**
 * Makes a new account a member, inside the caller's transaction: a teammate invite joins
 * the inviting organization with the invited role, any other invite creates the organization
 * the user asked for. Either way the invite is used up by the same transaction.
 */
export async function completeSignUp(
  tx: Tx,
  ctx: AgencyConfig,
  opts: { userId: string; email: string; invite: ActiveInvite; wanted: WantedOrganization },
) {
  const { invite } = opts;
  if (invite.orgId && invite.roleName) {
    const [marked] = await queryRows<{ used: boolean }>(
      tx,
      sql`select mark_invite_used(${opts.email}, ${opts.userId}) as used`,
    );
    if (!marked?.used)
      throw new AppError('forbidden', MESSAGES.signup.notWhitelisted, { field: 'email' });
    const organization = await joinOrganization(tx, {
      userId: opts.userId,
      orgId: invite.orgId,
      roleName: invite.roleName,
      clientIds: invite.clientIds,
    });
    return { organization, joined: true, roleName: invite.roleName };
  }
  if (opts.wanted.type === 'AGENCY' && !canChooseAgency(ctx, invite.organizationType)) {
    throw new AppError('bad_request', MESSAGES.signup.agencyUnavailable, {
      field: 'organizationType',
    });
  }
  const organization = await createOrganizationForOwner(tx, {
    userId: opts.userId,
    email: opts.email,
    name: opts.wanted.name,
    type: opts.wanted.type,
    preferredSlug: opts.wanted.slug ?? undefined,
    markInviteUsed: true,
  });
  return { organization, joined: false, roleName: null };
}
