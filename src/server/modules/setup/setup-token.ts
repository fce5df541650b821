/**
 * The first owner of a fresh installation is created through a one-time link printed at
 * start. Only the token's hash is stored; using it (or any user existing) retires it.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings, users } from '../../db/schema';

const KEY = 'setup_token_sha256';
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function hasAnyUser(db: Db): Promise<boolean> {
  const rows = await db
    .select({ n: sql<number>`1` })
    .from(users)
    .limit(1);
  return rows.length > 0;
}

/** A new setup token when the installation has no user yet; undefined otherwise. */
export async function issueSetupToken(db: Db): Promise<string | undefined> {
  if (await hasAnyUser(db)) return undefined;
  const token = crypto.randomBytes(24).toString('base64url');
  await db
    .insert(appSettings)
    .values({ key: KEY, value: hash(token) })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: hash(token), updatedAt: new Date() },
    });
  return token;
}

export async function isSetupTokenValid(db: Db, token: string): Promise<boolean> {
  if (!token || (await hasAnyUser(db))) return false;
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) return false;
  const a = Buffer.from(row.value);
  const b = Buffer.from(hash(token));
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Retires the token if it is still the stored one; true for exactly one of concurrent callers. */
export async function claimSetupToken(db: Db, token: string): Promise<boolean> {
  const claimed = await db
    .delete(appSettings)
    .where(and(eq(appSettings.key, KEY), eq(appSettings.value, hash(token))))
    .returning({ key: appSettings.key });
  return claimed.length === 1;
}
