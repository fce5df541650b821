import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  createCampaignSchema,
  updateCampaignSchema,
  type Campaign,
  type CampaignStatus,
  type CreateCampaignInput,
  type UpdateCampaignInput,
} from '@/shared/campaigns';
import { dollarsToCents } from '@/shared/format';

/** What the form edits: text as typed, the budget in dollars, lists as chips. */
export type CampaignFormValues = {
  name: string;
  description: string;
  campaign_type: string;
  status: CampaignStatus;
  priority_level: string;
  client_id: string;
  target_audience: string;
  geographic_target: string;
  goals: string[];
  success_metrics: string[];
  objectives: string;
  marketing_channels: string[];
  budget: string;
  start_date: string;
  end_date: string;
  content_pillars: string[];
  target_personas: string[];
  competitor_context: string;
  tags: string[];
};

const TEXT_FIELDS = [
  'description',
  'campaign_type',
  'target_audience',
  'geographic_target',
  'objectives',
  'competitor_context',
] as const;
const DATE_FIELDS = ['start_date', 'end_date'] as const;
const LIST_FIELDS = [
  'goals',
  'success_metrics',
  'marketing_channels',
  'content_pillars',
  'target_personas',
  'tags',
] as const;

export const MESSAGES = {
  budgetNotANumber: 'Enter the budget in dollars, for example 2500',
  priority: 'Priority must be a whole number from 0 to 10',
  endBeforeStart: 'The end date must be on or after the start date',
} as const;

export const emptyCampaignFormValues = (
  overrides: Partial<CampaignFormValues> = {},
): CampaignFormValues => ({
  name: '',
  description: '',
  campaign_type: '',
  status: 'draft',
  priority_level: '0',
  client_id: '',
  target_audience: '',
  geographic_target: '',
  goals: [],
  success_metrics: [],
  objectives: '',
  marketing_channels: [],
  budget: '',
  start_date: '',
  end_date: '',
  content_pillars: [],
  target_personas: [],
  competitor_context: '',
  tags: [],
  ...overrides,
});

/** Cents to the dollars a person types: 250000 → "2500", 1999 → "19.99". */
const centsToDollarText = (cents: number | null) => {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
};

export const campaignToFormValues = (campaign: Campaign): CampaignFormValues => ({
  name: campaign.name,
  description: campaign.description ?? '',
  campaign_type: campaign.campaign_type ?? '',
  status: campaign.status,
  priority_level: String(campaign.priority_level ?? 0),
  client_id: campaign.client_id ?? '',
  target_audience: campaign.target_audience ?? '',
  geographic_target: campaign.geographic_target ?? '',
  goals: campaign.goals ?? [],
  success_metrics: campaign.success_metrics ?? [],
  objectives: campaign.objectives ?? '',
  marketing_channels: campaign.marketing_channels ?? [],
  budget: centsToDollarText(campaign.budget_cents),
  start_date: campaign.start_date?.slice(0, 10) ?? '',
  end_date: campaign.end_date?.slice(0, 10) ?? '',
  content_pillars: campaign.content_pillars ?? [],
  target_personas: campaign.target_personas ?? [],
  competitor_context: campaign.competitor_context ?? '',
  tags: campaign.tags ?? [],
});

/** "$2,500.50" → 250050 cents; empty → null (no budget); NaN when it is not a number. */
export function parseBudget(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^-?\d*(?:\.\d*)?$/.test(cleaned) || cleaned === '.' || cleaned === '-') return Number.NaN;
  return dollarsToCents(Number(cleaned));
}

/** The seeds parse priority_level as an integer, default 0; NaN marks a value that is not one. */
export function parsePriority(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^-?\d+(?:\.\d+)?$/.test(trimmed)) return Number.NaN;
  return Number.parseInt(trimmed, 10);
}

/** A new campaign: empty values are left out, so the server applies its defaults. */
export function toCreateInput(values: CampaignFormValues): CreateCampaignInput {
  const input: CreateCampaignInput = {
    name: values.name.trim(),
    status: values.status,
    priority_level: parsePriority(values.priority_level),
  };
  for (const field of TEXT_FIELDS) {
    const text = values[field].trim();
    if (text) input[field] = text;
  }
  for (const field of DATE_FIELDS) if (values[field]) input[field] = values[field];
  for (const field of LIST_FIELDS) if (values[field].length > 0) input[field] = values[field];
  const budget = parseBudget(values.budget);
  if (budget !== null) input.budget_cents = budget;
  if (values.client_id) input.client_id = values.client_id;
  return input;
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Only what changed, so an edit cannot overwrite someone else's change to another field.
 * Whatever the user emptied is sent as null, which clears it (a list becomes empty, the
 * priority 0); 0 is a budget like any other.
 */
export function toUpdateInput(
  initial: CampaignFormValues,
  values: CampaignFormValues,
): UpdateCampaignInput {
  const changes: UpdateCampaignInput = {};
  const name = values.name.trim();
  if (name !== initial.name.trim()) changes.name = name;
  if (values.status !== initial.status) changes.status = values.status;
  const priority = parsePriority(values.priority_level);
  if (priority !== parsePriority(initial.priority_level)) changes.priority_level = priority;
  for (const field of TEXT_FIELDS) {
    const text = values[field].trim();
    if (text !== initial[field].trim()) changes[field] = text === '' ? null : text;
  }
  for (const field of DATE_FIELDS) {
    if (values[field] !== initial[field])
      changes[field] = values[field] === '' ? null : values[field];
  }
  for (const field of LIST_FIELDS) {
    if (!sameList(values[field], initial[field]))
      changes[field] = values[field].length === 0 ? null : values[field];
  }
  const budget = parseBudget(values.budget);
  if (budget !== parseBudget(initial.budget)) changes.budget_cents = budget;
  return changes;
}

const FIELD_OF_INPUT: Record<string, keyof CampaignFormValues> = { budget_cents: 'budget' };
const FORM_FIELDS = Object.keys(emptyCampaignFormValues()) as (keyof CampaignFormValues)[];

/** The form field an API field name (budget_cents, end_date...) is edited in, if any. */
export function fieldOfInput(name: string): keyof CampaignFormValues | undefined {
  const field = FIELD_OF_INPUT[name] ?? name;
  return FORM_FIELDS.find((candidate) => candidate === field);
}

function friendlyMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `Use at most ${String(issue.maximum)} characters`;
  if (issue.code === 'too_big' && issue.origin === 'array')
    return `Use at most ${String(issue.maximum)} entries`;
  if (issue.code === 'too_big' && issue.origin === 'number' && issue.path[0] === 'budget_cents')
    return 'That budget is too large';
  if (issue.path[0] === 'priority_level') return MESSAGES.priority;
  return issue.message;
}

/** Validates the form with the shared API schemas, so the browser and the server agree. */
export function validateCampaignForm(
  values: CampaignFormValues,
  mode: 'create' | 'edit',
): Partial<Record<keyof CampaignFormValues, string>> {
  const errors: Partial<Record<keyof CampaignFormValues, string>> = {};
  const budget = parseBudget(values.budget);
  if (Number.isNaN(budget)) errors.budget = MESSAGES.budgetNotANumber;
  const priority = parsePriority(values.priority_level);
  if (Number.isNaN(priority) || priority < 0 || priority > 10)
    errors.priority_level = MESSAGES.priority;
  if (values.start_date && values.end_date && values.end_date < values.start_date)
    errors.end_date = MESSAGES.endBeforeStart;

  const input = toCreateInput(values);
  const result =
    mode === 'create'
      ? createCampaignSchema.safeParse(input)
      : updateCampaignSchema.safeParse({ ...input, client_id: undefined });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOfInput(String(issue.path[0] ?? 'name')) ?? 'name';
      errors[field] ??= friendlyMessage(issue);
    }
  }
  return errors;
}

export const campaignFormResolver =
  (mode: 'create' | 'edit'): Resolver<CampaignFormValues> =>
  async (values) => {
    const messages = validateCampaignForm(values, mode);
    const entries = Object.entries(messages);
    if (entries.length === 0) return { values, errors: {} };
    const errors: FieldErrors<CampaignFormValues> = {};
    for (const [field, message] of entries) {
      (errors as Record<string, { type: string; message: string }>)[field] = {
        type: 'validate',
        message: message ?? '',
      };
    }
    return { values: {}, errors };
  };
