import { eq } from 'drizzle-orm';
import { roleAllows, type RoleAssignment } from '@/shared/permissions';
import {
  ATTENTION_DIGEST,
  ATTENTION_DIGEST_FREQUENCIES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type AttentionDigestFrequency,
  NOTIFICATION_PREFERENCES,
  type NotificationKey,
  type NotificationPreferences,
} from '@/shared/settings';
import type { Db, DbOrTx } from '../../db/client';
import { notificationPreferences } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';

type Caller = { orgId: string; userId: string };

type Stored = { preferences: Record<string, boolean>; attentionDigest: string };

/** Stored choices over the defaults; keys no longer offered are dropped. */
function resolve(stored: Stored | undefined): NotificationPreferences {
  const resolved = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const { key } of NOTIFICATION_PREFERENCES) {
    if (typeof stored?.preferences[key] === 'boolean') resolved[key] = stored.preferences[key];
  }
  if (ATTENTION_DIGEST_FREQUENCIES.includes(stored?.attentionDigest as AttentionDigestFrequency))
    resolved.attention_digest = stored!.attentionDigest as AttentionDigestFrequency;
  return resolved;
}

async function readStored(db: DbOrTx, userId: string): Promise<Stored | undefined> {
  const [row] = await db
    .select({
      preferences: notificationPreferences.preferences,
      attentionDigest: notificationPreferences.attentionDigest,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

/**
 * Whether a user wants an e-mail of this kind (their choice, or the default). Call it in
 * the user's tenant transaction or as the platform.
 */
export async function wantsEmail(
  db: DbOrTx,
  userId: string,
  key: NotificationKey,
): Promise<boolean> {
  return resolve(await readStored(db, userId))[key];
}

export function getNotificationPreferences(db: Db, caller: Caller) {
  return withTenant(db, caller, async (tx) => resolve(await readStored(tx, caller.userId)));
}

export function saveNotificationPreferences(
  db: Db,
  caller: Caller & { roles: RoleAssignment[] },
  changes: Partial<NotificationPreferences>,
) {
  // A client's portal user reads none of what the digest lists.
  if (
    changes.attention_digest &&
    changes.attention_digest !== 'off' &&
    !roleAllows(caller.roles, 'workspace:read')
  )
    throw new AppError('forbidden', ATTENTION_DIGEST.teamOnly);
  return withTenant(db, caller, async (tx) => {
    const { attention_digest: attentionDigest, ...preferences } = {
      ...resolve(await readStored(tx, caller.userId)),
      ...changes,
    };
    await tx
      .insert(notificationPreferences)
      .values({ userId: caller.userId, orgId: caller.orgId, preferences, attentionDigest })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { orgId: caller.orgId, preferences, attentionDigest, updatedAt: new Date() },
      });
    return { ...preferences, attention_digest: attentionDigest };
  });
}
