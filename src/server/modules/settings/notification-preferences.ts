import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCES,
  type NotificationKey,
  type NotificationPreferences,
} from '@/shared/settings';
import type { Db, DbOrTx } from '../../db/client';
import { notificationPreferences } from '../../db/schema';
import { withTenant } from '../../db/tenant';

type Caller = { orgId: string; userId: string };

/** Stored choices over the defaults; keys no longer offered are dropped. */
function resolve(stored: Record<string, boolean> | undefined): NotificationPreferences {
  const resolved = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const { key } of NOTIFICATION_PREFERENCES) {
    if (typeof stored?.[key] === 'boolean') resolved[key] = stored[key];
  }
  return resolved;
}

async function readStored(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.preferences;
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
  caller: Caller,
  changes: Partial<NotificationPreferences>,
) {
  return withTenant(db, caller, async (tx) => {
    const preferences = { ...resolve(await readStored(tx, caller.userId)), ...changes };
    await tx
      .insert(notificationPreferences)
      .values({ userId: caller.userId, orgId: caller.orgId, preferences })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { orgId: caller.orgId, preferences, updatedAt: new Date() },
      });
    return preferences;
  });
}
