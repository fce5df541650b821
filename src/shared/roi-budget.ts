/**
 * The ROI & Budget agent's contracts (issue 8, seed 000 §2.1, §4): its tools and their
 * outputs, the run message its forms write, and the REST answers of /api/v1/roi-budget.
 * The zod schemas are the only description: the server's OpenAPI and the web's types are
 * derived from them.
 */
import { z } from 'zod';
import { FORECAST_DEFAULT_HORIZON, FORECAST_MAX_HORIZON, FORECAST_MIN_HORIZON } from './forecast';
import { campaignDecisionSchema } from './campaign-decision';
import { PACING_VERDICTS } from './performance-analysis';
import { SCENARIO_MAX_CHANGE, SCENARIO_MIN_CHANGE } from './roi-math';

export const ROI_AGENT = 'roi-budget' as const;

export const ROI_TOOLS = [
  'roi_calculator',
  'budget_allocator',
  'forecast',
  'scenario_planner',
  'optimization',
] as const;
export type RoiTool = (typeof ROI_TOOLS)[number];
export const isRoiTool = (value: string | undefined): value is RoiTool =>
  (ROI_TOOLS as readonly string[]).includes(value ?? '');

export const ROI_TOOL_INFO: Record<
  RoiTool,
  { label: string; description: string; outputType: string; inputs: string }
> = {
  roi_calculator: {
    label: 'ROI calculator',
    description:
      'ROI, ROAS and profit per campaign and per channel from your metrics, optionally on your gross margin with its break-even ROAS.',
    outputType: 'roi_analysis',
    inputs: 'Gross margin (optional)',
  },
  budget_allocator: {
    label: 'Budget allocator',
    description:
      'Shares a total budget across your running campaigns by marginal ROAS, with floors and caps, and the revenue to expect.',
    outputType: 'budget_allocation',
    inputs: 'Total budget and period',
  },
  forecast: {
    label: 'Forecast',
    description:
      'Spend and revenue forward from your daily metrics, with the method and an 80% prediction band.',
    outputType: 'roi_forecast',
    inputs: 'Horizon in days',
  },
  scenario_planner: {
    label: 'Scenario planner',
    description:
      'What if you changed the budget of a campaign or channel by a percentage: expected spend, revenue and ROI.',
    outputType: 'budget_scenario',
    inputs: 'Budget changes per campaign or channel',
  },
  optimization: {
    label: 'Optimization',
    description:
      'Budget-neutral reallocation suggestions, each with its expected effect on revenue and ROI.',
    outputType: 'budget_optimization',
    inputs: 'Period',
  },
};

/** A tool's label inside a sentence: 'budget allocator', 'ROI calculator'. */
export const roiToolName = (tool: RoiTool) => {
  const label = ROI_TOOL_INFO[tool].label;
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
};

export const ROI_MESSAGES = {
  budget:
    'Total budget must be an amount in dollars from $1 to $100,000,000, like "Total budget: $12000"',
  horizon: `Horizon must be a whole number of days from ${FORECAST_MIN_HORIZON} to ${FORECAST_MAX_HORIZON}, like "Horizon: 30 days"`,
  margin: 'Gross margin must be a percentage from 1 to 100, like "Gross margin: 60%"',
  change: `Each change must read "Change campaign <id>: +20%" or "Change channel <name>: -10%", from ${SCENARIO_MIN_CHANGE}% to +${SCENARIO_MAX_CHANGE}%`,
  tooManyChanges: 'A scenario has at most 20 changes',
  noChanges: 'Add at least one budget change to run the scenario planner',
  unknownCampaign: (id: string) =>
    `Campaign ${id} is not one of your running campaigns (it needs spend in the last 28 days)`,
  unknownChannel: (name: string) => `No running campaign has "${name}" as its primary channel`,
  scenarioNotFound: 'Scenario not found',
  compareCount: 'Compare 2 to 4 scenarios: pass their ids as ids=<id>,<id>',
} as const;

export const MAX_SCENARIO_CHANGES = 20;
export const MAX_TOTAL_BUDGET_DOLLARS = 100_000_000;

// ---------------------------------------------------------------------------------------
// The run message: "Label: value" lines, written by the tool forms, read by the agent.

export const scenarioChangeSchema = z.object({
  target_type: z.enum(['campaign', 'channel'], {
    error: 'target_type must be campaign or channel',
  }),
  target: z
    .string({ error: 'target must be a campaign id or a channel name' })
    .trim()
    .min(1, { error: 'target must be a campaign id or a channel name' })
    .max(200, { error: 'target must be at most 200 characters' }),
  change_percentage: z
    .number({ error: 'change_percentage must be a number' })
    .min(SCENARIO_MIN_CHANGE, {
      error: `change_percentage must be at least ${SCENARIO_MIN_CHANGE}`,
    })
    .max(SCENARIO_MAX_CHANGE, {
      error: `change_percentage must be at most ${SCENARIO_MAX_CHANGE}`,
    }),
});
export type ScenarioChangeInput = z.infer<typeof scenarioChangeSchema>;

export type RoiBrief = {
  totalBudgetCents?: number;
  horizonDays?: number;
  marginPercent?: number;
  changes: ScenarioChangeInput[];
};

export function formatRoiBrief(brief: RoiBrief): string {
  const lines: string[] = [];
  if (brief.totalBudgetCents !== undefined)
    lines.push(`Total budget: $${(brief.totalBudgetCents / 100).toFixed(2).replace(/\.00$/, '')}`);
  if (brief.horizonDays !== undefined) lines.push(`Horizon: ${brief.horizonDays} days`);
  if (brief.marginPercent !== undefined) lines.push(`Gross margin: ${brief.marginPercent}%`);
  for (const c of brief.changes)
    lines.push(
      `Change ${c.target_type} ${c.target}: ${c.change_percentage >= 0 ? '+' : ''}${c.change_percentage}%`,
    );
  return lines.join('\n');
}

/** "Change campaign <id>: +20%" → its kind, target and value (no regex backtracking). */
function parseChangeLine(line: string) {
  const words = line.split(/\s+/);
  if (words[0]?.toLowerCase() !== 'change') return null;
  const kind = words[1]?.toLowerCase();
  if (kind !== 'campaign' && kind !== 'channel') return null;
  const rest = words.slice(2).join(' ');
  const colon = rest.lastIndexOf(':');
  if (colon < 0) return null;
  return { kind, target: rest.slice(0, colon).trim(), value: rest.slice(colon + 1).trim() };
}

/** Reads the brief back; a recognised line with a bad value is an error (a 400). */
export function parseRoiBrief(message: string | null | undefined): {
  brief: RoiBrief;
  error: string | null;
} {
  const brief: RoiBrief = { changes: [] };
  if (!message) return { brief, error: null };
  for (const raw of message.split('\n')) {
    const line = raw.trim();
    const change = parseChangeLine(line);
    if (change) {
      const pct = /^([+-]?\d+(?:\.\d+)?)\s*%?$/.exec(change.value);
      const parsed = scenarioChangeSchema.safeParse({
        target_type: change.kind,
        target: change.target,
        change_percentage: pct ? Number(pct[1]) : Number.NaN,
      });
      if (!parsed.success) return { brief, error: ROI_MESSAGES.change };
      brief.changes.push(parsed.data);
      if (brief.changes.length > MAX_SCENARIO_CHANGES)
        return { brief, error: ROI_MESSAGES.tooManyChanges };
      continue;
    }
    if (/^change\b/i.test(line)) return { brief, error: ROI_MESSAGES.change };
    const match = /^([a-z ]+):(.*)$/i.exec(line);
    if (!match) continue;
    const label = match[1]!.trim().toLowerCase();
    const value = match[2]!.trim();
    if (label === 'total budget') {
      const dollars = Number(value.replace(/[$,\s]/g, ''));
      if (!value || !Number.isFinite(dollars) || dollars < 1 || dollars > MAX_TOTAL_BUDGET_DOLLARS)
        return { brief, error: ROI_MESSAGES.budget };
      brief.totalBudgetCents = Math.round(dollars * 100);
    } else if (label === 'horizon') {
      const days = /^(\d+)\s*(?:days?)?$/i.exec(value);
      const n = days ? Number(days[1]) : Number.NaN;
      if (!Number.isInteger(n) || n < FORECAST_MIN_HORIZON || n > FORECAST_MAX_HORIZON)
        return { brief, error: ROI_MESSAGES.horizon };
      brief.horizonDays = n;
    } else if (label === 'gross margin') {
      const pct = Number(value.replace(/[%\s]/g, ''));
      if (!value || !Number.isFinite(pct) || pct < 1 || pct > 100)
        return { brief, error: ROI_MESSAGES.margin };
      brief.marginPercent = pct;
    }
  }
  return { brief, error: null };
}

// ---------------------------------------------------------------------------------------
// Figures (computed in code; the same shapes in outputs and REST answers).

const nullableNumber = z.number().nullable();

export const campaignRoiSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  status: z.string(),
  channel: z.string(),
  budget_cents: nullableNumber,
  spent_cents: z.number(),
  budget_used_percentage: nullableNumber,
  remaining_cents: nullableNumber,
  spend_cents: z.number(),
  revenue_cents: z.number(),
  profit_cents: z.number(),
  conversions: z.number(),
  roi_percentage: nullableNumber,
  roas: nullableNumber,
  cpa_cents: nullableNumber,
});

export const channelRoiSchema = z.object({
  channel: z.string(),
  campaigns: z.number(),
  spend_cents: z.number(),
  revenue_cents: z.number(),
  profit_cents: z.number(),
  roi_percentage: nullableNumber,
  roas: nullableNumber,
});

export const roiTotalsSchema = z.object({
  budget_cents: z.number(),
  spent_cents: z.number(),
  spend_cents: z.number(),
  revenue_cents: z.number(),
  profit_cents: z.number(),
  conversions: z.number(),
  roi_percentage: nullableNumber,
  roas: nullableNumber,
});

const periodSchema = z.object({ from: z.string(), to: z.string() }).nullable();

const forecastPointSchema = z.object({
  date: z.string(),
  value: z.number(),
  low: z.number(),
  high: z.number(),
});
const seriesForecastSchema = z.object({
  method: z.enum(['linear_trend', 'trailing_mean']),
  points_used: z.number(),
  slope_per_day: z.number(),
  residual_sd: z.number(),
  window_mean: z.number(),
  daily: z.array(forecastPointSchema),
  total: z.object({ value: z.number(), low: z.number(), high: z.number() }),
});
export const forecastSchema = z.object({
  horizon_days: z.number(),
  window: periodSchema,
  period: periodSchema,
  spend: seriesForecastSchema,
  revenue: seriesForecastSchema,
  roas: nullableNumber,
  interval_percent: z.number(),
});

export const allocationSchema = z.object({
  total_budget_cents: z.number(),
  horizon_days: z.number(),
  rows: z.array(
    z.object({
      campaign_id: z.string(),
      campaign_name: z.string(),
      channel: z.string(),
      roas: z.number(),
      marginal_roas: z.number(),
      current_cents: z.number(),
      proposed_cents: z.number(),
      change_percentage: nullableNumber,
      current_revenue_cents: z.number(),
      expected_revenue_cents: z.number(),
      expected_roi_percentage: nullableNumber,
    }),
  ),
  totals: z.object({
    current_cents: z.number(),
    proposed_cents: z.number(),
    current_revenue_cents: z.number(),
    expected_revenue_cents: z.number(),
    current_roi_percentage: nullableNumber,
    expected_roi_percentage: nullableNumber,
    revenue_change_cents: z.number(),
    unallocated_cents: z.number(),
  }),
});

export const scenarioResultSchema = z.object({
  horizon_days: z.number(),
  rows: z.array(
    z.object({
      campaign_id: z.string(),
      campaign_name: z.string(),
      channel: z.string(),
      roas: z.number(),
      change_percentage: z.number(),
      base_spend_cents: z.number(),
      base_revenue_cents: z.number(),
      base_roi_percentage: nullableNumber,
      spend_cents: z.number(),
      revenue_cents: z.number(),
      roi_percentage: nullableNumber,
    }),
  ),
  totals: z.object({
    base_spend_cents: z.number(),
    base_revenue_cents: z.number(),
    base_roi_percentage: nullableNumber,
    spend_cents: z.number(),
    revenue_cents: z.number(),
    roi_percentage: nullableNumber,
    spend_change_cents: z.number(),
    revenue_change_cents: z.number(),
    profit_change_cents: z.number(),
  }),
});

export const suggestionSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  action: z.enum(['increase', 'decrease']),
  current_cents: z.number(),
  proposed_cents: z.number(),
  change_percentage: z.number(),
  expected_revenue_change_cents: z.number(),
  reason: z.string(),
});

export const excludedSchema = z.array(z.object({ campaign_name: z.string(), reason: z.string() }));

// ---------------------------------------------------------------------------------------
// Tool outputs: the narrative is the model's (or the offline engine's), `figures` is ours.

const narrative = {
  summary: z.string().min(1),
  insights: z.array(z.string()),
  recommendations: z.array(z.string()),
  assumptions: z.array(z.string()),
};

export const roiAnalysisFiguresSchema = z.object({
  period: periodSchema,
  campaign_id: z.string().nullable(),
  margin_percentage: nullableNumber,
  totals: roiTotalsSchema,
  margin: z
    .object({
      gross_profit_cents: z.number(),
      margin_roi_percentage: nullableNumber,
      break_even_roas: z.number(),
    })
    .nullable(),
  campaigns: z.array(campaignRoiSchema),
  channels: z.array(channelRoiSchema),
  /** One decision per campaign (campaign-decision); absent from outputs saved before it. */
  decisions: z.array(campaignDecisionSchema).optional(),
});
export const roiAnalysisSchema = z.object({ ...narrative, figures: roiAnalysisFiguresSchema });
export type RoiAnalysis = z.infer<typeof roiAnalysisSchema>;

export const budgetAllocationFiguresSchema = z.object({
  rule: z.string(),
  returns_rule: z.string(),
  allocation: allocationSchema,
  excluded: excludedSchema,
  /** One decision per campaign (campaign-decision); absent from outputs saved before it. */
  decisions: z.array(campaignDecisionSchema).optional(),
});
export const budgetAllocationSchema = z.object({
  ...narrative,
  figures: budgetAllocationFiguresSchema,
});
export type BudgetAllocation = z.infer<typeof budgetAllocationSchema>;

export const roiForecastFiguresSchema = z.object({
  method: z.string(),
  uncertainty: z.string(),
  forecast: forecastSchema,
  /** One decision per campaign (campaign-decision); absent from outputs saved before it. */
  decisions: z.array(campaignDecisionSchema).optional(),
});
export const roiForecastSchema = z.object({ ...narrative, figures: roiForecastFiguresSchema });
export type RoiForecast = z.infer<typeof roiForecastSchema>;

export const budgetScenarioFiguresSchema = z.object({
  returns_rule: z.string(),
  changes: z.array(scenarioChangeSchema),
  scenario: scenarioResultSchema,
  excluded: excludedSchema,
});
export const budgetScenarioSchema = z.object({
  ...narrative,
  figures: budgetScenarioFiguresSchema,
});
export type BudgetScenario = z.infer<typeof budgetScenarioSchema>;

export const budgetOptimizationFiguresSchema = z.object({
  rule: z.string(),
  returns_rule: z.string(),
  allocation: allocationSchema,
  suggestions: z.array(suggestionSchema),
  excluded: excludedSchema,
  /** One decision per campaign (campaign-decision); absent from outputs saved before it. */
  decisions: z.array(campaignDecisionSchema).optional(),
});
export const budgetOptimizationSchema = z.object({
  ...narrative,
  figures: budgetOptimizationFiguresSchema,
});
export type BudgetOptimization = z.infer<typeof budgetOptimizationSchema>;

// ---------------------------------------------------------------------------------------
// REST answers and requests.

export const pacingSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  budget_cents: nullableNumber,
  spent_cents: z.number(),
  spent_percentage: nullableNumber,
  elapsed_percentage: nullableNumber,
  daily_rate_cents: z.number(),
  projected_spend_cents: nullableNumber,
  projected_percentage: nullableNumber,
  verdict: z.enum(PACING_VERDICTS),
});

export const roiDashboardSchema = z.object({
  period: periodSchema,
  /** Budget pacing per campaign (performance-analysis `budgetPacing`) and its rule. */
  pacing: z.array(pacingSchema),
  pacing_rule: z.string(),
  has_metrics: z.boolean(),
  has_budgets: z.boolean(),
  totals: roiTotalsSchema,
  campaigns: z.array(campaignRoiSchema),
  channels: z.array(channelRoiSchema),
});
export type RoiDashboard = z.infer<typeof roiDashboardSchema>;

export const roiForecastAnswerSchema = z.object({
  method: z.string(),
  uncertainty: z.string(),
  forecast: forecastSchema,
});
export type RoiForecastAnswer = z.infer<typeof roiForecastAnswerSchema>;

export const roiOptimizationAnswerSchema = budgetOptimizationFiguresSchema;
export type RoiOptimizationAnswer = z.infer<typeof roiOptimizationAnswerSchema>;

export const SCENARIO_NAME_MAX = 120;
export const createScenarioSchema = z
  .object({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, { error: 'Give the scenario a name' })
      .max(SCENARIO_NAME_MAX, { error: `name must be at most ${SCENARIO_NAME_MAX} characters` }),
    horizon_days: z
      .number({ error: ROI_MESSAGES.horizon })
      .int({ error: ROI_MESSAGES.horizon })
      .min(FORECAST_MIN_HORIZON, { error: ROI_MESSAGES.horizon })
      .max(FORECAST_MAX_HORIZON, { error: ROI_MESSAGES.horizon })
      .default(FORECAST_DEFAULT_HORIZON),
    client_id: z.uuid({ error: 'client_id must be a client id' }).nullable().optional(),
    changes: z
      .array(scenarioChangeSchema, { error: 'changes must be a list' })
      .min(1, { error: ROI_MESSAGES.noChanges })
      .max(MAX_SCENARIO_CHANGES, { error: ROI_MESSAGES.tooManyChanges }),
  })
  .strict();
export type CreateScenarioInput = z.input<typeof createScenarioSchema>;

export const roiScenarioSchema = z.object({
  id: z.string(),
  org_id: z.string(),
  client_id: z.string().nullable(),
  name: z.string(),
  horizon_days: z.number(),
  changes: z.array(scenarioChangeSchema),
  result: scenarioResultSchema,
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RoiScenario = z.infer<typeof roiScenarioSchema>;

export { FORECAST_DEFAULT_HORIZON, FORECAST_MAX_HORIZON, FORECAST_MIN_HORIZON };
