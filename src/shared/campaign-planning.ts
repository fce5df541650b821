/**
 * The Campaign Planning agent's contract: the 'campaign_plan' output its tool saves, and the
 * plans, phases, tasks, calendar and automation rules of its REST API (the plan's rows).
 */
import { z } from 'zod';
import { recommendationItemSchema, sourceSchema } from './agent-runs';

export const CAMPAIGN_PLAN_TOOL = 'campaign_plan';
export const CAMPAIGN_PLAN_OUTPUT_TYPE = 'campaign_plan';

export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
};

export const PLAN_STATUSES = ['active', 'completed', 'archived'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const AUTOMATION_TRIGGERS = ['task_done'] as const;
export const AUTOMATION_ACTIONS = ['start_next_task', 'notify_assignee'] as const;
export type AutomationAction = (typeof AUTOMATION_ACTIONS)[number];
export const AUTOMATION_TRIGGER_LABELS: Record<(typeof AUTOMATION_TRIGGERS)[number], string> = {
  task_done: 'When a task is marked done',
};
export const AUTOMATION_ACTION_LABELS: Record<AutomationAction, string> = {
  start_next_task: 'Start the next task of its phase (set it in progress)',
  notify_assignee: "E-mail the next task's assignee that it is their turn",
};

/** The longest calendar range one request may read (a month view with its spill-over weeks). */
export const CALENDAR_MAX_DAYS = 62;
/** The .ics export without a range: from this many days ago to this many ahead. */
export const ICS_DEFAULT_PAST_DAYS = 30;
export const ICS_DEFAULT_FUTURE_DAYS = 365;
export const TASKS_PAGE_SIZE = 200;
export const PLAN_NAME_MAX = 120;
export const TASK_TITLE_MAX = 200;

export const PLANNING_MESSAGES = {
  campaignRequired:
    'Campaign planning plans one campaign: start the session from a campaign (choose one on the Campaign Planning page).',
  planNotFound: 'Plan not found',
  taskNotFound: 'Task not found',
  ruleNotFound: 'Automation rule not found',
  assigneeNotMember: 'The assignee must be a member of your organization',
  nothingToUpdate: 'Send at least one of status, assignee_id, due_date or title',
  badRange: 'The range must end on or after its start',
  rangeTooLong: `Ask for at most ${CALENDAR_MAX_DAYS} days at a time`,
  badDate: 'Use a real date like 2026-01-31',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused). */
export const isCalendarDay = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
export const calendarDaySchema = z
  .string()
  .refine(isCalendarDay, { error: PLANNING_MESSAGES.badDate });

/** Days between two YYYY-MM-DD dates (b − a). */
export const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
/** A YYYY-MM-DD date moved by a number of days. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// ——— The tool's output ———

const text = z.string().min(1);
const day = z.string().regex(ISO_DATE, 'A date as YYYY-MM-DD');

export const planTaskDraftSchema = z.object({
  title: text,
  description: text,
  /** One of the campaign's channels, or null for work that spends nothing on a channel. */
  channel: z.string().nullable(),
  owner_role: text,
  due_date: day,
  /** Percent of the campaign budget this task spends; the plan's shares sum to 100. */
  budget_share: z.number().min(0).max(100),
});
export type PlanTaskDraft = z.infer<typeof planTaskDraftSchema>;

export const campaignPlanSchema = z.object({
  summary: text,
  recommendations: z.array(recommendationItemSchema).min(1),
  sources: z.array(sourceSchema),
  assumptions: z.array(z.string()),
  campaign_name: text,
  starts_on: day,
  ends_on: day,
  /** The campaign budget in whole dollars, null when the campaign has none. */
  budget: z.number().int().nonnegative().nullable(),
  phases: z
    .array(
      z.object({
        name: text,
        goal: text,
        starts_on: day,
        ends_on: day,
        tasks: z.array(planTaskDraftSchema).min(1),
      }),
    )
    .min(1)
    .max(6),
  kpis: z.array(z.object({ name: text, target: text })),
});
export type CampaignPlanContent = z.infer<typeof campaignPlanSchema>;

// ——— The REST API ———

export const planTaskSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  phase_id: z.string(),
  phase_name: z.string(),
  campaign_id: z.string(),
  campaign_name: z.string(),
  title: z.string(),
  description: z.string(),
  channel: z.string().nullable(),
  owner_role: z.string().nullable(),
  assignee_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  due_date: z.string(),
  status: z.enum(TASK_STATUSES),
  budget_share: z.number(),
  position: z.number(),
  completed_at: z.string().nullable(),
});
export type PlanTask = z.infer<typeof planTaskSchema>;

export const planPhaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  position: z.number(),
  tasks: z.array(planTaskSchema),
});
export type PlanPhase = z.infer<typeof planPhaseSchema>;

export const planSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(PLAN_STATUSES),
  campaign_id: z.string(),
  campaign_name: z.string(),
  client_id: z.string().nullable(),
  output_id: z.string().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  task_count: z.number(),
  done_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planDetailSchema = planSummarySchema.extend({
  budget_cents: z.number().nullable(),
  phases: z.array(planPhaseSchema),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const updatePlanSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'Give the plan a name' })
      .max(PLAN_NAME_MAX, { error: `Keep the name under ${PLAN_NAME_MAX} characters` })
      .optional(),
    status: z
      .enum(PLAN_STATUSES, { error: `status must be one of ${PLAN_STATUSES.join(', ')}` })
      .optional(),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.status !== undefined, {
    error: 'Send a name or a status',
  });
export type UpdatePlanInput = z.infer<typeof updatePlanSchema>;

export const updateTaskSchema = z
  .object({
    status: z
      .enum(TASK_STATUSES, { error: `status must be one of ${TASK_STATUSES.join(', ')}` })
      .optional(),
    assignee_id: z
      .string()
      .min(1, { error: 'assignee_id must be a member id, or null to unassign' })
      .max(100, { error: 'assignee_id must be a member id, or null to unassign' })
      .nullable()
      .optional(),
    due_date: calendarDaySchema.optional(),
    title: z
      .string()
      .trim()
      .min(1, { error: 'Give the task a title' })
      .max(TASK_TITLE_MAX, { error: `Keep the title under ${TASK_TITLE_MAX} characters` })
      .optional(),
  })
  .strict()
  .refine(
    (v) =>
      v.status !== undefined ||
      v.assignee_id !== undefined ||
      v.due_date !== undefined ||
      v.title !== undefined,
    { error: PLANNING_MESSAGES.nothingToUpdate },
  );
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

/** What the automation rules did when a task was updated. */
export const automationEffectSchema = z.object({
  rule_id: z.string(),
  rule_name: z.string(),
  detail: z.string(),
});
export type AutomationEffect = z.infer<typeof automationEffectSchema>;

export const calendarEventSchema = z.object({
  kind: z.enum(['task', 'content']),
  id: z.string(),
  date: z.string(),
  title: z.string(),
  campaign_id: z.string().nullable(),
  campaign_name: z.string().nullable(),
  status: z.string(),
  /** A task's plan, null for scheduled content. */
  plan_id: z.string().nullable(),
  channel: z.string().nullable(),
  /** Scheduled content's output (to open it), null for a task. */
  output_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const automationRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  trigger: z.enum(AUTOMATION_TRIGGERS),
  action: z.enum(AUTOMATION_ACTIONS),
  enabled: z.boolean(),
  run_count: z.number(),
  last_run_at: z.string().nullable(),
  last_run_detail: z.string().nullable(),
  created_at: z.string(),
});
export type AutomationRule = z.infer<typeof automationRuleSchema>;

export const createRuleSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'Give the rule a name' })
      .max(PLAN_NAME_MAX, { error: `Keep the name under ${PLAN_NAME_MAX} characters` }),
    trigger: z
      .enum(AUTOMATION_TRIGGERS, {
        error: `trigger must be one of ${AUTOMATION_TRIGGERS.join(', ')}`,
      })
      .default('task_done'),
    action: z.enum(AUTOMATION_ACTIONS, {
      error: `action must be one of ${AUTOMATION_ACTIONS.join(', ')}`,
    }),
    plan_id: z.uuid({ error: 'plan_id must be a plan id' }).nullable().optional(),
    enabled: z.boolean().default(true),
  })
  .strict();
export type CreateRuleInput = z.input<typeof createRuleSchema>;

export const updateRuleSchema = z
  .object({
    enabled: z.boolean().optional(),
    name: z
      .string()
      .trim()
      .min(1, { error: 'Give the rule a name' })
      .max(PLAN_NAME_MAX, { error: `Keep the name under ${PLAN_NAME_MAX} characters` })
      .optional(),
  })
  .strict()
  .refine((v) => v.enabled !== undefined || v.name !== undefined, {
    error: 'Send enabled or a name',
  });
