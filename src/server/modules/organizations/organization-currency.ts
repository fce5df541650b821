import { eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@/shared/format';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';

/** The currency an organization shows its money in (Settings → Workspace; USD by default). */
export async function organizationCurrency(db: DbOrTx, orgId: string): Promise<string> {
  const [row] = await db
    .select({ currency: organizations.currency })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row?.currency ?? DEFAULT_CURRENCY;
}
