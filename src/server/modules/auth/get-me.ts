import { eq, sql } from 'drizzle-orm';
import type { AppContext, Caller } from '../../context';
import { queryRows } from '../../db/client';
import { organizations } from '../../db/schema';
import { withTenant } from '../../db/tenant';

/** Everything the web app's guards need about the signed-in user, in one read. */
export async function getMe(ctx: AppContext, caller: Caller) {
  const base = {
    user: {
      id: caller.userId,
      email: caller.email,
      name: caller.name,
      isPlatformAdmin: caller.isPlatformAdmin,
    },
  };
  if (!caller.orgId) return { ...base, organization: null, roles: [], needsOnboarding: false };
  const orgId = caller.orgId;
  return withTenant(ctx.db, { orgId, userId: caller.userId }, async (tx) => {
    const [organization] = await tx
      .select({
        id: organizations.id,
        name: organizations.name,
        type: organizations.type,
        slug: organizations.slug,
      })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    const roles = await queryRows<{ role_name: string; client_id: string | null }>(
      tx,
      sql`select role_name, client_id from get_user_roles(${caller.userId}, ${orgId})`,
    );
    const status = await queryRows<{ needs_onboarding: boolean }>(
      tx,
      sql`select needs_onboarding from check_onboarding_status(${caller.userId})`,
    );
    return {
      ...base,
      organization: organization ?? null,
      roles: roles.map((r) => ({ role_name: r.role_name, client_id: r.client_id })),
      needsOnboarding: Boolean(status[0]?.needs_onboarding),
    };
  });
}
