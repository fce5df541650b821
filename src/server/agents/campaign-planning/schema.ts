/** The Campaign Planning agent's output schema lives in the shared contract (the web renders it too). */
export { campaignPlanSchema, type CampaignPlanContent } from '@/shared/campaign-planning';
