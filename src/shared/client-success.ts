/**
 * Client Success contracts (seed 000 §2.1, §4): a health score per client computed from its
 * metrics trend, campaign states, activity and approvals, and the churn risk it implies.
 * The formula lives in code next to these schemas and is stated on the health page.
 */
import { z } from 'zod';
import { sourceSchema } from './agent-runs';
import { CLIENT_MESSAGES } from './clients';

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

/** The measurements the components were scored from (decision 028). */
export const clientHealthSignalsSchema = z.object({
  window_days: z.number(),
  current_from: z.string(),
  current_to: z.string(),
  previous_from: z.string(),
  previous_to: z.string(),
  days_recorded_current: z.number(),
  days_recorded_previous: z.number(),
  revenue_current_cents: z.number(),
  revenue_previous_cents: z.number(),
  /** Percent, 1 decimal; null when the previous window had no revenue. */
  revenue_change_percentage: z.number().nullable(),
  conversions_current: z.number(),
  conversions_previous: z.number(),
  conversions_change_percentage: z.number().nullable(),
  active_campaigns: z.number(),
  paused_campaigns: z.number(),
  completed_campaigns: z.number(),
  draft_campaigns: z.number(),
  /** Names of active campaigns projected to overspend / underspend their budget. */
  overspending_campaigns: z.array(z.string()),
  underspending_campaigns: z.array(z.string()),
  last_activity_at: z.string().nullable(),
  days_since_activity: z.number().nullable(),
  /** False while the organization has no approvals table to read (decision 028). */
  approvals_recorded: z.boolean(),
  approvals_approved: z.number(),
  approvals_changes_requested: z.number(),
  approvals_pending: z.number(),
});
export type ClientHealthSignals = z.infer<typeof clientHealthSignalsSchema>;

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
  signals: clientHealthSignalsSchema,
  churn_risk: z.object({
    level: z.enum(CHURN_RISK_LEVELS),
    reasons: z.array(z.string()),
  }),
  computed_at: z.string(),
});
export type ClientHealth = z.infer<typeof clientHealthSchema>;

export const clientHealthListSchema = z.object({ data: z.array(clientHealthSchema) });

export const RECOMMENDATION_KINDS = ['retain', 'grow'] as const;
export const RECOMMENDATION_PRIORITIES = ['low', 'medium', 'high'] as const;

/** One thing to do for a client, from its health (rules in src/shared/client-health.ts). */
export const clientRecommendationSchema = z.object({
  client_id: z.uuid(),
  client_name: z.string(),
  kind: z.enum(RECOMMENDATION_KINDS),
  /** The component it answers, or null for the client as a whole. */
  component: z.enum(['metrics_trend', 'campaigns', 'activity', 'approvals']).nullable(),
  priority: z.enum(RECOMMENDATION_PRIORITIES),
  title: z.string(),
  detail: z.string(),
});
export type ClientRecommendation = z.infer<typeof clientRecommendationSchema>;

/** `GET /client-success/clients/{id}`: the client's health and what to do about it. */
export const clientHealthDetailSchema = clientHealthSchema.extend({
  recommendations: z.array(clientRecommendationSchema),
});
export type ClientHealthDetail = z.infer<typeof clientHealthDetailSchema>;

/** `GET /client-success/recommendations`: every client's, highest priority first. */
export const clientRecommendationListSchema = z.object({
  data: z.array(clientRecommendationSchema),
});

export const CLIENT_SUCCESS_MESSAGES = {
  agencyOnly: 'Client Success is available to agency organizations only.',
  /** Client portal users and viewers do not see their own churn risk. */
  teamOnly: "Client Success is for the agency's team only.",
  clientNotFound: CLIENT_MESSAGES.notFound,
} as const;

export const CLIENT_SUCCESS_AGENT = 'client-success';

export const CLIENT_SUCCESS_TOOL_IDS = [
  'client_health_review',
  'churn_risk_analysis',
  'retention_plan',
  'upsell_recommendations',
] as const;
export type ClientSuccessToolId = (typeof CLIENT_SUCCESS_TOOL_IDS)[number];

export const CLIENT_SUCCESS_TOOL_INFO: Record<
  ClientSuccessToolId,
  { label: string; description: string }
> = {
  client_health_review: {
    label: 'Client health review',
    description:
      'Every client scored on its metrics trend, campaigns, activity and approvals, with what drives each score.',
  },
  churn_risk_analysis: {
    label: 'Churn risk analysis',
    description: 'Which clients may leave, why in plain words, and what to do first.',
  },
  retention_plan: {
    label: 'Retention plan',
    description:
      'A plan for each client on watch or at risk: the plays that answer its weakest components.',
  },
  upsell_recommendations: {
    label: 'Growth recommendations',
    description:
      'Where healthy, growing clients are ready for more: budget, a new channel, unspent budget put to work.',
  },
};

/** Each tool saves its own output type (agent_outputs.output_type). */
export const CLIENT_SUCCESS_OUTPUT_TYPES: Record<ClientSuccessToolId, string> = {
  client_health_review: 'client_health_review',
  churn_risk_analysis: 'churn_risk_analysis',
  retention_plan: 'retention_plan',
  upsell_recommendations: 'upsell_recommendations',
};

/**
 * What every Client Success tool saves: the clients' computed health and the recommendations
 * from the rules (figures, copied from the facts), the narrative around them.
 */
export const clientSuccessReportSchema = z.object({
  summary: z.string(),
  /** The day the health was computed for (the trend windows end on it). */
  as_of: z.string(),
  scope: z.object({ client_id: z.uuid().nullable(), label: z.string() }),
  formula: z.string(),
  clients: z.array(clientHealthSchema),
  insights: z.array(z.string()),
  recommendations: z.array(clientRecommendationSchema),
  sources: z.array(sourceSchema).default([]),
  assumptions: z.array(z.string()).default([]),
});
export type ClientSuccessReport = z.infer<typeof clientSuccessReportSchema>;
