/** What the Quick Wins agent states, computed in code before the run (loadFacts). */
import type { Opportunity } from '@/shared/quick-wins';
import type { Tx } from '../../db/client';
import { detectOpportunities } from '../../modules/quick-wins/detect-opportunities';
import { loadOpportunityState } from '../../modules/quick-wins/load-state';
import type { FactsQuery } from '../engine/types';

export type QuickWinFacts = {
  campaign_name: string | null;
  has_metrics: boolean;
  opportunities: Opportunity[];
};

export async function loadQuickWinFacts(tx: Tx, query: FactsQuery): Promise<QuickWinFacts> {
  const state = await loadOpportunityState(tx, query.orgId);
  const campaign = query.campaignId ? state.campaigns.find((c) => c.id === query.campaignId) : null;
  const campaigns = campaign ? [campaign] : state.campaigns;
  return {
    campaign_name: campaign?.name ?? null,
    has_metrics: campaigns.some((c) => c.daily.length > 0),
    opportunities: detectOpportunities(state, { campaignId: query.campaignId }),
  };
}

export const isQuickWinFacts = (facts: unknown): facts is QuickWinFacts =>
  Boolean(
    facts && typeof facts === 'object' && Array.isArray((facts as QuickWinFacts).opportunities),
  );
