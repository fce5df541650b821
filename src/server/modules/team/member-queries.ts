import { and, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OWNER_ROLES, SETTINGS_MESSAGES } from '@/shared/settings';
import type { Tx } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Serialises changes to one organization's team (role changes, removals), so that two
 * concurrent requests cannot both take away the last owner.
 */
export async function lockTeam(tx: Tx, orgId: string) {
  await tx.execute(sql`select id from organizations where id = ${orgId}::uuid for update`);
}

/**
 * Back to the platform's own role for the rest of a tenant transaction (SET LOCAL: it ends
 * with the transaction), for a write the tenant role may not do, keeping the team lock.
 */
export async function leaveTenantRole(tx: Tx) {
  await tx.execute(sql`set local role none`);
}

/** A member of the organization with their org-wide roles; 404 for anyone else. */
export async function findMember(tx: Tx, orgId: string, userId: string) {
  const [member] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)));
  if (!member) throw new AppError('not_found', SETTINGS_MESSAGES.memberNotFound);
  const roles = await tx
    .select({ roleName: userRoles.roleName })
    .from(userRoles)
    .where(
      and(eq(userRoles.userId, userId), eq(userRoles.orgId, orgId), isNull(userRoles.clientId)),
    );
  return { ...member, roles: roles.map((r) => r.roleName.toLowerCase()) };
}

export async function countOwners(tx: Tx, orgId: string) {
  const [row] = await tx
    .select({ owners: countDistinct(userRoles.userId) })
    .from(userRoles)
    .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.orgId, userRoles.orgId)))
    .where(
      and(eq(userRoles.orgId, orgId), inArray(sql`lower(${userRoles.roleName})`, [...OWNER_ROLES])),
    );
  return row?.owners ?? 0;
}

export const hasOwnerRole = (roles: string[]) => roles.some((r) => OWNER_ROLES.includes(r));
