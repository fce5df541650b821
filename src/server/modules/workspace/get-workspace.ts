import { count, eq } from 'drizzle-orm';
import { SETTINGS_MESSAGES } from '@/shared/settings';
import type { AppContext } from '../../context';
import { businessContexts, organizations, users } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { loadMembership } from '../team/load-membership';
import { isUuid } from '../../lib/uuid';

type Caller = { orgId: string; userId: string };

/**
 * The workspace (organization) a user belongs to: today a user belongs to exactly one.
 * Any other id reads as not found.
 */
export async function getWorkspace(
  ctx: AppContext,
  caller: Caller,
  workspaceId: string = caller.orgId,
) {
  if (!isUuid(workspaceId) || workspaceId !== caller.orgId) {
    throw new AppError('not_found', SETTINGS_MESSAGES.workspaceNotFound);
  }
  return withTenant(ctx.db, caller, async (tx) => {
    const { organization, roles, canManage } = await loadMembership(tx, caller);
    const [members] = await tx
      .select({ total: count() })
      .from(users)
      .where(eq(users.orgId, organization.id));
    const [context] = await tx
      .select()
      .from(businessContexts)
      .where(eq(businessContexts.orgId, organization.id));
    const [onboarding] = await tx
      .select({ completedAt: organizations.onboardingCompletedAt })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    return {
      id: organization.id,
      name: organization.name,
      type: organization.type,
      slug: organization.slug,
      created_at: organization.createdAt.toISOString(),
      member_count: members?.total ?? 0,
      role_names: roles.map((r) => r.role_name),
      can_manage: canManage,
      onboarding_completed: Boolean(onboarding?.completedAt),
      business_context: context
        ? {
            companyName: context.companyName,
            industry: context.industry,
            companySize: context.companySize,
            description: context.description,
            updatedAt: context.updatedAt.toISOString(),
          }
        : null,
    };
  });
}

/** The workspaces a user can open: their organization (one per user today). */
export async function listWorkspaces(ctx: AppContext, caller: Caller) {
  const workspace = await getWorkspace(ctx, caller);
  return [
    {
      id: workspace.id,
      name: workspace.name,
      type: workspace.type,
      slug: workspace.slug,
      member_count: workspace.member_count,
      role_names: workspace.role_names,
      is_current: true,
    },
  ];
}
