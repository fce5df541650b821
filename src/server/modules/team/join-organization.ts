import { and, eq, ne } from 'drizzle-orm';
import { MESSAGES } from '@/shared/messages';
import { canManageTeam, type RoleAssignment } from '@/shared/permissions';
import type { AppContext } from '../../context';
import { activityLog, organizations, userRoles, users } from '../../db/schema';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { wantsEmail } from '../settings/notification-preferences';
import { teammateJoinedEmail } from './emails';

type TeamMailer = Pick<AppContext, 'db' | 'mailer' | 'logger' | 'config'>;

/**
 * The sign-up of an invited teammate, inside the sign-up's transaction: the new account
 * joins the inviting organization with the invited role. The caller has used up the invite.
 */
export async function joinOrganization(
  tx: Tx,
  opts: { userId: string; orgId: string; roleName: string; clientIds?: readonly string[] },
) {
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, opts.orgId));
  if (!org) throw new AppError('forbidden', MESSAGES.signup.notWhitelisted, { field: 'email' });
  await tx.update(users).set({ orgId: org.id }).where(eq(users.id, opts.userId));
  // One role row per invited client (the member's client scope); none: organization-wide.
  const clientIds = opts.clientIds ?? [];
  await tx.insert(userRoles).values(
    clientIds.length === 0
      ? [{ orgId: org.id, userId: opts.userId, roleName: opts.roleName }]
      : clientIds.map((clientId) => ({
          orgId: org.id,
          userId: opts.userId,
          roleName: opts.roleName,
          clientId,
        })),
  );
  await tx.insert(activityLog).values({
    orgId: org.id,
    userId: opts.userId,
    clientId: clientIds.length === 1 ? clientIds[0] : null,
    action: 'joined the team',
    entityType: 'user',
    entityId: opts.userId,
  });
  return org;
}

type NewMember = {
  userId: string;
  email: string;
  name: string;
  orgId: string;
  roleName: string;
  organizationName: string;
};

/** Tells the owners and admins who want it that a teammate joined; a failure is only logged. */
export async function announceNewMember(ctx: TeamMailer, opts: NewMember) {
  await notifyTeamOfNewMember(ctx, opts).catch((error: unknown) => {
    ctx.logger.error(
      { err: error, orgId: opts.orgId },
      'could not notify the team of a new member',
    );
  });
}

async function notifyTeamOfNewMember(ctx: TeamMailer, opts: NewMember) {
  const rows = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      role_name: userRoles.roleName,
      client_id: userRoles.clientId,
    })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.orgId, users.orgId)))
    .where(and(eq(users.orgId, opts.orgId), ne(users.id, opts.userId)));
  const rolesByUser = new Map<string, { email: string; roles: RoleAssignment[] }>();
  for (const row of rows) {
    const entry = rolesByUser.get(row.id) ?? { email: row.email, roles: [] };
    entry.roles.push({ role_name: row.role_name, client_id: row.client_id });
    rolesByUser.set(row.id, entry);
  }
  const managers = [...rolesByUser]
    .filter(([, m]) => canManageTeam(m.roles))
    .map(([id, m]) => ({ id, email: m.email }));
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
