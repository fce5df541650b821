/**
 * Client Success contracts (seed 000 §2.1, §4): a health score per client computed from its
 * metrics trend, campaign states, activity and approvals, and the churn risk it implies.
 * The formula lives in code next to these schemas and is stated on the health page.
 */
import { z } from 'zod';

export const HEALTH_BANDS = ['healthy', 'watch', 'at_risk'] as const;
export type HealthBand = (typeof HEALTH_BANDS)[number];

export const CHURN_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type ChurnRiskLevel = (typeof CHURN_RISK_LEVELS)[number];

/** One part of the score: its weight (the weights sum to 1) and what it measured. */
export const healthComponentSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** 0..100 */
  score: z.number(),
  weight: z.number(),
  /** What was measured, in words ("Revenue up 12% on the previous 30 days"). */
  detail: z.string(),
});
export type HealthComponent = z.infer<typeof healthComponentSchema>;

/** `GET /client-success/clients/{id}` and each entry of `GET /client-success/health`. */
export const clientHealthSchema = z.object({
  client_id: z.uuid(),
  client_name: z.string(),
  client_status: z.string(),
  industry: z.string().nullable(),
  /** 0..100, the weighted sum of the components, rounded. */
  score: z.number(),
  band: z.enum(HEALTH_BANDS),
  components: z.array(healthComponentSchema),
  churn_risk: z.object({
    level: z.enum(CHURN_RISK_LEVELS),
    reasons: z.array(z.string()),
  }),
  computed_at: z.string(),
});
export type ClientHealth = z.infer<typeof clientHealthSchema>;

export const clientHealthListSchema = z.object({ data: z.array(clientHealthSchema) });
