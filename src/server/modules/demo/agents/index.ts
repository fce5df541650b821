/**
 * The planning, creation and intelligence agents' demo data (plans, competitors, content,
 * scenarios, quick wins), loaded after the demo's campaigns, metrics, outputs and documents.
 * Each agent adds one seeder here, in its own file beside this one.
 */
import type { Tx } from '../../../db/client';
import { seedCampaignPlanning } from './campaign-planning';
import { seedClientSuccess } from './client-success';
import { seedContent } from './content';
import { seedPerformanceIntelligence } from './performance-intelligence';
import { seedQuickWins } from './quick-wins';
import { seedRoiBudget } from './roi-budget';
import { seedCompetitiveIntelligence } from './competitive-intelligence';

export type DemoSeedInput = {
  orgId: string;
  userId: string;
  organizationType: 'SME' | 'AGENCY';
  /** Campaign name → id, in the order the demo created them. */
  campaignIds: Map<string, string>;
};

export type DemoSeed = (tx: Tx, input: DemoSeedInput) => Promise<void>;

export const AGENT_DEMO_SEEDS: DemoSeed[] = [
  seedContent,
  seedCampaignPlanning,
  seedRoiBudget,
  seedPerformanceIntelligence,
  seedCompetitiveIntelligence,
  seedClientSuccess,
  // Last: it reads what the other seeders wrote (content, alerts) to find real opportunities.
  seedQuickWins,
];
