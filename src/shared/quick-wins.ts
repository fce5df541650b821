/**
 * Quick Wins (seed 000 §2.1, §4; issue 8): opportunities detected from the organization's
 * real state and metrics, each with its effort, expected impact and why; accepted ones
 * become checklists, completed ones are measured before and after. The zod schemas here are
 * the only description of the API's answers and of the agent's output.
 */
import { z } from 'zod';
import { formatMoney } from './format';
import { metricTotalsSchema } from './performance';

export const QUICK_WIN_LEVELS = ['low', 'medium', 'high'] as const;
export type QuickWinLevel = (typeof QUICK_WIN_LEVELS)[number];

export const QUICK_WIN_STATUSES = ['suggested', 'accepted', 'done', 'dismissed'] as const;
export type QuickWinStatus = (typeof QUICK_WIN_STATUSES)[number];

export const QUICK_WIN_STATUS_LABELS: Record<QuickWinStatus, string> = {
  suggested: 'Suggested',
  accepted: 'In progress',
  done: 'Done',
  dismissed: 'Dismissed',
};

/** Every rule the detector applies, in the order ties are broken. */
export const QUICK_WIN_KINDS = [
  'business-context',
  'strategy',
  'persona',
  'losing-money',
  'overspending',
  'zero-conversions',
  'cpa-rising',
  'scale-roas',
  'ctr-below-average',
  'campaign-setup',
  'campaign-content',
  'competitor-alerts',
  'unused-documents',
] as const;
export type QuickWinKind = (typeof QUICK_WIN_KINDS)[number];

/** The thresholds of the rules, stated on the pages as they are applied. */
export const QUICK_WIN_RULES = {
  /** Days of the recent window the metric rules read. */
  recentDays: 7,
  /** A campaign's recent CTR this share (percent) below its own average is flagged. */
  ctrDropPercentage: 15,
  /** CPA of the last 7 days this share (percent) above the 7 days before is flagged. */
  cpaRisePercentage: 20,
  /** Spend without a conversion on this many recorded days in a row is flagged. */
  zeroConversionDays: 3,
  /** A campaign returning at least this ROAS with budget left is worth scaling. */
  scaleRoasMin: 2,
  /** …while it has spent less than this share (percent) of its budget. */
  scaleMaxSpentPercentage: 80,
  /** The share (percent) of the budget left the scale-up suggestion moves. */
  scaleSharePercentage: 20,
  /** Days of metrics the baseline recorded at acceptance covers. */
  baselineDays: 28,
  /** The before/after windows are at most this many days long. */
  resultMaxDays: 28,
} as const;

/** Weights of the ranking: impact ÷ effort, highest first. */
export const IMPACT_WEIGHT: Record<QuickWinLevel, number> = { low: 1, medium: 2, high: 3 };
export const EFFORT_WEIGHT: Record<QuickWinLevel, number> = { low: 1, medium: 2, high: 3 };
/** The figure a win's money at stake is stated in (a loss, an overspend or a cost). */
export const MONEY_AT_STAKE_LABEL = 'Money at stake';
export const RANKING_RULE =
  'Ranked first by the money at stake (a loss or an overspend to stop, a cost to recover), highest first, then by the expected impact divided by the effort (high 3, medium 2, low 1); on a tie, the stronger evidence comes first.';

/** An opportunity's money at stake in cents (0 when it states none). */
export const moneyAtStake = (o: { figures: readonly QuickWinFigure[] }) =>
  o.figures.find((f) => f.label === MONEY_AT_STAKE_LABEL && f.unit === 'cents')?.value ?? 0;

export const quickWinScore = (impact: QuickWinLevel, effort: QuickWinLevel) =>
  Math.round((IMPACT_WEIGHT[impact] / EFFORT_WEIGHT[effort]) * 100) / 100;

export const FIGURE_UNITS = ['percent', 'cents', 'multiple', 'count', 'days'] as const;

/** One figure an opportunity rests on, computed in code from the organization's data. */
export const quickWinFigureSchema = z.object({
  label: z.string(),
  value: z.number(),
  unit: z.enum(FIGURE_UNITS),
});
export type QuickWinFigure = z.infer<typeof quickWinFigureSchema>;

export const opportunitySchema = z.object({
  key: z.string(),
  kind: z.enum(QUICK_WIN_KINDS),
  title: z.string(),
  why: z.string(),
  effort: z.enum(QUICK_WIN_LEVELS),
  impact: z.enum(QUICK_WIN_LEVELS),
  impact_statement: z.string(),
  figures: z.array(quickWinFigureSchema),
  checklist: z.array(z.string()).min(1),
  campaign_id: z.string().nullable(),
  campaign_name: z.string().nullable(),
  /** Where in the app the work is done. */
  action_url: z.string(),
  score: z.number(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

/** An opportunity as the opportunities list shows it: with what the organization did with it. */
export const listedOpportunitySchema = opportunitySchema.extend({
  status: z.enum(['suggested', 'accepted']),
  quick_win_id: z.string().nullable(),
});
export type ListedOpportunity = z.infer<typeof listedOpportunitySchema>;

export const opportunitiesResponseSchema = z.object({
  data: z.object({
    generated_at: z.string(),
    ranking_rule: z.string(),
    opportunities: z.array(listedOpportunitySchema),
    dismissed_count: z.number(),
    /** Still detected, but done in the last 28 days (its result is being measured). */
    recently_done_count: z.number(),
  }),
});
export type OpportunitiesList = z.infer<typeof opportunitiesResponseSchema>['data'];

/** The metrics of a window of days: the campaign's, or the organization's for org-wide wins. */
export const metricsSnapshotSchema = z.object({
  scope: z.enum(['campaign', 'organization']),
  from: z.string(),
  to: z.string(),
  days: z.number(),
  /** Days of the window with recorded metrics. */
  recorded_days: z.number(),
  totals: metricTotalsSchema,
});
export type MetricsSnapshot = z.infer<typeof metricsSnapshotSchema>;

export const checklistItemSchema = z.object({ label: z.string(), done: z.boolean() });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** The metrics a result compares, as the performance pages name them. */
export const RESULT_METRICS = [
  'ctr',
  'conversion_rate',
  'conversions',
  'cpa_cents',
  'roas',
  'revenue_cents',
] as const;

/** Before and after a completed quick win, the same number of days on each side. */
export const quickWinResultSchema = z.object({
  status: z.enum(['ready', 'not_enough_data']),
  message: z.string(),
  days: z.number(),
  before: metricsSnapshotSchema.nullable(),
  after: metricsSnapshotSchema.nullable(),
  changes: z.array(
    z.object({
      metric: z.enum(RESULT_METRICS),
      before: z.number().nullable(),
      after: z.number().nullable(),
      change_percentage: z.number().nullable(),
      improved: z.boolean().nullable(),
    }),
  ),
});
export type QuickWinResult = z.infer<typeof quickWinResultSchema>;

export const quickWinSchema = z.object({
  id: z.string(),
  key: z.string(),
  kind: z.string(),
  title: z.string(),
  why: z.string(),
  effort: z.enum(QUICK_WIN_LEVELS),
  impact: z.enum(QUICK_WIN_LEVELS),
  impact_statement: z.string(),
  figures: z.array(quickWinFigureSchema),
  action_url: z.string().nullable(),
  status: z.enum(QUICK_WIN_STATUSES),
  checklist: z.array(checklistItemSchema),
  baseline: metricsSnapshotSchema.nullable(),
  result: quickWinResultSchema.nullable(),
  campaign_id: z.string().nullable(),
  campaign_name: z.string().nullable(),
  client_id: z.string().nullable(),
  output_id: z.string().nullable(),
  accepted_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuickWin = z.infer<typeof quickWinSchema>;

export const quickWinResponseSchema = z.object({ data: quickWinSchema });
export const quickWinListResponseSchema = z.object({ data: z.array(quickWinSchema) });

/** A completed quick win with its before and after (computed when asked). */
export const quickWinResultsResponseSchema = z.object({
  data: z.array(z.object({ quick_win: quickWinSchema, result: quickWinResultSchema })),
});
export type QuickWinWithResult = z.infer<typeof quickWinResultsResponseSchema>['data'][number];

const keyField = z
  .string({ error: 'key is required: the key of a detected opportunity' })
  .trim()
  .min(1, { error: 'key is required: the key of a detected opportunity' })
  .max(200, { error: 'key must be at most 200 characters' });

export const acceptQuickWinSchema = z.object({ key: keyField });
export const dismissQuickWinSchema = z.object({ key: keyField });
export const updateChecklistItemSchema = z.object({
  done: z.boolean({ error: 'done must be true or false' }),
});
export const completeQuickWinSchema = z.object({
  /** Complete even though some checklist items are not ticked. */
  force: z.boolean({ error: 'force must be true or false' }).optional(),
});

export const QUICK_WIN_MESSAGES = {
  notDetected:
    'This opportunity is no longer detected in your data. Refresh the opportunities and pick another.',
  alreadyAccepted: 'This quick win is already in progress.',
  notAccepted: 'Only a quick win in progress can be changed.',
  checklistIncomplete:
    'Tick every checklist item first, or complete it anyway (force) if the rest no longer applies.',
  noChecklistItem: 'Checklist item not found',
  notEnoughData: (completedOn: string) =>
    `Not enough data yet: no metrics have been recorded since it was completed on ${completedOn}. Import or sync the daily metrics and the result appears here.`,
} as const;

/** What the Quick Wins agent saves ('quick_wins' output): the ranked opportunities. */
export const quickWinsReportSchema = z.object({
  summary: z.string(),
  ranking_rule: z.string(),
  opportunities: z.array(
    opportunitySchema.extend({
      /** The agent's advice on doing it (narrative; the figures are the computed ones). */
      advice: z.string(),
    }),
  ),
  assumptions: z.array(z.string()),
});
export type QuickWinsReport = z.infer<typeof quickWinsReportSchema>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A figure as every page and text states it. */
export function formatFigure(f: Pick<QuickWinFigure, 'value' | 'unit'>, currency?: string): string {
  switch (f.unit) {
    case 'percent':
      return `${round2(f.value).toFixed(2)}%`;
    case 'multiple':
      return `${round2(f.value).toFixed(2)}×`;
    case 'cents':
      return formatMoney(f.value, currency);
    case 'days':
      return `${f.value} day${f.value === 1 ? '' : 's'}`;
    default:
      return Math.round(f.value).toLocaleString('en-US');
  }
}

/** How long the web keeps the quick wins before refetching them (they move with the metrics). */
export const QUICK_WINS_STALE_MS = 60_000;
