import { like } from 'drizzle-orm';
import { slugify } from '@/shared/slug';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';

/** A slug no organization uses yet: the name's slug, or that slug with the first free -N. */
export async function generateUniqueSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .select({ slug: organizations.slug })
        .from(organizations)
        .where(like(organizations.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
