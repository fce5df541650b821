import { eq, sql } from 'drizzle-orm';
import { OWNER_ROLE_BY_TYPE, type OrganizationType } from '@/shared/constants';
import { slugify } from '@/shared/slug';
import type { Db } from '../../db/client';
import { organizations, userRoles, users } from '../../db/schema';
import { generateUniqueSlug } from './generate-slug';

/**
 * Creates the organization a new user owns, attaches the user to it with the owner role
 * of its type, and marks their invitation used, in one transaction.
 */
export async function createOrganizationForOwner(
  db: Db,
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
      (await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, wanted)))
        .length === 0;
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
      await tx.execute(sql`select mark_invite_used(${opts.email}, ${opts.userId})`);
    }
    return organization!;
  });
}
