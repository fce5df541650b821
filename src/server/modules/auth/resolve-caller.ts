import crypto from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { API_KEY_SCOPES, type ApiKeyScope, type RoleAssignment } from '@/shared/permissions';
import type { AppContext, Caller } from '../../context';
import type { Db } from '../../db/client';
import { apiKeys, userRoles, users } from '../../db/schema';
import { SESSION_COOKIE } from './auth';
import { callerKey } from './caller-cache';
import { MESSAGES } from '@/shared/messages';
import { AppError } from '../../lib/errors';

export const hashApiKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/**
 * Key uses closer together than this do not rewrite last_used_at (one write a minute at
 * most; a cached key is read again, and its use recorded, once its entry expires).
 */
const LAST_USED_RESOLUTION_MS = 60_000;

const SESSION_COOKIE_VALUE = new RegExp(
  `(?:^|;)\\s*(?:__Secure-)?${SESSION_COOKIE.replace('.', '\\.')}=([^;]+)`,
);

/** The cache key of the credential a request carries: its session cookie or bearer key. */
export function credentialKey(headers: Headers): string | null {
  const bearer = bearerKey(headers);
  if (bearer) return callerKey('api_key', bearer);
  const session = headers.get('cookie')?.match(SESSION_COOKIE_VALUE)?.[1];
  return session ? callerKey('session', session) : null;
}

const bearerKey = (headers: Headers) =>
  headers.get('authorization')?.match(/^Bearer\s+(\S{1,200})\s*$/i)?.[1];

/**
 * The signed-in user, from the session cookie or a bearer API key; null when neither.
 * Served from the caller cache when this credential was resolved moments ago, or shared with
 * a request resolving the same credential right now.
 */
export async function resolveCaller(ctx: AppContext, headers: Headers): Promise<Caller | null> {
  const key = credentialKey(headers);
  if (!key) return null;
  const bearer = bearerKey(headers);
  return ctx.callerCache.resolve(key, () =>
    bearer ? resolveApiKey(ctx, bearer) : resolveSession(ctx, headers),
  );
}

/** Forgets the caller a request's credential resolved to, in every session of theirs. */
export function forgetCaller(ctx: AppContext, headers: Headers) {
  const key = credentialKey(headers);
  if (!key) return;
  const userId = ctx.callerCache.userOf(key);
  if (userId) ctx.callerCache.forgetUser(userId);
  else ctx.callerCache.forgetKey(key);
}

type Resolved = { caller: Caller; expiresAt: Date | null };

/** The user and their roles in their organization in one round trip. */
async function readProfile(ctx: AppContext, userId: string) {
  try {
    return await ctx.db
      .select({ user: users, role_name: userRoles.roleName, client_id: userRoles.clientId })
      .from(users)
      .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.orgId, users.orgId)))
      .where(eq(users.id, userId));
  } catch (error) {
    ctx.logger.error({ err: error }, 'user profile not read');
    throw new AppError('unavailable', MESSAGES.session.profileFailed);
  }
}

async function resolveSession(ctx: AppContext, headers: Headers): Promise<Resolved | null> {
  const session = await ctx.auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  const rows = await readProfile(ctx, session.user.id);
  const user = rows[0]?.user;
  if (!user) return null;
  const caller: Caller = {
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
    sessionId: session.session.id,
  };
  return { caller, expiresAt: session.session.expiresAt };
}

async function resolveApiKey(ctx: AppContext, key: string): Promise<Resolved | null> {
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
  const caller: Caller = {
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
  return { caller, expiresAt: row.key.expiresAt };
}

function loadRoles(db: Db, userId: string, orgId: string): Promise<RoleAssignment[]> {
  return db
    .select({ role_name: userRoles.roleName, client_id: userRoles.clientId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.orgId, orgId)));
}
