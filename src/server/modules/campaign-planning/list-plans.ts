import { sql } from 'drizzle-orm';
import type { PlanSummary } from '@/shared/campaign-planning';
import { queryRows, type Db } from '../../db/client';
import { inPlanningTx, planSummarySelect, type PlanningCaller } from './queries';
import { isUuid } from '../../lib/uuid';

/** The organization's campaign plans, newest first (optionally one campaign's). */
export function listPlans(
  db: Db,
  opts: { caller: PlanningCaller; campaignId?: string | undefined },
): Promise<PlanSummary[]> {
  return inPlanningTx(db, opts.caller, async (tx) => {
    if (opts.campaignId && !isUuid(opts.campaignId)) return [];
    const rows = await queryRows<PlanSummary & { budget_cents: number | null }>(
      tx,
      sql`${planSummarySelect}
          ${opts.campaignId ? sql`where p.campaign_id = ${opts.campaignId}` : sql``}
          order by p.created_at desc`,
    );
    return rows.map(({ budget_cents: _budget, ...plan }) => plan);
  });
}
