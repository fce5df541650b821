import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  addDays,
  automationEffectSchema,
  automationRuleSchema,
  CALENDAR_MAX_DAYS,
  calendarDaySchema,
  calendarEventSchema,
  createRuleSchema,
  daysBetween,
  ICS_DEFAULT_FUTURE_DAYS,
  ICS_DEFAULT_PAST_DAYS,
  planDetailSchema,
  PLANNING_MESSAGES,
  planSummarySchema,
  planTaskSchema,
  TASK_STATUSES,
  updatePlanSchema,
  updateRuleSchema,
  updateTaskSchema,
} from '@/shared/campaign-planning';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import { createRule, deleteRule, listRules, updateRule } from './automation-rules';
import { deletePlan } from './delete-plan';
import { getCalendar } from './get-calendar';
import { getPlan } from './get-plan';
import { buildIcs } from './ics';
import { listPlans } from './list-plans';
import { listTasks } from './list-tasks';
import { updatePlan } from './update-plan';
import { updateTask } from './update-task';

const TAG = 'Campaign Planning';
const caller = (c: Context<AppEnv>) => {
  const who = requireOrgCaller(c);
  return { orgId: who.orgId, userId: who.userId };
};
const idParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const ok = jsonResponse(z.object({ data: z.object({ ok: z.boolean() }) }), 'Done');
const optionalDay = calendarDaySchema.optional();

const tasksQuery = z.object({
  plan_id: z.string().optional(),
  campaign_id: z.string().optional(),
  assignee_id: z
    .string()
    .max(100)
    .optional()
    .openapi({ description: "A member's user id, or 'unassigned'" }),
  status: z
    .enum(TASK_STATUSES, { error: `status must be one of ${TASK_STATUSES.join(', ')}` })
    .optional(),
  due_from: optionalDay,
  due_to: optionalDay,
});

const calendarQuery = z
  .object({ from: calendarDaySchema, to: calendarDaySchema, campaign_id: z.string().optional() })
  .refine((q) => q.to >= q.from, { path: ['to'], error: PLANNING_MESSAGES.badRange })
  .refine((q) => daysBetween(q.from, q.to) < CALENDAR_MAX_DAYS, {
    path: ['to'],
    error: PLANNING_MESSAGES.rangeTooLong,
  });

const ICS_MAX_DAYS = ICS_DEFAULT_PAST_DAYS + ICS_DEFAULT_FUTURE_DAYS + 1;
const icsQuery = z
  .object({ from: optionalDay, to: optionalDay, campaign_id: z.string().optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    error: PLANNING_MESSAGES.badRange,
  })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < ICS_MAX_DAYS, {
    path: ['to'],
    error: `Export at most ${ICS_MAX_DAYS} days at a time`,
  });

export const campaignPlanningRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/campaign-planning/plans',
      operationId: 'listCampaignPlans',
      ...permit('workspace:read'),
      tags: [TAG],
      summary: "The organization's campaign plans, newest first",
      request: { query: z.object({ campaign_id: z.string().optional() }) },
      responses: {
        200: jsonResponse(z.object({ data: z.array(planSummarySchema) }), 'The plans'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { campaign_id } = c.req.valid('query');
      const data = await listPlans(c.get('ctx').db, { caller: caller(c), campaignId: campaign_id });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/campaign-planning/plans/{id}',
      operationId: 'getCampaignPlan',
      ...permit('workspace:read'),
      tags: [TAG],
      summary: 'One plan with its phases and their tasks',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: planDetailSchema }), 'The plan'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await getPlan(c.get('ctx').db, {
        caller: caller(c),
        planId: c.req.valid('param').id,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/campaign-planning/plans/{id}',
      operationId: 'updateCampaignPlan',
      ...permit('content:write'),
      tags: [TAG],
      summary: 'Renames a plan or changes its status',
      request: { params: idParam, ...jsonBody(updatePlanSchema) },
      responses: {
        200: jsonResponse(z.object({ data: planDetailSchema }), 'The plan'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await updatePlan(c.get('ctx').db, {
        caller: caller(c),
        planId: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/campaign-planning/plans/{id}',
      operationId: 'deleteCampaignPlan',
      ...permit('content:write'),
      tags: [TAG],
      summary: 'Deletes a plan with its phases and tasks (its output stays)',
      request: { params: idParam },
      responses: { 200: ok, ...errorResponses },
    }),
    async (c) => {
      await deletePlan(c.get('ctx').db, { caller: caller(c), planId: c.req.valid('param').id });
      return c.json({ data: { ok: true } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/campaign-planning/tasks',
      operationId: 'listPlanTasks',
      ...permit('workspace:read'),
      tags: [TAG],
      summary:
        'Tasks across plans, soonest due first, filtered by plan, campaign, assignee, status and due range',
      request: { query: tasksQuery },
      responses: {
        200: jsonResponse(z.object({ data: z.array(planTaskSchema) }), 'The tasks'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const data = await listTasks(c.get('ctx').db, {
        caller: caller(c),
        filters: {
          planId: q.plan_id,
          campaignId: q.campaign_id,
          assigneeId: q.assignee_id,
          status: q.status,
          dueFrom: q.due_from,
          dueTo: q.due_to,
        },
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/campaign-planning/tasks/{id}',
      operationId: 'updatePlanTask',
      ...permit('content:write'),
      tags: [TAG],
      summary:
        'Changes a task: status (done runs the automation rules), assignee (a member), due date (reschedule), title',
      request: { params: idParam, ...jsonBody(updateTaskSchema) },
      responses: {
        200: jsonResponse(
          z.object({ data: planTaskSchema, automation: z.array(automationEffectSchema) }),
          'The task, and what automation rules did',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const result = await updateTask(c.get('ctx'), {
        caller: caller(c),
        taskId: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      return c.json({ data: result.task, automation: result.automation }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/campaign-planning/calendar',
      operationId: 'getPlanningCalendar',
      ...permit('workspace:read'),
      tags: [TAG],
      summary: `Tasks by due date and scheduled content between two days (at most ${CALENDAR_MAX_DAYS})`,
      request: { query: calendarQuery },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.array(calendarEventSchema),
            meta: z.object({ from: z.string(), to: z.string() }),
          }),
          'The events, by day',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const data = await getCalendar(c.get('ctx').db, {
        caller: caller(c),
        range: { from: q.from, to: q.to, campaignId: q.campaign_id },
      });
      return c.json({ data, meta: { from: q.from, to: q.to } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/campaign-planning/calendar.ics',
      operationId: 'exportPlanningCalendar',
      ...permit('workspace:read'),
      tags: [TAG],
      summary: `The calendar as an iCalendar file (RFC 5545); without a range, ${ICS_DEFAULT_PAST_DAYS} days back to ${ICS_DEFAULT_FUTURE_DAYS} ahead`,
      request: { query: icsQuery },
      responses: {
        200: {
          content: { 'text/calendar': { schema: z.string() } },
          description: 'One VEVENT per task and scheduled content',
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const today = new Date().toISOString().slice(0, 10);
      const from =
        q.from ??
        (q.to ? addDays(q.to, -ICS_DEFAULT_PAST_DAYS) : addDays(today, -ICS_DEFAULT_PAST_DAYS));
      const to = q.to ?? addDays(from, ICS_MAX_DAYS - 1);
      if (daysBetween(from, to) >= ICS_MAX_DAYS || to < from)
        throw new AppError('validation_error', `Export at most ${ICS_MAX_DAYS} days at a time`, {
          field: 'to',
        });
      const app = c.get('ctx');
      const events = await getCalendar(app.db, {
        caller: caller(c),
        range: { from, to, campaignId: q.campaign_id },
      });
      c.header('content-type', 'text/calendar; charset=utf-8');
      c.header('content-disposition', 'attachment; filename="stratagent-campaign-plans.ics"');
      return c.body(
        buildIcs(events, { calendarName: 'Stratagent campaign plans', appUrl: app.config.appUrl }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/campaign-planning/automation/rules',
      operationId: 'listPlanAutomationRules',
      ...permit('workspace:read'),
      tags: [TAG],
      summary: 'Automation rules with how often they ran and what they last did',
      responses: {
        200: jsonResponse(z.object({ data: z.array(automationRuleSchema) }), 'The rules'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await listRules(c.get('ctx').db, { caller: caller(c) }) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/campaign-planning/automation/rules',
      operationId: 'createPlanAutomationRule',
      ...permit('content:write'),
      tags: [TAG],
      summary: 'Creates a rule: when a task is done, start the next task or tell its assignee',
      request: jsonBody(createRuleSchema),
      responses: {
        201: jsonResponse(z.object({ data: automationRuleSchema }), 'The rule'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await createRule(c.get('ctx').db, {
        caller: caller(c),
        input: c.req.valid('json'),
      });
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/campaign-planning/automation/rules/{id}',
      operationId: 'updatePlanAutomationRule',
      ...permit('content:write'),
      tags: [TAG],
      summary: 'Turns a rule on or off, or renames it',
      request: { params: idParam, ...jsonBody(updateRuleSchema) },
      responses: {
        200: jsonResponse(z.object({ data: automationRuleSchema }), 'The rule'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await updateRule(c.get('ctx').db, {
        caller: caller(c),
        ruleId: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/campaign-planning/automation/rules/{id}',
      operationId: 'deletePlanAutomationRule',
      ...permit('content:write'),
      tags: [TAG],
      summary: 'Deletes a rule',
      request: { params: idParam },
      responses: { 200: ok, ...errorResponses },
    }),
    async (c) => {
      await deleteRule(c.get('ctx').db, { caller: caller(c), ruleId: c.req.valid('param').id });
      return c.json({ data: { ok: true } }, 200);
    },
  );
