import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';

/** The name of the organization a teammate invite joins (read by the sign-up form). */
export async function findOrganizationName(db: Db, orgId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row?.name ?? null;
}
