/**
 * The Competitive Intelligence agent's contract (issue 8, seed 000 §2.1): competitor
 * records, the alerts raised about them, the benchmark comparison of the organization's own
 * metrics with its industry's ranges, the two output schemas ('competitive_analysis',
 * 'benchmark_report') and the brief an analysis run hands the agent as its message.
 */
import { DEFAULT_CURRENCY, formatMoney } from './format';
import { z } from 'zod';
import { levelSchema, sourceSchema } from './agent-runs';

export const COMPETITIVE_AGENT_TYPE = 'competitive-intelligence' as const;

/** How long each of the agent's reads stays fresh in the web app (not in the seed's table). */
export const COMPETITIVE_FRESHNESS = {
  competitors: 2 * 60_000,
  alerts: 30_000,
  benchmarks: 2 * 60_000,
} as const;

export const COMPETITOR_LIMITS = {
  nameMax: 120,
  websiteMax: 2048,
  positioningMax: 1000,
  notesMax: 5000,
  listItemsMax: 12,
  listItemMax: 200,
  /** Records an organization may keep: more is a list nobody reads. */
  perOrganization: 200,
} as const;

export const COMPETITOR_MESSAGES = {
  notFound: 'Competitor not found',
  alertNotFound: 'Alert not found',
  nameRequired: 'Enter the competitor’s name',
  nameTooLong: `The name can be at most ${COMPETITOR_LIMITS.nameMax} characters`,
  nameOneLine: 'The name must fit on one line',
  duplicateName: 'A competitor with this name is already recorded',
  websiteInvalid: 'The website must be a web address starting with http:// or https://',
  websiteTooLong: `The website can be at most ${COMPETITOR_LIMITS.websiteMax} characters`,
  positioningTooLong: `The positioning can be at most ${COMPETITOR_LIMITS.positioningMax} characters`,
  notesTooLong: `The notes can be at most ${COMPETITOR_LIMITS.notesMax} characters`,
  tooManyItems: (field: string) =>
    `List at most ${COMPETITOR_LIMITS.listItemsMax} ${field}, one per line`,
  itemTooLong: (field: string) =>
    `Each of the ${field} can be at most ${COMPETITOR_LIMITS.listItemMax} characters`,
  nothingToUpdate: 'Send at least one field to change',
  tooMany: `An organization can record at most ${COMPETITOR_LIMITS.perOrganization} competitors`,
  clientNotFound: 'Client not found',
} as const;

const trimmedOrNull = (max: number, tooLong: string) =>
  z
    .string()
    .max(max + 200, tooLong)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, tooLong))
    .transform((v) => (v === '' ? null : v));

const name = z
  .string({ error: COMPETITOR_MESSAGES.nameRequired })
  .trim()
  .min(1, COMPETITOR_MESSAGES.nameRequired)
  .max(COMPETITOR_LIMITS.nameMax, COMPETITOR_MESSAGES.nameTooLong)
  .refine((v) => !/[\r\n]/.test(v), COMPETITOR_MESSAGES.nameOneLine);

/** http(s) only: a javascript: or data: address must never become a link on the page. */
export const isWebAddress = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const website = z
  .string()
  .max(COMPETITOR_LIMITS.websiteMax, COMPETITOR_MESSAGES.websiteTooLong)
  .transform((v) => v.trim())
  .refine((v) => v === '' || isWebAddress(v), COMPETITOR_MESSAGES.websiteInvalid)
  .transform((v) => (v === '' ? null : v));

const items = (field: string) =>
  z
    .array(z.string().max(COMPETITOR_LIMITS.listItemMax, COMPETITOR_MESSAGES.itemTooLong(field)), {
      error: `The ${field} must be a list of short texts`,
    })
    .max(COMPETITOR_LIMITS.listItemsMax, COMPETITOR_MESSAGES.tooManyItems(field))
    .transform((list) => list.map((v) => v.trim()).filter(Boolean));

const positioning = trimmedOrNull(
  COMPETITOR_LIMITS.positioningMax,
  COMPETITOR_MESSAGES.positioningTooLong,
);
const notes = trimmedOrNull(COMPETITOR_LIMITS.notesMax, COMPETITOR_MESSAGES.notesTooLong);

export const createCompetitorSchema = z.object({
  name,
  website: website.nullable().optional(),
  positioning: positioning.nullable().optional(),
  strengths: items('strengths').optional(),
  weaknesses: items('weaknesses').optional(),
  notes: notes.nullable().optional(),
  client_id: z.uuid({ error: 'client_id must be a client id' }).nullable().optional(),
});
export type CreateCompetitorInput = z.input<typeof createCompetitorSchema>;

/** An absent field is unchanged; null (or an empty text) clears it. */
export const updateCompetitorSchema = z
  .object({
    name: name.optional(),
    website: website.nullable().optional(),
    positioning: positioning.nullable().optional(),
    strengths: items('strengths').nullable().optional(),
    weaknesses: items('weaknesses').nullable().optional(),
    notes: notes.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: COMPETITOR_MESSAGES.nothingToUpdate,
  });
export type UpdateCompetitorInput = z.input<typeof updateCompetitorSchema>;

/** The fields of a record whose change raises an alert, as the alert names them. */
export const COMPETITOR_FIELD_LABELS = {
  name: 'name',
  website: 'website',
  positioning: 'positioning',
  strengths: 'strengths',
  weaknesses: 'weaknesses',
  notes: 'notes',
} as const;
export type CompetitorField = keyof typeof COMPETITOR_FIELD_LABELS;

export const competitorSchema = z.object({
  id: z.string(),
  org_id: z.string(),
  client_id: z.string().nullable(),
  name: z.string(),
  website: z.string().nullable(),
  positioning: z.string().nullable(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  notes: z.string().nullable(),
  /** Documents of the organization whose text names the competitor. */
  mention_count: z.number().int(),
  unread_alerts: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitorSuggestionSchema = z.object({
  name: z.string(),
  /** Where the name was found: "your business description", "the document “Q3 review”". */
  found_in: z.string(),
});
export type CompetitorSuggestion = z.infer<typeof competitorSuggestionSchema>;

export const competitorListSchema = z.object({
  data: z.array(competitorSchema),
  /**
   * Competitor names the organization gave without recording them (its business context's
   * list, its description, a campaign, a document), each with where it was found: the page
   * offers to add them (nothing is created without the user asking).
   */
  suggestions: z.array(competitorSuggestionSchema),
});
export type CompetitorList = z.infer<typeof competitorListSchema>;

export const COMPETITOR_ALERT_KINDS = ['record_changed', 'document_mention'] as const;
export type CompetitorAlertKind = (typeof COMPETITOR_ALERT_KINDS)[number];

export const competitorAlertSchema = z.object({
  id: z.string(),
  competitor_id: z.string(),
  competitor_name: z.string(),
  kind: z.enum(COMPETITOR_ALERT_KINDS),
  document_id: z.string().nullable(),
  document_title: z.string().nullable(),
  summary: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type CompetitorAlert = z.infer<typeof competitorAlertSchema>;

export const ALERTS_PAGE_SIZE = 50;
export const listAlertsQuerySchema = z.object({
  status: z
    .enum(['all', 'unread'], { error: 'status must be all or unread' })
    .optional()
    .default('all'),
  competitor_id: z.uuid({ error: 'competitor_id must be a competitor id' }).optional(),
});
export const alertListSchema = z.object({
  data: z.array(competitorAlertSchema),
  unread: z.number().int(),
});
export type AlertList = z.infer<typeof alertListSchema>;

// ——— Benchmarks ———

export const BENCHMARK_METRICS = ['ctr', 'conversion_rate', 'cpa', 'roas'] as const;
export type BenchmarkMetric = (typeof BENCHMARK_METRICS)[number];
export const BENCHMARK_VERDICTS = ['below', 'within', 'above', 'no_data'] as const;
export type BenchmarkVerdict = (typeof BENCHMARK_VERDICTS)[number];

/** How each metric is stated: CTR and conversion rate in percent, CPA in cents, ROAS as a multiple. */
export const BENCHMARK_METRIC_INFO: Record<
  BenchmarkMetric,
  { label: string; unit: 'percent' | 'cents' | 'multiple'; better: 'higher' | 'lower' }
> = {
  ctr: { label: 'Click-through rate (CTR)', unit: 'percent', better: 'higher' },
  conversion_rate: { label: 'Conversion rate', unit: 'percent', better: 'higher' },
  cpa: { label: 'Cost per acquisition (CPA)', unit: 'cents', better: 'lower' },
  roas: { label: 'Return on ad spend (ROAS)', unit: 'multiple', better: 'higher' },
};

export const benchmarkRowSchema = z.object({
  metric: z.enum(BENCHMARK_METRICS),
  label: z.string(),
  unit: z.enum(['percent', 'cents', 'multiple']),
  better: z.enum(['higher', 'lower']),
  /** The organization's value from its daily metrics; null when there is nothing to divide by. */
  value: z.number().nullable(),
  low: z.number(),
  high: z.number(),
  verdict: z.enum(BENCHMARK_VERDICTS),
});
export type BenchmarkRow = z.infer<typeof benchmarkRowSchema>;

export const benchmarkComparisonSchema = z.object({
  industry: z.string(),
  /** False when the organization set no industry: the general ('Other') ranges are used. */
  industry_known: z.boolean(),
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  campaigns_with_metrics: z.number().int(),
  totals: z.object({
    impressions: z.number(),
    clicks: z.number(),
    conversions: z.number(),
    spend_cents: z.number(),
    revenue_cents: z.number(),
  }),
  rows: z.array(benchmarkRowSchema),
  /** Where the ranges come from, as the page and the report cite it. */
  source: z.string(),
});
export type BenchmarkComparison = z.infer<typeof benchmarkComparisonSchema>;

/** A value's place against its range (the bounds count as within). */
export function benchmarkVerdict(value: number | null, low: number, high: number) {
  if (value === null) return 'no_data' as const;
  if (value < low) return 'below' as const;
  if (value > high) return 'above' as const;
  return 'within' as const;
}

/** Good, bad or neutral for a verdict, given which direction is better for the metric. */
export function verdictTone(row: Pick<BenchmarkRow, 'verdict' | 'better'>) {
  if (row.verdict === 'within' || row.verdict === 'no_data') return 'neutral' as const;
  const higher = row.verdict === 'above';
  return higher === (row.better === 'higher') ? ('good' as const) : ('bad' as const);
}

export const VERDICT_LABELS: Record<BenchmarkVerdict, string> = {
  below: 'Below range',
  within: 'Within range',
  above: 'Above range',
  no_data: 'No data',
};

/** A metric value as a person reads it ('2.4%', '$41.20', '3.1×'). */
export function formatBenchmarkValue(
  unit: BenchmarkRow['unit'],
  value: number | null,
  currency?: string,
): string {
  if (value === null) return '—';
  if (unit === 'percent') return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
  // Money has no decimals (seed 000 §9): "CPA $21", as on every other page.
  if (unit === 'cents') return formatMoney(value, currency);
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}×`;
}

/**
 * A benchmark range as a person reads it ("1.5%–3.5%", "$25–$60"). The knowledge base's
 * money ranges are US dollar figures: for an organization in another currency they stay in
 * dollars and say so ("$25–$60 in US dollars"), never relabelled "£25–£60" as if converted.
 */
export function formatBenchmarkRange(
  unit: BenchmarkRow['unit'],
  low: number,
  high: number,
  currency: string = DEFAULT_CURRENCY,
): string {
  if (unit !== 'cents')
    return `${formatBenchmarkValue(unit, low)}–${formatBenchmarkValue(unit, high)}`;
  const range = `${formatMoney(low, 'USD')}–${formatMoney(high, 'USD')}`;
  return currency === 'USD' ? range : `${range} in US dollars`;
}

// ——— Output schemas ———

const text = z.string().min(1);

export const benchmarkReportSchema = z.object({
  summary: text,
  industry: text,
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  metrics: z.array(
    z.object({
      metric: z.enum(BENCHMARK_METRICS),
      label: text,
      unit: z.enum(['percent', 'cents', 'multiple']),
      value: z.number().nullable(),
      low: z.number(),
      high: z.number(),
      verdict: z.enum(BENCHMARK_VERDICTS),
      /** What the position against the range means for this organization. */
      interpretation: text,
    }),
  ),
  recommendations: z.array(z.object({ title: text, detail: text, priority: levelSchema })).min(1),
  benchmark_source: text,
  sources: z.array(sourceSchema),
  assumptions: z.array(z.string()),
});
export type BenchmarkReport = z.infer<typeof benchmarkReportSchema>;

export const ANALYSIS_FOCUSES = ['full', 'positioning', 'messaging', 'opportunities'] as const;
export type AnalysisFocus = (typeof ANALYSIS_FOCUSES)[number];
export const ANALYSIS_FOCUS_LABELS: Record<AnalysisFocus, string> = {
  full: 'Full analysis',
  positioning: 'Positioning',
  messaging: 'Messaging gaps',
  opportunities: 'Opportunities',
};

export const competitiveAnalysisSchema = z.object({
  summary: text,
  focus: z.enum(ANALYSIS_FOCUSES),
  /** The positioning comparison: the organization first, then each competitor. */
  matrix: z.object({
    dimensions: z.array(text).min(1),
    rows: z
      .array(
        z.object({
          name: text,
          is_you: z.boolean(),
          /** One short position per dimension, in the order of `dimensions`. */
          cells: z.array(text),
        }),
      )
      .min(2),
  }),
  messaging_gaps: z
    .array(
      z.object({
        gap: text,
        competitor: z.string().nullable(),
        evidence: text,
        recommendation: text,
      }),
    )
    .min(1),
  opportunities: z
    .array(z.object({ title: text, rationale: text, first_step: text, priority: levelSchema }))
    .min(1),
  /** Counted in code: documents of the organization that name each competitor. */
  mentions: z.array(
    z.object({
      competitor: text,
      documents: z.number().int(),
      excerpts: z.array(z.object({ document_title: text, excerpt: text })),
    }),
  ),
  sources: z.array(sourceSchema),
  assumptions: z.array(z.string()),
});
export type CompetitiveAnalysis = z.infer<typeof competitiveAnalysisSchema>;

export const COMPETITIVE_TOOLS = {
  analysis: 'competitive_analysis',
  benchmarks: 'benchmarks',
} as const;
export const COMPETITIVE_OUTPUT_TYPES = {
  analysis: 'competitive_analysis',
  benchmarks: 'benchmark_report',
} as const;

// ——— The analysis brief (the run's message) ———

export type AnalysisBrief = { competitors: string[]; focus: AnalysisFocus };

/** One "Competitor: name" line per competitor (a name is one line), then "Focus: …". */
export function formatAnalysisBrief(brief: Partial<AnalysisBrief>): string {
  const lines = (brief.competitors ?? []).map((c) => `Competitor: ${c.trim()}`);
  if (brief.focus) lines.push(`Focus: ${brief.focus}`);
  return lines.join('\n');
}

export function parseAnalysisBrief(message: string | null | undefined): AnalysisBrief {
  const competitors: string[] = [];
  let focus: AnalysisFocus = 'full';
  for (const raw of (message ?? '').split('\n')) {
    const line = raw.trim();
    const lower = line.toLowerCase();
    if (lower.startsWith('competitor:')) {
      const value = line.slice('competitor:'.length).trim();
      if (value && !competitors.some((c) => c.toLowerCase() === value.toLowerCase()))
        competitors.push(value);
    } else if (lower.startsWith('focus:')) {
      const value = line.slice('focus:'.length).trim().toLowerCase();
      if ((ANALYSIS_FOCUSES as readonly string[]).includes(value)) focus = value as AnalysisFocus;
    }
  }
  return { competitors, focus };
}

/**
 * The command palette's 'Competitor Analysis' quick-win template (seed 000 §2.4) as the
 * analysis page applies it: every recorded competitor, the full analysis.
 */
export const COMPETITOR_ANALYSIS_TEMPLATE = {
  id: 'competitor-analysis',
  focus: 'full' as AnalysisFocus,
} as const;
