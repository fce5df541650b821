import { achievementById } from '@/shared/progress';
import { isDirectAchievement } from '@/shared/user-progress';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { checkProgress } from './check-progress';
import type { Scope } from './find-earned-achievements';

/**
 * Seed 001 §4: cross-agent share and quick-win achievements are unlocked directly; every
 * other achievement is earned from the user's data and refused here. The unlock runs a
 * full check, so the answer carries the same progress the check would.
 */
export function unlockAchievement(db: Db, opts: Scope & { achievementId: string }) {
  const achievement = achievementById(opts.achievementId);
  if (!achievement) throw new AppError('not_found', 'Achievement not found');
  if (!isDirectAchievement(achievement.id)) {
    throw new AppError(
      'bad_request',
      `"${achievement.title}" is earned by using Stratagent and cannot be unlocked directly`,
    );
  }
  return checkProgress(db, { orgId: opts.orgId, userId: opts.userId, grant: achievement.id });
}
