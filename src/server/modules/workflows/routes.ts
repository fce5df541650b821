/** /api/v1/workflows: workflows as graphs of steps (issue 11, decision 046). */
import { createRoute, z } from '@hono/zod-openapi';
import {
  WORKFLOW_TEMPLATES,
  approveWorkflowStepSchema,
  createWorkflowSchema,
  rejectWorkflowStepSchema,
  workflowRunSchema,
  workflowRunSummarySchema,
  updateWorkflowSchema,
  workflowSchema,
  workflowSummarySchema,
  workflowTemplateSchema,
} from '@/shared/workflows';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
  limitMailing,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { createWorkflow } from './create-workflow';
import { getWorkflow } from './get-workflow';
import { listWorkflows } from './list-workflows';
import { deleteWorkflow, updateWorkflow } from './update-workflow';
import {
  cancelWorkflowRun,
  decideWorkflowStep,
  getWorkflowRun,
  listAllWorkflowRuns,
  listWorkflowRuns,
  retryWorkflowRun,
  startWorkflowRun,
} from './runs/service';

const idParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const one = z.object({ data: workflowSchema });
const tags = ['Workflows'];

const caller = (c: Context<AppEnv>) => {
  const { orgId, userId, name } = requireOrgCaller(c);
  return { orgId, userId, name };
};
const path = (name: string) => z.string().openapi({ param: { name, in: 'path' } });
const runParams = z.object({ id: path('id'), runId: path('runId') });
const stepParams = runParams.extend({ stepId: path('stepId') });
const oneRun = z.object({ data: workflowRunSchema });

/** A POST on a run that answers the run as it is after the action. */
const runAction = (opts: {
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  body?: z.ZodType;
  params?: z.ZodObject;
}) =>
  createRoute({
    method: 'post',
    path: opts.path,
    operationId: opts.operationId,
    ...permit('content:write'),
    tags,
    summary: opts.summary,
    ...(opts.description ? { description: opts.description } : {}),
    request: {
      params: (opts.params ?? runParams) as typeof runParams,
      ...(opts.body ? jsonBody(opts.body) : {}),
    },
    responses: { 200: jsonResponse(oneRun, 'The run'), ...errorResponses },
  });

export const workflowRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/workflows',
      operationId: 'listWorkflows',
      ...permit('workspace:read'),
      tags,
      summary: "The organization's workflows, most recently changed first",
      responses: {
        200: jsonResponse(z.object({ data: z.array(workflowSummarySchema) }), 'The workflows'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await listWorkflows(c.get('ctx').db, caller(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/workflows/templates',
      operationId: 'listWorkflowTemplates',
      ...permit('workspace:read'),
      tags,
      summary: 'The built-in workflow templates',
      responses: {
        200: jsonResponse(z.object({ data: z.array(workflowTemplateSchema) }), 'The templates'),
        ...errorResponses,
      },
    }),
    (c) =>
      c.json(
        {
          data: WORKFLOW_TEMPLATES.map(({ forClient, ...t }) => ({ ...t, for_client: forClient })),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/workflows',
      operationId: 'createWorkflow',
      ...permit('content:write'),
      tags,
      summary: 'A new workflow, from a template, a graph, or a manual trigger alone',
      description:
        'Saved even when it cannot run yet; `issues` lists what stops it and `runnable` is false.',
      request: jsonBody(createWorkflowSchema),
      responses: { 201: jsonResponse(one, 'The new workflow'), ...errorResponses },
    }),
    async (c) =>
      c.json({ data: await createWorkflow(c.get('ctx').db, caller(c), c.req.valid('json')) }, 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/workflows/{id}',
      operationId: 'getWorkflow',
      ...permit('workspace:read'),
      tags,
      summary: 'One workflow, with its graph and what stops it from running',
      request: { params: idParam },
      responses: { 200: jsonResponse(one, 'The workflow'), ...errorResponses },
    }),
    async (c) =>
      c.json({ data: await getWorkflow(c.get('ctx').db, caller(c), c.req.valid('param').id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/workflows/{id}',
      operationId: 'updateWorkflow',
      ...permit('content:write'),
      tags,
      summary: 'Renames or redraws a workflow',
      request: { params: idParam, ...jsonBody(updateWorkflowSchema) },
      responses: { 200: jsonResponse(one, 'The workflow as saved'), ...errorResponses },
    }),
    async (c) =>
      c.json(
        {
          data: await updateWorkflow(
            c.get('ctx').db,
            caller(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/workflows/{id}',
      operationId: 'deleteWorkflow',
      ...permit('content:write'),
      tags,
      summary: 'Deletes a workflow and its runs',
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, ...errorResponses },
    }),
    async (c) => {
      await deleteWorkflow(c.get('ctx').db, caller(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/workflows/{id}/runs',
      operationId: 'startWorkflowRun',
      ...permit('content:write'),
      tags,
      summary: 'Starts a run of the workflow',
      description:
        'Refused (400) when the workflow has validation issues. The run follows the graph as it is now; its steps run as durable jobs.',
      request: { params: idParam },
      responses: { 201: jsonResponse(oneRun, 'The run, just started'), ...errorResponses },
    }),
    async (c) => {
      // A run's notification steps e-mail people: starting runs is a mailing action.
      await limitMailing(c.get('ctx'), caller(c));
      return c.json(
        { data: await startWorkflowRun(c.get('ctx'), caller(c), c.req.valid('param').id) },
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/workflows/{id}/runs',
      operationId: 'listWorkflowRuns',
      ...permit('workspace:read'),
      tags,
      summary: "The workflow's runs, newest first (the last 50)",
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: z.array(workflowRunSummarySchema) }), 'The runs'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        { data: await listWorkflowRuns(c.get('ctx'), caller(c), c.req.valid('param').id) },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/workflow-runs',
      operationId: 'listAllWorkflowRuns',
      ...permit('workspace:read'),
      tags,
      summary: 'The runs of every workflow, newest first (the last 50)',
      description:
        "A client-scoped member sees their clients' runs; a client's portal users are refused.",
      responses: {
        200: jsonResponse(z.object({ data: z.array(workflowRunSummarySchema) }), 'The runs'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await listAllWorkflowRuns(c.get('ctx'), caller(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/workflows/{id}/runs/{runId}',
      operationId: 'getWorkflowRun',
      ...permit('workspace:read'),
      tags,
      summary: 'One run, with the state of each of its steps',
      request: { params: runParams },
      responses: { 200: jsonResponse(oneRun, 'The run'), ...errorResponses },
    }),
    async (c) => {
      const { id, runId } = c.req.valid('param');
      return c.json({ data: await getWorkflowRun(c.get('ctx'), caller(c), id, runId) }, 200);
    },
  )
  .openapi(
    runAction({
      path: '/workflows/{id}/runs/{runId}/cancel',
      operationId: 'cancelWorkflowRun',
      summary: 'Cancels a run that has not finished; no further step starts',
    }),
    async (c) => {
      const { id, runId } = c.req.valid('param');
      return c.json({ data: await cancelWorkflowRun(c.get('ctx'), caller(c), id, runId) }, 200);
    },
  )
  .openapi(
    runAction({
      path: '/workflows/{id}/runs/{runId}/retry',
      operationId: 'retryWorkflowRun',
      summary: 'Goes on with a failed run from its failed steps',
    }),
    async (c) => {
      const { id, runId } = c.req.valid('param');
      await limitMailing(c.get('ctx'), caller(c));
      return c.json({ data: await retryWorkflowRun(c.get('ctx'), caller(c), id, runId) }, 200);
    },
  )
  .openapi(
    runAction({
      path: '/workflows/{id}/runs/{runId}/steps/{stepId}/approve',
      operationId: 'approveWorkflowStep',
      summary: "Approves a teammate's approval gate, for the content read",
      description:
        '`content_hash` is the hash the run showed for the reviewed output; 409 when the output changed since.',
      params: stepParams,
      body: approveWorkflowStepSchema,
    }),
    async (c) => {
      const { id, runId, stepId } = c.req.valid('param') as z.infer<typeof stepParams>;
      const body = (await c.req.json()) as z.infer<typeof approveWorkflowStepSchema>;
      const parsed = approveWorkflowStepSchema.parse(body);
      return c.json(
        {
          data: await decideWorkflowStep(c.get('ctx'), caller(c), id, runId, stepId, {
            approve: true,
            contentHash: parsed.content_hash,
          }),
        },
        200,
      );
    },
  )
  .openapi(
    runAction({
      path: '/workflows/{id}/runs/{runId}/steps/{stepId}/reject',
      operationId: 'rejectWorkflowStep',
      summary: 'Requests changes at an approval gate: the run stops there, failed',
      params: stepParams,
      body: rejectWorkflowStepSchema,
    }),
    async (c) => {
      const { id, runId, stepId } = c.req.valid('param') as z.infer<typeof stepParams>;
      const parsed = rejectWorkflowStepSchema.parse(await c.req.json());
      return c.json(
        {
          data: await decideWorkflowStep(c.get('ctx'), caller(c), id, runId, stepId, {
            approve: false,
            comment: parsed.comment,
          }),
        },
        200,
      );
    },
  );
