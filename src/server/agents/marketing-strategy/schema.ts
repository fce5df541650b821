/** The Marketing Strategy agent's output schema lives in the shared contract (the web renders it too). */
export { marketingPlanSchema, type MarketingPlan } from '@/shared/marketing-plan';
