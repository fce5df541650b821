/**
 * Background work (a workflow run's steps, a saved report's e-mail) runs as the person who
 * started or saved it, long after the request that did. By then they may have been removed,
 * given a role that may no longer do it, or taken off the client it concerns; the work must
 * then stop and say why (issue 26, hole 6) rather than act with rights its author lost.
 */
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@/shared/messages';
import { inClientScope, roleAllows, type Permission } from '@/shared/permissions';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';

export type AuthorAccess = {
  orgId: string;
  /** null: the author's account was deleted. */
  userId: string | null;
  /** What the work needs their roles to allow. */
  permission: Permission;
  /** The client the work concerns; undefined: no particular client. */
  clientId?: string | null;
};

/**
 * Null while the author may still do the work; otherwise the message that stops it. Read as
 * the database owner, outside any tenant transaction: a tenant transaction of someone with no
 * role sees nothing, which would hide the very reason.
 */
export async function checkAuthorAccess(db: Db, access: AuthorAccess): Promise<string | null> {
  const rows = access.userId
    ? await db
        .select({
          name: users.name,
          email: users.email,
          orgId: users.orgId,
          role_name: userRoles.roleName,
          client_id: userRoles.clientId,
        })
        .from(users)
        .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.orgId, access.orgId)))
        .where(eq(users.id, access.userId))
    : [];
  const author = rows[0];
  const roles = rows.flatMap((r) =>
    r.role_name ? [{ role_name: r.role_name, client_id: r.client_id }] : [],
  );
  const allowed =
    author !== undefined &&
    author.orgId === access.orgId &&
    roleAllows(roles, access.permission) &&
    (access.clientId === undefined || inClientScope(roles, access.clientId));
  if (allowed) return null;
  return MESSAGES.background.authorLostAccess(author?.name || author?.email || 'its author');
}
