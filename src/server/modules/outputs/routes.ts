import { createRoute, z } from '@hono/zod-openapi';
import { listOutputsQuerySchema, shareOutputSchema, updateOutputSchema } from '@/shared/agent-runs';
import { outputSourcesSchema, refreshOutputResultSchema } from '@/shared/output-sources';
import {
  OUTPUT_VERSION_MESSAGES,
  outputVersionListSchema,
  outputVersionSchema,
  rewriteOutputSchema,
} from '@/shared/output-versions';
import { listMetaSchema } from '@/shared/pagination';
import {
  createRouter,
  errorResponses,
  errorSchema,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { deleteOutput } from './delete-output';
import { exportFilename, renderOutputMarkdown } from './export-output';
import { getOutput } from './get-output';
import { getOutputSources } from './get-output-sources';
import { getOutputVersion } from './get-output-version';
import { listOutputVersions } from './list-output-versions';
import { startRewrite } from './rewrite-output';
import { streamRun } from '../agent-sessions/stream-run';
import { refreshOutput } from './refresh-output';
import { listOutputs } from './list-outputs';
import { shareOutput } from './share-output';
import { updateOutput } from './update-output';
import { permit } from '../../lib/permissions';

export const outputSchema = z
  .object({
    id: z.string(),
    org_id: z.string(),
    agent_type: z.string(),
    output_type: z.string(),
    title: z.string(),
    summary: z.string().nullable(),
    content: z.record(z.string(), z.unknown()),
    engine: z.enum(['offline', 'model']),
    model: z.string().nullable(),
    saved: z.boolean(),
    session_id: z.string().nullable(),
    campaign_id: z.string().nullable(),
    campaign_name: z.string().nullable(),
    client_id: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    stale: z
      .boolean()
      .describe('A fact, document or other source the output used changed since it was saved'),
  })
  .openapi('AgentOutput');

const idParam = z.object({ id: z.uuid({ error: 'Output not found' }) });
const versionParam = idParam.extend({
  version: z.coerce
    .number({ error: OUTPUT_VERSION_MESSAGES.versionNotFound })
    .int({ error: OUTPUT_VERSION_MESSAGES.versionNotFound })
    .min(1, { error: OUTPUT_VERSION_MESSAGES.versionNotFound })
    .max(2_147_483_647, { error: OUTPUT_VERSION_MESSAGES.versionNotFound }),
});
const scopeOf = (caller: { orgId: string; userId: string }) => ({
  orgId: caller.orgId,
  userId: caller.userId,
});

export const outputRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/outputs',
      operationId: 'listOutputs',
      ...permit('workspace:read'),
      tags: ['Outputs'],
      summary:
        "The organization's agent outputs, latest first, with filters and search; past one page, follow meta.next_cursor",
      request: { query: listOutputsQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.array(outputSchema),
            total: z
              .number()
              .int()
              .nullable()
              .describe('Deprecated: the same as meta.total, kept for existing clients'),
            meta: listMetaSchema,
          }),
          'A page of outputs and the cursor of the next',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const result = await listOutputs(c.get('ctx').db, scopeOf(caller), c.req.valid('query'));
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/outputs/{id}',
      operationId: 'getOutput',
      ...permit('workspace:read'),
      tags: ['Outputs'],
      summary: 'One output with its content',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: outputSchema }), 'The output'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const output = await getOutput(c.get('ctx').db, scopeOf(caller), c.req.valid('param').id);
      return c.json({ data: output }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/outputs/{id}',
      operationId: 'updateOutput',
      ...permit('content:write'),
      tags: ['Outputs'],
      summary: 'Edit, save or unsave an output, or move it to another campaign (null detaches)',
      request: { params: idParam, ...jsonBody(updateOutputSchema) },
      responses: {
        200: jsonResponse(z.object({ data: outputSchema }), 'The updated output'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const output = await updateOutput(
        c.get('ctx').db,
        scopeOf(caller),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ data: output }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/outputs/{id}',
      operationId: 'deleteOutput',
      ...permit('content:write'),
      tags: ['Outputs'],
      summary: 'Delete an output',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: z.object({ ok: z.boolean() }) }), 'Deleted'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      await deleteOutput(c.get('ctx').db, scopeOf(caller), c.req.valid('param').id);
      return c.json({ data: { ok: true } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/outputs/{id}/share',
      operationId: 'shareOutput',
      ...permit('content:write'),
      tags: ['Outputs'],
      summary: "Add the output as context to a session (another agent's: a cross-agent share)",
      request: { params: idParam, ...jsonBody(shareOutputSchema) },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.object({
              ok: z.literal(true),
              session_id: z.string(),
              cross_agent_share: z.boolean(),
            }),
          }),
          'Shared',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const result = await shareOutput(
        c.get('ctx').db,
        scopeOf(caller),
        c.req.valid('param').id,
        c.req.valid('json').session_id,
      );
      return c.json({ data: result }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/outputs/{id}/sources',
      operationId: 'getOutputSources',
      ...permit('workspace:read'),
      tags: ['Outputs'],
      summary:
        'The facts, documents and records the output was grounded in, and whether any changed since it was saved',
      request: { params: idParam },
      responses: {
        200: jsonResponse(outputSourcesSchema, 'The sources'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const sources = await getOutputSources(
        c.get('ctx').db,
        scopeOf(caller),
        c.req.valid('param').id,
      );
      return c.json(sources, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/outputs/{id}/refresh',
      operationId: 'refreshOutput',
      ...permit('content:write'),
      tags: ['Outputs'],
      summary:
        'Make the output again from the same inputs (same agent, tool and choices) and save it as a new output',
      request: { params: idParam },
      responses: {
        201: jsonResponse(refreshOutputResultSchema, 'The new output'),
        409: jsonResponse(errorSchema, 'Not refreshable, or the run failed'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const result = await refreshOutput(c.get('ctx'), {
        caller: scopeOf(caller),
        outputId: c.req.valid('param').id,
      });
      return c.json({ data: result }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/outputs/{id}/versions',
      operationId: 'listOutputVersions',
      ...permit('workspace:read'),
      tags: ['Outputs'],
      summary:
        'The versions of an output, newest first (what wrote each, who triggered it, when), and whether it can be rewritten and with which model',
      request: { params: idParam },
      responses: {
        200: jsonResponse(outputVersionListSchema, 'The versions'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const result = await listOutputVersions(c.get('ctx'), {
        caller: scopeOf(caller),
        outputId: c.req.valid('param').id,
      });
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/outputs/{id}/versions/{version}',
      operationId: 'getOutputVersion',
      ...permit('workspace:read'),
      tags: ['Outputs'],
      summary: 'One version of an output, with its content and the sources it recorded',
      request: { params: versionParam },
      responses: {
        200: jsonResponse(z.object({ data: outputVersionSchema }), 'The version'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const { id, version } = c.req.valid('param');
      const data = await getOutputVersion(c.get('ctx').db, {
        caller: scopeOf(caller),
        outputId: id,
        version,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/outputs/{id}/rewrite',
      operationId: 'rewriteOutput',
      ...permit('content:write'),
      tags: ['Outputs'],
      summary:
        'Write the output again from the same inputs (same agent, tool and choices) with the configured model or the offline engine, as its next version; streams the run as POST /agent-sessions/{id}/runs does',
      request: { params: idParam, ...jsonBody(rewriteOutputSchema) },
      responses: {
        200: {
          content: { 'text/event-stream': { schema: z.string() } },
          description:
            'AI SDK UI message stream (SSE) of the run; its data-output is this output, now at its next version',
        },
        409: jsonResponse(errorSchema, 'Not rewritable, no model configured, or a run in progress'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const app = c.get('ctx');
      const prepared = await startRewrite(app, {
        caller: scopeOf(caller),
        outputId: c.req.valid('param').id,
        engine: c.req.valid('json').engine,
      });
      return streamRun(app, prepared);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/outputs/{id}/export.md',
      operationId: 'exportOutputMarkdown',
      ...permit('workspace:read'),
      tags: ['Outputs'],
      summary: 'The output as a Markdown file',
      request: { params: idParam },
      responses: {
        200: {
          content: { 'text/markdown': { schema: z.string() } },
          description: 'Markdown attachment',
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const output = await getOutput(c.get('ctx').db, scopeOf(caller), c.req.valid('param').id);
      c.header('content-type', 'text/markdown; charset=utf-8');
      c.header('content-disposition', `attachment; filename="${exportFilename(output)}"`);
      return c.body(renderOutputMarkdown(output), 200);
    },
  );
