import { eq, sql } from 'drizzle-orm';
import type { AppContext, Caller } from '../../context';
import { queryRows } from '../../db/client';
import { organizations } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { MESSAGES } from '@/shared/messages';
import { AppError } from '../../lib/errors';

/**
 * Whether the caller's session is their account's first (decision 073): the first session
 * that asks claims the account's first visit, which lasts as long as that session.
 */
async function isFirstVisit(ctx: AppContext, caller: Caller): Promise<boolean> {
  if (!caller.sessionId) return false;
  const [row] = await queryRows<{ first_visit: boolean }>(
    ctx.db,
    sql`with claimed as (
          update users set first_session_id = ${caller.sessionId}
          where id = ${caller.userId} and first_session_id is null
          returning first_session_id)
        select coalesce((select first_session_id from claimed),
          (select first_session_id from users where id = ${caller.userId})) = ${caller.sessionId}
          as first_visit`,
  );
  return row?.first_visit ?? false;
}

/** Everything the web app's guards need about the signed-in user. */
export async function getMe(ctx: AppContext, caller: Caller) {
  const firstVisit = await isFirstVisit(ctx, caller);
  const base = {
    firstVisit,
    user: {
      id: caller.userId,
      email: caller.email,
      name: caller.name,
      isPlatformAdmin: caller.isPlatformAdmin,
    },
  };
  if (!caller.orgId) return { ...base, organization: null, roles: [], needsOnboarding: false };
  const orgId = caller.orgId;
  const scope = { orgId, userId: caller.userId };
  const me = await withTenant(ctx.db, scope, async (tx) => {
    const [organization] = await tx
      .select({
        id: organizations.id,
        name: organizations.name,
        type: organizations.type,
        slug: organizations.slug,
        currency: organizations.currency,
      })
      .from(organizations)
      .where(eq(organizations.id, orgId))
      .catch((error: unknown) => {
        ctx.logger.error({ err: error, orgId }, 'organization not read');
        throw new AppError('unavailable', MESSAGES.session.organizationFailed);
      });
    // The user names an organization that cannot be read: not "no organization" (which sends
    // them to sign-up's end), but the seed's error (seed 000 §8).
    if (!organization) throw new AppError('not_found', MESSAGES.session.organizationFailed);
    const roles = await queryRows<{ role_name: string; client_id: string | null }>(
      tx,
      sql`select role_name, client_id from get_user_roles(${caller.userId}, ${orgId})`,
    );
    return {
      ...base,
      organization,
      roles: roles.map((r) => ({ role_name: r.role_name, client_id: r.client_id })),
    };
  });
  return { ...me, needsOnboarding: await needsOnboarding(ctx, scope) };
}

/**
 * The onboarding check (seed 000 §4, §8): when it fails the user is treated as not needing
 * onboarding, so a broken check never keeps anyone from the app. Its own transaction, so
 * a failure leaves the rest of the answer alone.
 */
async function needsOnboarding(ctx: AppContext, scope: { orgId: string; userId: string }) {
  try {
    const [status] = await withTenant(ctx.db, scope, (tx) =>
      queryRows<{ needs_onboarding: boolean }>(
        tx,
        sql`select needs_onboarding from check_onboarding_status(${scope.userId})`,
      ),
    );
    return Boolean(status?.needs_onboarding);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'onboarding check failed: treated as not needed');
    return false;
  }
}
