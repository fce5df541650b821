import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Campaign, createCampaignSchema } from '@/shared/campaigns';
import type { Db } from '../../db/client';
import { campaigns, clients } from '../../db/schema';
import { notFound } from '../../lib/errors';
import {
  assertCalendarDates,
  assertCanEditCampaigns,
  findCampaign,
  inCampaignTx,
  logCampaignActivity,
  type CampaignCaller,
} from './queries';

type Input = z.output<typeof createCampaignSchema>;

/** Creates a campaign in the caller's organization, created by the caller (seed 000 §7.4). */
export function createCampaign(
  db: Db,
  opts: { caller: CampaignCaller; input: Input },
): Promise<Campaign> {
  const { caller, input } = opts;
  assertCalendarDates(input);
  return inCampaignTx(db, caller, async (tx) => {
    await assertCanEditCampaigns(tx, caller);
    if (input.client_id) {
      const [client] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, input.client_id), eq(clients.orgId, caller.orgId)));
      if (!client) throw notFound('Client');
    }
    const [row] = await tx
      .insert(campaigns)
      .values({
        orgId: caller.orgId,
        clientId: input.client_id ?? null,
        name: input.name,
        description: input.description ?? null,
        campaignType: input.campaign_type ?? null,
        priorityLevel: input.priority_level,
        budgetCents: input.budget_cents ?? null,
        startDate: input.start_date ?? null,
        endDate: input.end_date ?? null,
        marketingChannels: input.marketing_channels ?? [],
        geographicTarget: input.geographic_target ?? null,
        targetAudience: input.target_audience ?? null,
        goals: input.goals ?? [],
        successMetrics: input.success_metrics ?? [],
        objectives: input.objectives ?? null,
        contentPillars: input.content_pillars ?? [],
        targetPersonas: input.target_personas ?? [],
        competitorContext: input.competitor_context ?? null,
        tags: input.tags ?? [],
        status: input.status,
        createdBy: caller.userId,
      })
      .returning({ id: campaigns.id });
    await logCampaignActivity(tx, {
      caller,
      campaignId: row!.id,
      clientId: input.client_id ?? null,
      action: 'campaign.created',
    });
    return (await findCampaign(tx, caller.orgId, row!.id))!;
  });
}
