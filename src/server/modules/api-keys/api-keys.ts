import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import type { ApiKeyScope } from '@/shared/permissions';
import { API_KEY, SETTINGS_MESSAGES, type ApiKeyView } from '@/shared/settings';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { hashApiKey } from '../auth/resolve-caller';
import { loadMembership } from '../team/load-membership';
import { apiAccessState } from './api-access';
import { isUuid } from '../../lib/uuid';

type Caller = { orgId: string; userId: string };

/** `sk_live_` and 32 random base64url characters (192 bits). */
export const generateApiKey = () =>
  API_KEY.prefix + crypto.randomBytes((API_KEY.randomLength * 3) / 4).toString('base64url');

/** The active keys the caller may see: all of the organization's for owners and admins, else their own. */
async function listActiveKeys(tx: Tx, caller: Caller, canManage: boolean): Promise<ApiKeyView[]> {
  const rows = await tx
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      userId: apiKeys.userId,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      createdByName: users.name,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.orgId, caller.orgId),
        isNull(apiKeys.revokedAt),
        canManage ? undefined : eq(apiKeys.userId, caller.userId),
      ),
    )
    .orderBy(desc(apiKeys.createdAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes as ApiKeyScope[],
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt?.toISOString() ?? null,
    expired: r.expiresAt !== null && r.expiresAt.getTime() <= Date.now(),
    last_used_at: r.lastUsedAt?.toISOString() ?? null,
    created_by_name: r.createdByName,
    created_by_you: r.userId === caller.userId,
    can_revoke: canManage || r.userId === caller.userId,
  }));
}

/** The active keys the caller may see and whether API access is unlocked. */
export function listApiKeys(ctx: AppContext, caller: Caller) {
  return withTenant(ctx.db, caller, async (tx) => {
    const { canManage } = await loadMembership(tx, caller);
    return {
      access: await apiAccessState(tx, caller.orgId),
      keys: await listActiveKeys(tx, caller, canManage),
    };
  });
}

/** Creates a key for the caller; its full value is returned this once and only its hash is kept. */
export function createApiKey(
  ctx: AppContext,
  caller: Caller,
  input: { name: string; scopes: ApiKeyScope[]; expires_at?: string | null | undefined },
) {
  return withTenant(ctx.db, caller, async (tx) => {
    const { canManage } = await loadMembership(tx, caller);
    const access = await apiAccessState(tx, caller.orgId);
    if (!access.unlocked) throw new AppError('forbidden', lockedFeatureMessage('api_access'));
    const [active] = await tx
      .select({ total: count() })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.orgId, caller.orgId),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, new Date())),
        ),
      );
    if ((active?.total ?? 0) >= API_KEY.maxActive)
      throw new AppError('conflict', SETTINGS_MESSAGES.apiKeyLimit);

    const key = generateApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        orgId: caller.orgId,
        userId: caller.userId,
        name: input.name,
        prefix: key.slice(0, API_KEY.displayLength),
        keyHash: hashApiKey(key),
        scopes: input.scopes,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      })
      .returning({ id: apiKeys.id });
    const view = (await listActiveKeys(tx, caller, canManage)).find((k) => k.id === row!.id)!;
    return { key, api_key: view };
  });
}

/** Revokes a key: your own, or any of the organization's for owners and admins. */
export async function revokeApiKey(ctx: AppContext, caller: Caller, id: string) {
  const owner = await withTenant(ctx.db, caller, async (tx) => {
    if (!isUuid(id)) throw new AppError('not_found', SETTINGS_MESSAGES.apiKeyNotFound);
    const { canManage } = await loadMembership(tx, caller);
    const [key] = await tx
      .select({ userId: apiKeys.userId })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.orgId, caller.orgId), isNull(apiKeys.revokedAt)));
    // A teammate's key is not listed to a member, so it is not found for them either.
    if (!key || (key.userId !== caller.userId && !canManage))
      throw new AppError('not_found', SETTINGS_MESSAGES.apiKeyNotFound);
    await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, id));
    return key.userId;
  });
  // Other processes hear of it from the database (migration 0029); this one must not wait.
  ctx.callerCache.forgetUser(owner);
}
