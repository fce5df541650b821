/**
 * What a campaign plan is built on, read in code inside the run's tenant transaction: the
 * campaign's dates, budget and channels, the personas and the latest marketing plan and
 * strategy of whom the run works for (a client's, or the organization's own: never another
 * client's). The plan's dates and budget are these, never the model's.
 */
import { sql } from 'drizzle-orm';
import { addDays, PLANNING_MESSAGES } from '@/shared/campaign-planning';
import { PERSONA_OUTPUT_TYPE } from '@/shared/persona';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { ofSubject } from '../engine/run-subject';
import type { FactsQuery } from '../engine/types';

/** A campaign without an end date is planned over this many days. */
export const DEFAULT_PLAN_DAYS = 90;

export type PlanningFacts = {
  campaignId: string;
  campaignName: string;
  /** The plan's window: the campaign's dates, or today and DEFAULT_PLAN_DAYS when it has none. */
  startsOn: string;
  endsOn: string;
  datesGiven: { start: boolean; end: boolean };
  /** Whole dollars, null when the campaign has no budget. */
  budget: number | null;
  successMetrics: string[];
  personas: { id: string; name: string; role: string | null }[];
  marketingPlan: {
    id: string;
    title: string;
    channels: { channel: string; budget_share: number }[];
  } | null;
  strategy: { id: string; title: string; summary: string | null } | null;
};

const today = () => new Date().toISOString().slice(0, 10);

export async function loadPlanningFacts(tx: Tx, query: FactsQuery): Promise<PlanningFacts> {
  if (!query.campaignId)
    throw new AppError('validation_error', PLANNING_MESSAGES.campaignRequired, {
      field: 'campaign_id',
    });
  const [campaign] = await queryRows<{
    id: string;
    name: string;
    start_date: string | null;
    end_date: string | null;
    budget_cents: number | null;
    success_metrics: string[];
  }>(
    tx,
    sql`select id, name, start_date::text as start_date, end_date::text as end_date,
          budget_cents::float8 as budget_cents, success_metrics
        from campaigns where id = ${query.campaignId}`,
  );
  if (!campaign) throw new AppError('not_found', 'Campaign not found');
  const startsOn = campaign.start_date ?? today();
  const endsOn =
    campaign.end_date && campaign.end_date >= startsOn
      ? campaign.end_date
      : addDays(startsOn, DEFAULT_PLAN_DAYS - 1);

  // The campaign's own personas first, then the subject's latest.
  const personas = await queryRows<{ id: string; name: string | null; role: string | null }>(
    tx,
    sql`select id, content->>'name' as name, content->>'role' as role from agent_outputs
        where output_type = ${PERSONA_OUTPUT_TYPE} and ${ofSubject(query)}
        order by (campaign_id is not distinct from ${query.campaignId}::uuid) desc, created_at desc limit 3`,
  );
  const [plan] = await queryRows<{ id: string; title: string; content: { channels?: unknown } }>(
    tx,
    sql`select id, title, content from agent_outputs
        where output_type = 'marketing_plan' and ${ofSubject(query)}
        order by (campaign_id is not distinct from ${query.campaignId}::uuid) desc, created_at desc limit 1`,
  );
  const [strategy] = await queryRows<{ id: string; title: string; summary: string | null }>(
    tx,
    sql`select id, title, summary from agent_outputs
        where agent_type = 'strategy' and ${ofSubject(query)}
        order by (campaign_id is not distinct from ${query.campaignId}::uuid) desc, created_at desc limit 1`,
  );
  const planChannels = Array.isArray(plan?.content.channels)
    ? (plan.content.channels as { channel?: unknown; budget_share?: unknown }[])
        .filter((c) => typeof c.channel === 'string' && typeof c.budget_share === 'number')
        .map((c) => ({ channel: c.channel as string, budget_share: c.budget_share as number }))
    : [];
  return {
    campaignId: campaign.id,
    campaignName: campaign.name,
    startsOn,
    endsOn,
    datesGiven: { start: Boolean(campaign.start_date), end: Boolean(campaign.end_date) },
    budget: campaign.budget_cents === null ? null : Math.round(campaign.budget_cents / 100),
    successMetrics: campaign.success_metrics ?? [],
    personas: personas
      .filter((p) => p.name)
      .map((p) => ({ id: p.id, name: p.name!, role: p.role })),
    marketingPlan: plan ? { id: plan.id, title: plan.title, channels: planChannels } : null,
    strategy: strategy ?? null,
  };
}

/** The facts of a context (the tool always loads them; a test may call the generator without). */
export const planningFacts = (facts: unknown) => facts as PlanningFacts;
