import { sql } from 'drizzle-orm';
import { ACHIEVEMENTS } from '@/shared/progress';
import type { ProgressView } from '@/shared/user-progress';
import { queryRows, type Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { Scope } from './find-earned-achievements';
import { presentProgress } from './present-progress';

/** The stored progress and every achievement with its unlock date (null while locked). */
export function getProgress(db: Db, scope: Scope): Promise<ProgressView> {
  return withTenant(db, scope, async (tx) => {
    const [stored] = await queryRows<{
      total_xp: number;
      agents_used: number;
      outputs_saved: number;
      campaigns_completed: number;
    }>(
      tx,
      sql`select total_xp, coalesce(cardinality(agents_used), 0) as agents_used, outputs_saved, campaigns_completed
        from user_progress where org_id = ${scope.orgId} and user_id = ${scope.userId}`,
    );
    const unlocked = await queryRows<{ achievement_id: string; unlocked_at: Date | string }>(
      tx,
      sql`select achievement_id, unlocked_at from user_achievements
        where org_id = ${scope.orgId} and user_id = ${scope.userId}`,
    );
    const unlockedAt = new Map(
      unlocked.map((u) => [u.achievement_id, new Date(u.unlocked_at).toISOString()]),
    );
    return {
      progress: presentProgress(stored?.total_xp ?? 0, {
        agentsUsed: stored?.agents_used ?? 0,
        outputsSaved: stored?.outputs_saved ?? 0,
        campaignsCompleted: stored?.campaigns_completed ?? 0,
      }),
      achievements: ACHIEVEMENTS.map((a) => ({ ...a, unlockedAt: unlockedAt.get(a.id) ?? null })),
    };
  });
}
