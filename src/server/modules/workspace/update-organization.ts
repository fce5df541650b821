import { and, eq, ne } from 'drizzle-orm';
import { SETTINGS_MESSAGES } from '@/shared/settings';
import type { AppContext } from '../../context';
import { organizations } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { requireTeamManager } from '../team/load-membership';

type Caller = { orgId: string; userId: string };

const slugTaken = () => new AppError('conflict', SETTINGS_MESSAGES.slugTaken, { field: 'slug' });

/** Renames the organization, changes its address and/or its currency (owners and admins). */
export async function updateOrganization(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  input: { name?: string | undefined; slug?: string | undefined; currency?: string | undefined },
) {
  if (input.slug !== undefined) {
    // Other organizations are invisible inside a tenant transaction: check as the platform.
    const [other] = await ctx.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.slug, input.slug), ne(organizations.id, caller.orgId)));
    if (other) throw slugTaken();
  }
  try {
    return await withTenant(ctx.db, caller, async (tx) => {
      await requireTeamManager(tx, caller);
      const [updated] = await tx
        .update(organizations)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.slug !== undefined && { slug: input.slug }),
          ...(input.currency !== undefined && { currency: input.currency }),
          updatedAt: new Date(),
        })
        .where(eq(organizations.id, caller.orgId))
        .returning({
          id: organizations.id,
          name: organizations.name,
          type: organizations.type,
          slug: organizations.slug,
          currency: organizations.currency,
        });
      if (!updated) throw new AppError('not_found', SETTINGS_MESSAGES.workspaceNotFound);
      return updated;
    });
  } catch (error) {
    // Two organizations claiming the same free address at once: the unique index decides.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
