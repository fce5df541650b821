import { and, asc, eq, inArray } from 'drizzle-orm';
import { clientScope } from '@/shared/permissions';
import { assignableRoles, isOwnerRole, roleClientRule, SETTINGS_MESSAGES } from '@/shared/settings';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { clients, userRoles } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { requireOrganizationClients } from './invite-teammate';
import { requireTeamManager } from './load-membership';
import { countOwners, findMember, hasOwnerRole, lockTeam } from './member-queries';

type Caller = { orgId: string; userId: string };

/**
 * Gives a member a new role, organization-wide or scoped to clients. Owners and admins manage roles; only owners give or
 * take away the owner role, and the last owner keeps it.
 */
export async function changeMemberRole(
  ctx: AppContext,
  caller: Caller,
  opts: { userId: string; roleName: string; clientIds?: string[] | undefined },
) {
  const changed = await withTenant(ctx.db, caller, async (tx) => {
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
    const clientIds = await clientsForRole(tx, caller.orgId, member.id, opts);
    await requireOrganizationClients(tx, membership.organization, clientIds);
    // The new role replaces every role row of the member, org-wide and per client.
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, member.id), eq(userRoles.orgId, caller.orgId)));
    await tx.insert(userRoles).values(
      clientIds.length === 0
        ? [{ orgId: caller.orgId, userId: member.id, roleName: opts.roleName }]
        : clientIds.map((clientId) => ({
            orgId: caller.orgId,
            userId: member.id,
            roleName: opts.roleName,
            clientId,
          })),
    );
    const names = clientIds.length
      ? await tx
          .select({ id: clients.id, name: clients.name })
          .from(clients)
          .where(and(eq(clients.orgId, caller.orgId), inArray(clients.id, clientIds)))
          .orderBy(asc(clients.name))
      : [];
    return {
      user_id: member.id,
      name: member.name,
      email: member.email,
      role_name: opts.roleName,
      clients: names,
    };
  });
  // Other processes hear of it from the database (migration 0029); this one must not wait.
  ctx.callerCache.forgetUser(changed.user_id);
  return changed;
}

/**
 * The clients the new role is scoped to (docs/decisions/027-invitations-with-clients.md):
 * the ones named; otherwise a role that takes clients keeps the member's current clients,
 * and a role that takes none (owners, admins, viewers) covers the whole organization.
 */
async function clientsForRole(
  tx: Tx,
  orgId: string,
  userId: string,
  opts: { roleName: string; clientIds?: string[] | undefined },
): Promise<string[]> {
  const rule = roleClientRule(opts.roleName);
  if (rule === 'none') return [];
  if (opts.clientIds !== undefined) return opts.clientIds;
  const rows = await tx
    .select({ roleName: userRoles.roleName, clientId: userRoles.clientId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.orgId, orgId)));
  const current =
    clientScope(rows.map((r) => ({ role_name: r.roleName, client_id: r.clientId }))) ?? [];
  if (rule === 'one' && current.length === 0) {
    throw new AppError('bad_request', SETTINGS_MESSAGES.clientRequired, { field: 'client_ids' });
  }
  if (rule === 'one' && current.length > 1) {
    throw new AppError('bad_request', SETTINGS_MESSAGES.oneClientOnly, { field: 'client_ids' });
  }
  return current;
}
