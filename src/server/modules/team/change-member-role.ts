import { and, eq, isNull } from 'drizzle-orm';
import { assignableRoles, isOwnerRole, SETTINGS_MESSAGES } from '@/shared/settings';
import type { AppContext } from '../../context';
import { userRoles } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { requireTeamManager } from './load-membership';
import { countOwners, findMember, hasOwnerRole, lockTeam } from './member-queries';

type Caller = { orgId: string; userId: string };

/**
 * Gives a member a new org-wide role. Owners and admins manage roles; only owners give or
 * take away the owner role, and the last owner keeps it.
 */
export function changeMemberRole(
  ctx: AppContext,
  caller: Caller,
  opts: { userId: string; roleName: string },
) {
  return withTenant(ctx.db, caller, async (tx) => {
    await lockTeam(tx, caller.orgId);
    const membership = await requireTeamManager(tx, caller);
    if (!assignableRoles(membership.organization.type).includes(opts.roleName)) {
      throw new AppError('bad_request', SETTINGS_MESSAGES.roleNotAllowed, { field: 'role_name' });
    }
    const member = await findMember(tx, caller.orgId, opts.userId);
    const callerIsOwner = membership.roles.some((r) => isOwnerRole(r.role_name));
    const memberIsOwner = hasOwnerRole(member.roles);
    if ((isOwnerRole(opts.roleName) || memberIsOwner) && !callerIsOwner) {
      throw new AppError('forbidden', SETTINGS_MESSAGES.ownerOnly);
    }
    if (
      memberIsOwner &&
      !isOwnerRole(opts.roleName) &&
      (await countOwners(tx, caller.orgId)) <= 1
    ) {
      throw new AppError('conflict', SETTINGS_MESSAGES.lastOwner);
    }
    await tx
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.userId, member.id),
          eq(userRoles.orgId, caller.orgId),
          isNull(userRoles.clientId),
        ),
      );
    await tx
      .insert(userRoles)
      .values({ orgId: caller.orgId, userId: member.id, roleName: opts.roleName });
    return { user_id: member.id, name: member.name, email: member.email, role_name: opts.roleName };
  });
}
