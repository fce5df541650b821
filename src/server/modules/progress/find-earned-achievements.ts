/**
 * What a user has earned, derived from the data they created (never from what the client
 * says): the counters of seed 001 §9 and the two rules the seeds leave out.
 */
import { sql } from 'drizzle-orm';
import { AGENT_TYPES } from '@/shared/agents';
import { countedAchievements, type AchievementId, type ProgressCounters } from '@/shared/progress';
import { queryRows, type Tx } from '../../db/client';

export type Scope = { orgId: string; userId: string };

export type Earned = { counters: ProgressCounters; agentTypes: string[]; earned: AchievementId[] };

/** Runs inside the caller's tenant transaction; each query also names the organization. */
export async function findEarnedAchievements(tx: Tx, scope: Scope): Promise<Earned> {
  const agentTypes = await agentTypesUsed(tx, scope);
  const [counts] = await queryRows<{ outputs_saved: number; campaigns_completed: number }>(
    tx,
    sql`select
      (select count(*)::int from agent_outputs
        where org_id = ${scope.orgId} and created_by = ${scope.userId} and saved) as outputs_saved,
      (select count(*)::int from campaigns
        where org_id = ${scope.orgId} and created_by = ${scope.userId} and status = 'completed') as campaigns_completed`,
  );
  const counters = {
    agentsUsed: agentTypes.length,
    outputsSaved: counts?.outputs_saved ?? 0,
    campaignsCompleted: counts?.campaigns_completed ?? 0,
  };
  const earned = countedAchievements(counters);
  if (await hasImprovedRoi(tx, scope)) earned.push('roi_improved');
  if (await hasTurnedStrategyIntoCampaign(tx, scope)) earned.push('strategy_to_execution');
  return { counters, agentTypes, earned };
}

/** Distinct catalogue agents the user has run (tools such as quick wins are not agents). */
async function agentTypesUsed(tx: Tx, scope: Scope) {
  const rows = await queryRows<{ agent_type: string }>(
    tx,
    sql`select distinct agent_type from ai_interactions
      where org_id = ${scope.orgId} and user_id = ${scope.userId} order by agent_type`,
  );
  return rows
    .map((r) => r.agent_type)
    .filter((t) => (AGENT_TYPES as readonly string[]).includes(t));
}

/**
 * roi_improved: a campaign the user created whose ROI, (revenue − spend) / spend, over its
 * last 30 days of daily metrics beats the 30 days before, with spend in both windows. The
 * windows end at the campaign's latest metric day, so a finished campaign still counts.
 */
async function hasImprovedRoi(tx: Tx, scope: Scope) {
  const [row] = await queryRows<{ improved: boolean }>(
    tx,
    sql`with latest as (
        select m.campaign_id, max(m.date) as last_day
        from campaign_daily_metrics m
        join campaigns c on c.id = m.campaign_id
        where c.org_id = ${scope.orgId} and c.created_by = ${scope.userId}
        group by m.campaign_id
      ), windows as (
        select m.campaign_id,
          sum(m.spend_cents) filter (where m.date > l.last_day - 30) as spend_recent,
          sum(m.revenue_cents) filter (where m.date > l.last_day - 30) as revenue_recent,
          sum(m.spend_cents) filter (where m.date <= l.last_day - 30) as spend_before,
          sum(m.revenue_cents) filter (where m.date <= l.last_day - 30) as revenue_before
        from campaign_daily_metrics m
        join latest l on l.campaign_id = m.campaign_id
        where m.org_id = ${scope.orgId} and m.date > l.last_day - 60
        group by m.campaign_id
      )
      select exists (
        select 1 from windows
        where spend_recent > 0 and spend_before > 0
          and (revenue_recent - spend_recent)::numeric / spend_recent
            > (revenue_before - spend_before)::numeric / spend_before
      ) as improved`,
  );
  return row?.improved === true;
}

/** strategy_to_execution: a strategy output the user created is linked to a campaign. */
async function hasTurnedStrategyIntoCampaign(tx: Tx, scope: Scope) {
  const [row] = await queryRows<{ linked: boolean }>(
    tx,
    sql`select exists (
        select 1 from agent_outputs o
        join campaigns c on c.id = o.campaign_id
        where o.org_id = ${scope.orgId} and o.created_by = ${scope.userId} and o.agent_type = 'strategy'
      ) as linked`,
  );
  return row?.linked === true;
}
