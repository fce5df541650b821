import { and, eq, isNull } from 'drizzle-orm';
import { isOwnerRole, SETTINGS_MESSAGES } from '@/shared/settings';
import type { AppContext } from '../../context';
import { apiKeys, notificationPreferences, sessions, userRoles, users } from '../../db/schema';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { requireTeamManager } from './load-membership';
import { countOwners, findMember, hasOwnerRole, leaveTenantRole, lockTeam } from './member-queries';

type Caller = { orgId: string; userId: string };

/**
 * Removes a member: they leave the organization (no organization, no roles), their API
 * keys of it are revoked and every session ends. Not yourself, and not the last owner.
 * The owner check and the removal share one transaction under the team lock, so two owners
 * removing each other at once leave one of them.
 */
export async function removeMember(ctx: AppContext, caller: Caller, userId: string) {
  if (userId === caller.userId) throw new AppError('bad_request', SETTINGS_MESSAGES.removeSelf);
  await withTenant(ctx.db, caller, async (tx) => {
    await lockTeam(tx, caller.orgId);
    const membership = await requireTeamManager(tx, caller);
    const member = await findMember(tx, caller.orgId, userId);
    if (hasOwnerRole(member.roles)) {
      if (!membership.roles.some((r) => isOwnerRole(r.role_name))) {
        throw new AppError('forbidden', SETTINGS_MESSAGES.ownerOnly);
      }
      if ((await countOwners(tx, caller.orgId)) <= 1)
        throw new AppError('conflict', SETTINGS_MESSAGES.lastOwner);
    }
    // Detaching a user from an organization is beyond the tenant role's grants (users.org_id,
    // sessions): done as the platform, scoped by both ids, still under the lock.
    await leaveTenantRole(tx);
    await detachMember(tx, caller.orgId, userId);
  });
  // Other processes hear of it from the database (migration 0029); this one must not wait.
  ctx.callerCache.forgetUser(userId);
}

async function detachMember(tx: Tx, orgId: string, userId: string) {
  const detached = await tx
    .update(users)
    .set({ orgId: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)))
    .returning({ id: users.id });
  if (detached.length === 0) throw new AppError('not_found', SETTINGS_MESSAGES.memberNotFound);
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.orgId, orgId)));
  await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.orgId, orgId), isNull(apiKeys.revokedAt)));
  await tx
    .delete(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.orgId, orgId)),
    );
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
