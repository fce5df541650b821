import { isUnlocked, unlockRequirement } from '@/shared/unlocks';
import type { Tx } from '../../db/client';
import { unlockMetricsOf } from '@/shared/dashboard';
import { readDashboardMetrics } from '../dashboard/get-dashboard-metrics';

/** Whether the organization has unlocked API access (seed 000 §4: more than 50 AI interactions). */
export async function apiAccessState(tx: Tx, orgId: string) {
  const metrics = await readDashboardMetrics(tx, orgId);
  return {
    unlocked: isUnlocked('api_access', unlockMetricsOf(metrics)),
    requirement: unlockRequirement('api_access'),
    ai_interactions: metrics.unlock_counts.total_ai_interactions,
  };
}
