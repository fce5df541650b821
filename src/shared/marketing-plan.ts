/**
 * The Marketing Strategy agent's contract: its three modes, the 'marketing_plan' output
 * schema, and the brief a guided or advanced run hands the agent as the run's message
 * (readable in the conversation, parsed by the agent).
 */
import { z } from 'zod';
import { levelSchema, recommendationItemSchema, sourceSchema } from './agent-runs';
import { MARKETING_CHANNELS } from './campaigns';

export const MARKETING_MODES = ['quick', 'guided', 'advanced'] as const;
export type MarketingMode = (typeof MARKETING_MODES)[number];
export const isMarketingMode = (value: string | undefined): value is MarketingMode =>
  MARKETING_MODES.includes(value as MarketingMode);

export const MARKETING_MODE_INFO: Record<
  MarketingMode,
  { label: string; tool: string; description: string; duration: string }
> = {
  quick: {
    label: 'Quick',
    tool: 'quick_plan',
    description:
      'One pass over your business context: a complete marketing plan in under a minute.',
    duration: '~1 minute',
  },
  guided: {
    label: 'Guided',
    tool: 'guided_plan',
    description:
      'The agent asks for what it needs step by step (objective, audience, budget, horizon), then builds the plan.',
    duration: '~3 minutes',
  },
  advanced: {
    label: 'Advanced',
    tool: 'advanced_plan',
    description:
      'You set the channels, the monthly budget, the horizon and the frameworks to apply; the plan honours them.',
    duration: '~5 minutes',
  },
};

export const PLAN_FRAMEWORKS = ['STP', '7Ps', 'AARRR', 'SWOT'] as const;
export type PlanFramework = (typeof PLAN_FRAMEWORKS)[number];
export const PLAN_FRAMEWORK_LABELS: Record<PlanFramework, string> = {
  STP: 'STP (segmentation, targeting, positioning)',
  '7Ps': '7Ps marketing mix',
  AARRR: 'AARRR pirate metrics',
  SWOT: 'SWOT',
};

export const MAX_MONTHLY_BUDGET = 10_000_000;
export const MAX_HORIZON_MONTHS = 24;

/** What a guided or advanced run tells the agent. Every field is optional. */
export type PlanBrief = {
  objective?: string;
  audience?: string;
  monthlyBudget?: number;
  horizonMonths?: number;
  channels?: string[];
  frameworks?: PlanFramework[];
};

const LABELS = {
  objective: 'Objective',
  audience: 'Audience',
  monthlyBudget: 'Monthly budget',
  horizonMonths: 'Horizon',
  channels: 'Channels',
  frameworks: 'Frameworks',
} as const;

/** The brief as the message of the run, one "Label: value" line per field. */
export function formatPlanBrief(brief: PlanBrief): string {
  const lines: string[] = [];
  if (brief.objective?.trim()) lines.push(`${LABELS.objective}: ${brief.objective.trim()}`);
  if (brief.audience?.trim()) lines.push(`${LABELS.audience}: ${brief.audience.trim()}`);
  if (brief.monthlyBudget !== undefined)
    lines.push(`${LABELS.monthlyBudget}: $${Math.round(brief.monthlyBudget)}`);
  if (brief.horizonMonths !== undefined)
    lines.push(`${LABELS.horizonMonths}: ${brief.horizonMonths} months`);
  if (brief.channels?.length) lines.push(`${LABELS.channels}: ${brief.channels.join(', ')}`);
  if (brief.frameworks?.length) lines.push(`${LABELS.frameworks}: ${brief.frameworks.join(', ')}`);
  return lines.join('\n');
}

/** Reads a brief back from a message; lines it does not recognise are ignored. */
export function parsePlanBrief(message: string | null | undefined): PlanBrief {
  const brief: PlanBrief = {};
  if (!message) return brief;
  for (const line of message.split('\n')) {
    const match = /^([a-z ]+):(.+)$/i.exec(line.trimStart());
    if (!match) continue;
    const label = match[1]!.trim().toLowerCase();
    const value = match[2]!.trim();
    if (label === 'objective') brief.objective = value;
    else if (label === 'audience') brief.audience = value;
    else if (label === 'monthly budget') {
      const amount = Number(value.replace(/[$,\s]/g, ''));
      if (Number.isFinite(amount) && amount > 0 && amount <= MAX_MONTHLY_BUDGET)
        brief.monthlyBudget = Math.round(amount);
    } else if (label === 'horizon') {
      const months = Number.parseInt(value, 10);
      if (months >= 1 && months <= MAX_HORIZON_MONTHS) brief.horizonMonths = months;
    } else if (label === 'channels') {
      const channels = value
        .split(',')
        .map((c) => c.trim())
        .filter((c) => (MARKETING_CHANNELS as readonly string[]).includes(c));
      if (channels.length) brief.channels = [...new Set(channels)];
    } else if (label === 'frameworks') {
      const frameworks = value
        .split(',')
        .map((f) => f.trim())
        .filter((f): f is PlanFramework => (PLAN_FRAMEWORKS as readonly string[]).includes(f));
      if (frameworks.length) brief.frameworks = [...new Set(frameworks)];
    }
  }
  return brief;
}

const text = z.string().min(1);

export const marketingPlanSchema = z.object({
  summary: text,
  recommendations: z.array(recommendationItemSchema).min(1),
  sources: z.array(sourceSchema),
  assumptions: z.array(z.string()),
  mode: z.enum(MARKETING_MODES),
  positioning: text,
  messaging: text,
  key_messages: z.array(text).min(1),
  target_segments: z
    .array(z.object({ name: text, description: text, priority: levelSchema }))
    .min(1),
  monthly_budget: z.number().int().nonnegative(),
  horizon_months: z.number().int().min(1).max(MAX_HORIZON_MONTHS),
  /** budget_share in percent (the shares sum to 100); monthly_amount in dollars (sum to the budget). */
  channels: z
    .array(
      z.object({
        channel: text,
        budget_share: z.number().min(0).max(100),
        monthly_amount: z.number().int().nonnegative(),
        rationale: text,
        tactics: z.array(text),
      }),
    )
    .min(1),
  timeline: z
    .array(z.object({ phase: text, period: text, focus: text, activities: z.array(text).min(1) }))
    .min(1),
  kpis: z.array(z.object({ name: text, target: text, benchmark: text, stage: text })).min(1),
  frameworks_applied: z.array(z.object({ framework: text, insight: text })),
  risks: z.array(z.object({ risk: text, mitigation: text })).min(1),
  next_steps: z.array(text).min(1),
});
export type MarketingPlan = z.infer<typeof marketingPlanSchema>;
