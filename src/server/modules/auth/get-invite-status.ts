import type { AppContext } from '../../context';
import { findActiveInvite } from '../invitations/create-invite';
import { isInviteExpired, matchesInviteToken } from '../invitations/invite-token';
import { findOrganizationName } from '../team/find-organization-name';
import { canChooseAgency } from './complete-sign-up';

/**
 * What the sign-up form may know about a typed address. Whether it is invited is no secret
 * (a sign-up attempt tells as much); which organization invited it is, so the name is given
 * only to the holder of the invitation's token.
 */
export async function getInviteStatus(
  ctx: AppContext,
  input: { email: string; invite?: string | undefined },
) {
  const found = await findActiveInvite(ctx.db, input.email);
  // An expired invitation admits no one (sign-up says so) and names no organization.
  const invite = found && !isInviteExpired(found) ? found : undefined;
  const isTeamInvite = Boolean(invite?.orgId && invite.roleName);
  const organizationName =
    invite?.orgId && isTeamInvite && matchesInviteToken(invite.tokenHash, input.invite)
      ? await findOrganizationName(ctx.db, invite.orgId)
      : undefined;
  return {
    invited: Boolean(invite),
    agencyAllowed: !isTeamInvite && canChooseAgency(ctx, invite?.organizationType),
    ...(organizationName ? { organizationName } : {}),
  };
}
