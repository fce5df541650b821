/**
 * Quick Start (seed 000 §2.6/§5, seed 001 §1): five answers → one durable pipeline run
 * (strategy SWOT → three personas → marketing plan). The answers travel as the run's
 * message, one "key: value" line each, so a retry reuses them.
 */
import { QUICK_START, type QuickStartAnswers } from './dashboard';
import { formatMoneyUnits } from './format';
import type { PlanBrief } from './marketing-plan';

export const QUICK_START_AGENT = 'quick_start' as const;
export const QUICK_START_TOOL = 'pipeline' as const;
export const QUICK_START_STEPS = ['Strategy', 'Personas', 'Marketing plan'] as const;
export const QUICK_START_PERSONA_COUNT = 3;
export const QUICK_START_ANSWERS_REQUIRED =
  'Answer the five Quick Start questions: company, goal, audience, budget and timeline.';

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

/** A budget band in the organization's currency: '1000-5000' → "€1,000 – €5,000", '20000+' → "€20,000+". */
export function budgetLabel(value: string, currency?: string): string {
  const range = /^(\d+)-(\d+)$/.exec(value);
  if (range)
    return `${formatMoneyUnits(Number(range[1]), currency)} – ${formatMoneyUnits(Number(range[2]), currency)}`;
  const open = /^(\d+)\+$/.exec(value);
  return open ? `${formatMoneyUnits(Number(open[1]), currency)}+` : value;
}

/** The Quick Start budget choices, labelled in the organization's currency. */
export const budgetOptions = (currency?: string) =>
  QUICK_START.budgetOptions.map((o) => ({ value: o.value, label: budgetLabel(o.value, currency) }));
export const timelineLabel = (value: string) =>
  QUICK_START.timelineOptions.find((o) => o.value === value)?.label ?? value;
