import { eq, sql } from 'drizzle-orm';
import { canManageTeam, type RoleAssignment } from '@/shared/permissions';
import type { OrganizationType } from '@/shared/constants';
import { SETTINGS_MESSAGES } from '@/shared/settings';
import { queryRows, type Tx } from '../../db/client';
import { organizations } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type Membership = {
  organization: { id: string; name: string; type: OrganizationType; slug: string; createdAt: Date };
  roles: RoleAssignment[];
  canManage: boolean;
};

/** The caller's organization and roles, read inside their tenant transaction. */
export async function loadMembership(
  tx: Tx,
  caller: { orgId: string; userId: string },
): Promise<Membership> {
  const [organization] = await tx
    .select({
      id: organizations.id,
      name: organizations.name,
      type: organizations.type,
      slug: organizations.slug,
      createdAt: organizations.createdAt,
    })
    .from(organizations)
    .where(eq(organizations.id, caller.orgId));
  if (!organization) throw new AppError('not_found', SETTINGS_MESSAGES.workspaceNotFound);
  const roles = await queryRows<RoleAssignment>(
    tx,
    sql`select role_name, client_id from get_user_roles(${caller.userId}, ${caller.orgId}::uuid)`,
  );
  return { organization, roles, canManage: canManageTeam(roles) };
}

/** Owners and admins only; anyone else gets 403. */
export async function requireTeamManager(tx: Tx, caller: { orgId: string; userId: string }) {
  const membership = await loadMembership(tx, caller);
  if (!membership.canManage) throw new AppError('forbidden', SETTINGS_MESSAGES.manageOnly);
  return membership;
}
