import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext, Caller } from '../../context';
import { apiKeys, users } from '../../db/schema';

export const hashApiKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** The signed-in user, from the session cookie or a bearer API key; null when neither. */
export async function resolveCaller(ctx: AppContext, headers: Headers): Promise<Caller | null> {
  const bearer = headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (bearer) return resolveApiKey(ctx, bearer);

  const session = await ctx.auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
  if (!user) return null;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    orgId: user.orgId,
    isPlatformAdmin: user.isPlatformAdmin,
    via: 'session',
  };
}

async function resolveApiKey(ctx: AppContext, key: string): Promise<Caller | null> {
  const [row] = await ctx.db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
  if (!row || row.user.orgId !== row.key.orgId) return null;
  await ctx.db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.key.id));
  return {
    userId: row.user.id,
    email: row.user.email,
    name: row.user.name,
    orgId: row.key.orgId,
    isPlatformAdmin: false,
    via: 'api_key',
  };
}
