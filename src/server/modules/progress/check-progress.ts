import { sql } from 'drizzle-orm';
import { ACHIEVEMENTS, type Achievement, type AchievementId } from '@/shared/progress';
import type { ProgressCheckResult } from '@/shared/user-progress';
import { queryRows, type Db, type Tx } from '../../db/client';
import { userProgress } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { findEarnedAchievements, type Scope } from './find-earned-achievements';
import { presentProgress } from './present-progress';

/**
 * Recomputes the user's counters from their data, unlocks every achievement they have
 * newly earned (plus `grant`, a directly unlocked one) and stores the result. Each
 * achievement unlocks once: the primary key (user_id, achievement_id) decides, so two
 * concurrent checks cannot both report or pay for the same achievement.
 */
export function checkProgress(
  db: Db,
  opts: Scope & { grant?: AchievementId },
): Promise<ProgressCheckResult> {
  return withTenant(db, opts, async (tx) => {
    const { counters, agentTypes, earned } = await findEarnedAchievements(tx, opts);
    const candidates = opts.grant ? [...earned, opts.grant] : earned;
    const newlyUnlocked = await unlock(tx, opts, candidates);
    const values = {
      totalXp: sql<number>`(select coalesce(sum(xp), 0)::int from user_achievements where user_id = ${opts.userId})`,
      agentsUsed: agentTypes,
      outputsSaved: counters.outputsSaved,
      campaignsCompleted: counters.campaignsCompleted,
      updatedAt: new Date(),
    };
    const [stored] = await tx
      .insert(userProgress)
      .values({ userId: opts.userId, orgId: opts.orgId, ...values })
      .onConflictDoUpdate({ target: userProgress.userId, set: values })
      .returning({ totalXp: userProgress.totalXp });
    return { progress: presentProgress(stored?.totalXp ?? 0, counters), newlyUnlocked };
  });
}

async function unlock(tx: Tx, scope: Scope, ids: AchievementId[]): Promise<Achievement[]> {
  const unlocked: Achievement[] = [];
  for (const achievement of ACHIEVEMENTS.filter((a) => ids.includes(a.id))) {
    const rows = await queryRows<{ achievement_id: string }>(
      tx,
      sql`insert into user_achievements (user_id, org_id, achievement_id, xp)
        values (${scope.userId}, ${scope.orgId}, ${achievement.id}, ${achievement.xp})
        on conflict (user_id, achievement_id) do nothing
        returning achievement_id`,
    );
    if (rows.length) unlocked.push(achievement);
  }
  return unlocked;
}
