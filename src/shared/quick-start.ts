/**
 * Quick Start (seed 000 §2.6/§5, seed 001 §1): five answers → one durable pipeline run
 * (strategy SWOT → three personas → marketing plan). The answers travel as the run's
 * message, one "key: value" line each, so a retry reuses them.
 */
import { z } from 'zod';
import { QUICK_START, type QuickStartAnswers } from './dashboard';
import type { PlanBrief } from './marketing-plan';

export const QUICK_START_AGENT = 'quick_start' as const;
export const QUICK_START_TOOL = 'pipeline' as const;
export const QUICK_START_STEPS = ['Strategy', 'Personas', 'Marketing plan'] as const;
export const QUICK_START_PERSONA_COUNT = 3;
export const QUICK_START_ANSWERS_REQUIRED =
  'Answer the five Quick Start questions: company, goal, audience, budget and timeline.';

const budgetValues = QUICK_START.budgetOptions.map((o) => o.value) as [string, ...string[]];
const timelineValues = QUICK_START.timelineOptions.map((o) => o.value) as [string, ...string[]];
const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} is too long (2000 characters at most)`);

export const quickStartAnswersSchema = z.object({
  company: required('Company description'),
  goal: required('Goal'),
  audience: required('Target audience'),
  budget: z.enum(budgetValues, { error: 'Choose a monthly budget' }),
  timeline: z.enum(timelineValues, { error: 'Choose when you need results' }),
});

export const QUICK_START_FIELDS = ['company', 'goal', 'audience', 'budget', 'timeline'] as const;

/** The five answers before any is given. */
export const EMPTY_QUICK_START_ANSWERS: QuickStartAnswers = {
  company: '',
  goal: '',
  audience: '',
  budget: '',
  timeline: '',
};

export const formatQuickStartAnswers = (a: QuickStartAnswers) =>
  QUICK_START_FIELDS.map((k) => `${k}: ${a[k].replace(/\s+/g, ' ').trim()}`).join('\n');

/** The answers back from a run's message, or null when any is missing or invalid. */
export function parseQuickStartAnswers(
  message: string | null | undefined,
): QuickStartAnswers | null {
  if (!message) return null;
  const raw: Record<string, string> = {};
  for (const line of message.split('\n')) {
    const match = /^(company|goal|audience|budget|timeline):(.*)$/.exec(line.trim());
    if (match) raw[match[1]!] = match[2]!.trimStart();
  }
  const parsed = quickStartAnswersSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const MONTHLY_BUDGET: Record<string, number> = {
  '0-1000': 800,
  '1000-5000': 3000,
  '5000-20000': 12000,
  '20000+': 25000,
};
const HORIZON_MONTHS: Record<string, number> = {
  immediate: 1,
  '1-3-months': 3,
  '3-6-months': 6,
  '6-12-months': 12,
};

/** What the marketing plan step is told: the goal, audience, a budget and horizon within the ranges. */
export const quickStartBrief = (a: QuickStartAnswers): PlanBrief => ({
  objective: a.goal,
  audience: a.audience,
  monthlyBudget: MONTHLY_BUDGET[a.budget] ?? 3000,
  horizonMonths: HORIZON_MONTHS[a.timeline] ?? 3,
});

export const budgetLabel = (value: string) =>
  QUICK_START.budgetOptions.find((o) => o.value === value)?.label ?? value;
export const timelineLabel = (value: string) =>
  QUICK_START.timelineOptions.find((o) => o.value === value)?.label ?? value;
