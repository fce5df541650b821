/** Campaign contracts shared by the forms and the API (seed 000 §3, §5, §7.3; PRODUCT.md §4). */
import { z } from 'zod';

export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_TYPES = [
  'Brand awareness',
  'Lead generation',
  'Product launch',
  'Sales promotion',
  'Customer retention',
  'Event',
  'Content marketing',
  'Other',
] as const;

export const MARKETING_CHANNELS = [
  'Email',
  'Organic social',
  'Paid social',
  'Search (SEO)',
  'Search ads (SEM)',
  'Content / blog',
  'Display ads',
  'Video',
  'Events',
  'Partnerships',
  'PR',
  'Direct mail',
] as const;

export const CAMPAIGNS_PAGE_SIZE = 100;
export const CAMPAIGN_NAME_MAX = 120;

const text = (max: number) => z.string().trim().max(max);
const list = z.array(z.string().trim().min(1).max(200)).max(50);
const budgetCents = z.number().int().min(0, 'Budget cannot be negative').max(1e13);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31');

/** Creating: the name is required; everything else optional. Budget in cents. */
export const createCampaignSchema = z
  .object({
    name: z.string().trim().min(1, 'Campaign name is required').max(CAMPAIGN_NAME_MAX),
    description: text(5000).optional(),
    campaign_type: text(100).optional(),
    priority_level: z.coerce.number().int().min(0).max(10).default(0),
    budget_cents: budgetCents.nullable().optional(),
    start_date: isoDate.nullable().optional(),
    end_date: isoDate.nullable().optional(),
    marketing_channels: list.optional(),
    geographic_target: text(500).optional(),
    target_audience: text(2000).optional(),
    goals: list.optional(),
    success_metrics: list.optional(),
    objectives: text(5000).optional(),
    content_pillars: list.optional(),
    target_personas: list.optional(),
    competitor_context: text(5000).optional(),
    tags: list.optional(),
    status: z.enum(CAMPAIGN_STATUSES).default('draft'),
    client_id: z.uuid().nullable().optional(),
  })
  .refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, {
    path: ['end_date'],
    message: 'The end date must be on or after the start date',
  });
export type CreateCampaignInput = z.input<typeof createCampaignSchema>;

/**
 * Updating: an absent field is unchanged, `null` clears it, `0` is a valid budget
 * (PRODUCT.md §4 fixes the seed build, which could not set either).
 */
export const updateCampaignSchema = z.object({
  name: z.string().trim().min(1, 'Campaign name is required').max(CAMPAIGN_NAME_MAX).optional(),
  description: text(5000).nullable().optional(),
  campaign_type: text(100).nullable().optional(),
  priority_level: z.coerce.number().int().min(0).max(10).nullable().optional(),
  budget_cents: budgetCents.nullable().optional(),
  start_date: isoDate.nullable().optional(),
  end_date: isoDate.nullable().optional(),
  marketing_channels: list.nullable().optional(),
  geographic_target: text(500).nullable().optional(),
  target_audience: text(2000).nullable().optional(),
  goals: list.nullable().optional(),
  success_metrics: list.nullable().optional(),
  objectives: text(5000).nullable().optional(),
  content_pillars: list.nullable().optional(),
  target_personas: list.nullable().optional(),
  competitor_context: text(5000).nullable().optional(),
  tags: list.nullable().optional(),
  status: z.enum(CAMPAIGN_STATUSES).optional(),
});
export type UpdateCampaignInput = z.input<typeof updateCampaignSchema>;

export type Campaign = {
  id: string;
  org_id: string;
  client_id: string | null;
  client_name: string | null;
  name: string;
  description: string | null;
  campaign_type: string | null;
  priority_level: number;
  budget_cents: number | null;
  spent_cents: number;
  start_date: string | null;
  end_date: string | null;
  marketing_channels: string[];
  geographic_target: string | null;
  target_audience: string | null;
  goals: string[];
  success_metrics: string[];
  objectives: string | null;
  content_pillars: string[];
  target_personas: string[];
  competitor_context: string | null;
  tags: string[];
  status: CampaignStatus;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  archived_at: string | null;
};

/** One day of a campaign's performance, as stored (every figure, 0 when none). */
export const dailyMetricSchema = z.object({
  date: isoDate,
  impressions: z.coerce.number().int().min(0).default(0),
  clicks: z.coerce.number().int().min(0).default(0),
  conversions: z.coerce.number().int().min(0).default(0),
  spend_cents: z.coerce.number().int().min(0).default(0),
  revenue_cents: z.coerce.number().int().min(0).default(0),
});
export const METRICS_IMPORT_MAX_ROWS = 5000;
export type DailyMetric = z.output<typeof dailyMetricSchema>;

/** The figures of a day, in the order of the API and the CSV template. */
export const DAILY_METRIC_FIGURES = [
  'impressions',
  'clicks',
  'conversions',
  'spend_cents',
  'revenue_cents',
] as const;
export type DailyMetricFigure = (typeof DAILY_METRIC_FIGURES)[number];

/**
 * How a write treats a day that is already stored (issue 26, hole 8). `merge`, the default,
 * changes only the figures a row carries, so a tool that sends impressions alone never zeroes
 * the day's spend; `replace` is the explicit choice to overwrite the whole day, a figure the
 * row leaves out becoming 0. A new day starts at 0 for what the row leaves out either way.
 */
export const METRICS_WRITE_MODES = ['merge', 'replace'] as const;
export type MetricsWriteMode = (typeof METRICS_WRITE_MODES)[number];
export const metricsWriteModeQuerySchema = z.object({
  mode: z
    .enum(METRICS_WRITE_MODES, { error: 'mode must be merge or replace' })
    .optional()
    .describe(
      'merge (default): a day already stored keeps every figure the row leaves out. replace: the row replaces the whole day, a figure it leaves out becoming 0.',
    ),
});

const figure = (description: string) =>
  z.coerce.number().int().min(0).optional().describe(`${description}; left out: see mode`);

/** One day as ingested or imported: the date and the figures it carries (absent: not carried). */
export const dailyMetricInputSchema = z
  .object({
    date: isoDate,
    impressions: figure('Impressions'),
    clicks: figure('Clicks'),
    conversions: figure('Conversions'),
    spend_cents: figure('Spend in cents'),
    revenue_cents: figure('Revenue in cents'),
  })
  .describe(
    'One day. A figure left out is not carried: with mode=merge (the default) a stored day keeps its value and a new day starts at 0; with mode=replace it becomes 0.',
  );
export type DailyMetricInput = z.output<typeof dailyMetricInputSchema>;
export const dailyMetricsBatchSchema = z.object({
  rows: z.array(dailyMetricInputSchema).min(1).max(METRICS_IMPORT_MAX_ROWS),
});

export const CAMPAIGN_MESSAGES = {
  created: 'Campaign created successfully',
  updated: 'Campaign updated successfully',
  createFailed: 'Failed to create campaign',
  updateFailed: 'Failed to update campaign',
  userOrOrgNotFound: 'User or Organization not found',
  orgIdRequired: 'Organization ID is required',
  empty: 'No campaigns yet',
} as const;
