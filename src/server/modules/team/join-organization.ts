import { and, eq, ne, sql } from 'drizzle-orm';
import { MESSAGES } from '@/shared/messages';
import { canManageTeam, type RoleAssignment } from '@/shared/permissions';
import type { AppContext } from '../../context';
import { activityLog, organizations, userRoles, users } from '../../db/schema';
import { queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { wantsEmail } from '../settings/notification-preferences';
import { teammateJoinedEmail } from './emails';

/**
 * The sign-up of an invited teammate: the new account joins the inviting organization with
 * the invited role and the invite is used up, in one transaction. Then the owners and
 * admins who want it hear about it.
 */
export async function joinOrganization(
  ctx: AppContext,
  opts: { userId: string; email: string; name: string; orgId: string; roleName: string },
) {
  const organization = await ctx.db.transaction(async (tx) => {
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, opts.orgId));
    if (!org) throw new AppError('forbidden', MESSAGES.signup.notWhitelisted, { field: 'email' });
    // The invitation may have been revoked since the sign-up began.
    const [used] = await queryRows<{ used: boolean }>(
      tx,
      sql`select mark_invite_used(${opts.email}, ${opts.userId}) as used`,
    );
    if (!used?.used) throw new AppError('forbidden', MESSAGES.signup.notWhitelisted, { field: 'email' });
    await tx.update(users).set({ orgId: org.id }).where(eq(users.id, opts.userId));
    await tx.insert(userRoles).values({ orgId: org.id, userId: opts.userId, roleName: opts.roleName });
    await tx
      .insert(activityLog)
      .values({ orgId: org.id, userId: opts.userId, action: 'joined the team', entityType: 'user', entityId: opts.userId });
    return org;
  });
  await notifyTeamOfNewMember(ctx, { ...opts, organizationName: organization.name }).catch((error: unknown) => {
    ctx.logger.error({ err: error, orgId: opts.orgId }, 'could not notify the team of a new member');
  });
  return organization;
}

async function notifyTeamOfNewMember(
  ctx: AppContext,
  opts: { userId: string; email: string; name: string; orgId: string; roleName: string; organizationName: string },
) {
  const rows = await ctx.db
    .select({ id: users.id, email: users.email, role_name: userRoles.roleName, client_id: userRoles.clientId })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.orgId, users.orgId)))
    .where(and(eq(users.orgId, opts.orgId), ne(users.id, opts.userId)));
  const rolesByUser = new Map<string, { email: string; roles: RoleAssignment[] }>();
  for (const row of rows) {
    const entry = rolesByUser.get(row.id) ?? { email: row.email, roles: [] };
    entry.roles.push({ role_name: row.role_name, client_id: row.client_id });
    rolesByUser.set(row.id, entry);
  }
  const managers = [...rolesByUser].filter(([, m]) => canManageTeam(m.roles)).map(([id, m]) => ({ id, email: m.email }));
  const content = teammateJoinedEmail({
    memberName: opts.name,
    memberEmail: opts.email,
    organizationName: opts.organizationName,
    roleName: opts.roleName,
    teamUrl: `${ctx.config.appUrl}/settings/team`,
  });
  for (const manager of managers) {
    if (!(await wantsEmail(ctx.db, manager.id, 'team_activity'))) continue;
    await ctx.mailer.send(manager.email, content).catch((error: unknown) => {
      ctx.logger.error({ err: error, to: manager.email }, 'teammate-joined e-mail not delivered');
    });
  }
}
