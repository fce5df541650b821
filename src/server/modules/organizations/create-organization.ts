import { eq, sql } from 'drizzle-orm';
import { OWNER_ROLE_BY_TYPE, type OrganizationType } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { slugify } from '@/shared/slug';
import { queryRows, type DbOrTx } from '../../db/client';
import { organizations, userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { generateUniqueSlug } from './generate-slug';

/**
 * Creates the organization a new user owns, attaches the user to it with the owner role
 * of its type, and marks their invitation used, in one transaction (a savepoint of the
 * caller's transaction when given one). An invitation already used refuses the whole of it.
 */
export async function createOrganizationForOwner(
  db: DbOrTx,
  opts: {
    userId: string;
    email: string;
    name: string;
    type: OrganizationType;
    preferredSlug?: string | undefined;
    markInviteUsed: boolean;
  },
) {
  return db.transaction(async (tx) => {
    const wanted = opts.preferredSlug ? slugify(opts.preferredSlug) : undefined;
    const free =
      wanted &&
      (
        await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.slug, wanted))
      ).length === 0;
    const slug = free && wanted ? wanted : await generateUniqueSlug(tx, opts.name);
    const [organization] = await tx
      .insert(organizations)
      .values({ name: opts.name, type: opts.type, slug })
      .returning();
    await tx.update(users).set({ orgId: organization!.id }).where(eq(users.id, opts.userId));
    await tx.insert(userRoles).values({
      orgId: organization!.id,
      userId: opts.userId,
      roleName: OWNER_ROLE_BY_TYPE[opts.type],
    });
    if (opts.markInviteUsed) {
      const [marked] = await queryRows<{ used: boolean }>(
        tx,
        sql`select mark_invite_used(${opts.email}, ${opts.userId}) as used`,
      );
      if (!marked?.used)
        throw new AppError('forbidden', MESSAGES.signup.notWhitelisted, { field: 'email' });
    }
    return organization!;
  });
}
