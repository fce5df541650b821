import crypto from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { API_KEY_SCOPES, type ApiKeyScope, type RoleAssignment } from '@/shared/permissions';
import type { AppContext, Caller } from '../../context';
import type { Db } from '../../db/client';
import { apiKeys, userRoles, users } from '../../db/schema';

export const hashApiKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** Key uses closer together than this do not rewrite last_used_at (one write a minute at most). */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The signed-in user, from the session cookie or a bearer API key; null when neither. */
export async function resolveCaller(ctx: AppContext, headers: Headers): Promise<Caller | null> {
  const bearer = headers.get('authorization')?.match(/^Bearer\s+(\S{1,200})\s*$/i)?.[1];
  if (bearer) return resolveApiKey(ctx, bearer);

  const session = await ctx.auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  // The user and their roles in their organization in one round trip.
  const rows = await ctx.db
    .select({ user: users, role_name: userRoles.roleName, client_id: userRoles.clientId })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.orgId, users.orgId)))
    .where(eq(users.id, session.user.id));
  const user = rows[0]?.user;
  if (!user) return null;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    orgId: user.orgId,
    isPlatformAdmin: user.isPlatformAdmin,
    via: 'session',
    roles: rows.flatMap((r) =>
      r.role_name ? [{ role_name: r.role_name, client_id: r.client_id }] : [],
    ),
    scopes: null,
  };
}

async function resolveApiKey(ctx: AppContext, key: string): Promise<Caller | null> {
  const now = new Date();
  const [row] = await ctx.db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.keyHash, hashApiKey(key)),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  if (!row || row.user.orgId !== row.key.orgId) return null;
  if (
    !row.key.lastUsedAt ||
    now.getTime() - row.key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS
  ) {
    await ctx.db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id));
  }
  return {
    userId: row.user.id,
    email: row.user.email,
    name: row.user.name,
    orgId: row.key.orgId,
    isPlatformAdmin: false,
    via: 'api_key',
    roles: await loadRoles(ctx.db, row.user.id, row.key.orgId),
    scopes: row.key.scopes.filter((s): s is ApiKeyScope =>
      (API_KEY_SCOPES as readonly string[]).includes(s),
    ),
  };
}

function loadRoles(db: Db, userId: string, orgId: string): Promise<RoleAssignment[]> {
  return db
    .select({ role_name: userRoles.roleName, client_id: userRoles.clientId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.orgId, orgId)));
}
