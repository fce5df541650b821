import { CAMPAIGN_PLAN_OUTPUT_TYPE } from '@/shared/campaign-planning';
import type { OutputRenderers } from '../types';
import { CampaignPlanRenderer } from './campaign-plan-renderer';

/** The Campaign Planning agent's output types, each with its layout. */
export const campaignPlanningRenderers: OutputRenderers = {
  [CAMPAIGN_PLAN_OUTPUT_TYPE]: CampaignPlanRenderer,
};
