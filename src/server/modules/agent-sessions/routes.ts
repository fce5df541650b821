import { createRoute, z } from '@hono/zod-openapi';
import {
  createSessionSchema,
  listSessionsQuerySchema,
  sendMessageSchema,
  startRunSchema,
  updateSessionSchema,
} from '@/shared/agent-runs';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { listMetaSchema } from '@/shared/pagination';
import { streamJob } from '../../agents/engine/stream';
import { listAgentTools } from '../../agents/registry';
import { outputSchema } from '../outputs/routes';
import { createSession } from './create-session';
import { cancelRun } from './execute-run';
import { streamRun } from './stream-run';
import { getSession } from './get-session';
import { listSessions } from './list-sessions';
import { findRun } from './queries';
import { answerMessage, messageText, prepareMessage } from './send-message';
import { saveInterviewInsights } from './persona-interview';
import { retryRun, startRun } from './start-run';
import { deleteSession, updateSession } from './update-session';
import { withTenant } from '../../db/tenant';
import { getClientModelSetting, getOrgModelSetting, modelEnvOf } from '../ai-usage/model-settings';
import { permit } from '../../lib/permissions';

const runStatus = z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']);
const sessionSchema = z
  .object({
    id: z.string(),
    agent_type: z.string(),
    title: z.string(),
    mode: z.string().nullable(),
    status: z.string(),
    campaign_id: z.string().nullable(),
    client_id: z.string().nullable(),
    campaign_name: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    output_count: z.number().int(),
    last_run_status: runStatus.nullable(),
  })
  .openapi('AgentSession');
const runSchema = z
  .object({
    id: z.string(),
    session_id: z.string(),
    status: runStatus,
    tool: z.string(),
    input: z.object({
      message: z.string().optional(),
      document_ids: z.array(z.string()).optional(),
      output_ids: z.array(z.string()).optional(),
    }),
    error: z.string().nullable(),
    engine: z.enum(['offline', 'model']),
    model: z.string().nullable(),
    output_id: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    heartbeat_at: z.string().nullable(),
  })
  .openapi('AgentRun');
const messageSchema = z
  .object({
    id: z.string(),
    session_id: z.string(),
    role: z.enum(['user', 'assistant', 'system']),
    content: z.string(),
    parts: z.array(z.unknown()),
    created_at: z.string(),
  })
  .openapi('AgentMessage');

const idParam = z.object({ id: z.uuid({ error: 'Session not found' }) });
const runParam = z.object({
  id: z.uuid({ error: 'Session not found' }),
  runId: z.uuid({ error: 'Run not found' }),
});
const sse = {
  content: { 'text/event-stream': { schema: z.string() } },
  description: 'AI SDK UI message stream (SSE)',
};
const scopeOf = (caller: { orgId: string; userId: string }) => ({
  orgId: caller.orgId,
  userId: caller.userId,
});

export const agentSessionRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/agents',
      operationId: 'listAgents',
      ...permit('workspace:read'),
      tags: ['Agents'],
      summary:
        "Each registered agent's tools (the strategy agent's frameworks) and the engine runs use",
      description:
        'The engine is the model a run of the organization (or, with `client_id`, of that client) uses: the client’s choice, else the organization’s, else the server’s; offline without a model connected in Settings → AI model or LLM_PROVIDER.',
      request: {
        query: z.object({ client_id: z.string().uuid().optional() }),
      },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.array(
              z.object({
                agent_type: z.string(),
                tools: z.array(
                  z.object({ id: z.string(), label: z.string(), description: z.string() }),
                ),
              }),
            ),
            engine: z.object({
              engine: z.enum(['offline', 'model']),
              model: z.string().nullable(),
            }),
          }),
          'Agents and tools',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const { db } = c.get('ctx');
      const clientId = c.req.valid('query').client_id;
      const scope = { orgId: caller.orgId, userId: caller.userId, roles: caller.roles };
      // Another organization's client, or one the caller may not see, is a 404.
      const env = modelEnvOf(c.get('ctx'));
      const setting = clientId
        ? await getClientModelSetting(db, scope, clientId, env)
        : await getOrgModelSetting(db, scope, env);
      return c.json(
        {
          data: listAgentTools(),
          engine: {
            engine: setting.effective ? ('model' as const) : ('offline' as const),
            model: setting.effective?.model ?? null,
          },
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/agent-sessions',
      operationId: 'createAgentSession',
      ...permit('content:write'),
      tags: ['Agents'],
      summary: 'Start a session with an agent, optionally about a campaign or client',
      request: jsonBody(createSessionSchema),
      responses: {
        201: jsonResponse(z.object({ data: sessionSchema }), 'Created'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const session = await createSession(c.get('ctx').db, scopeOf(caller), c.req.valid('json'));
      return c.json({ data: session }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/agent-sessions',
      operationId: 'listAgentSessions',
      ...permit('workspace:read'),
      tags: ['Agents'],
      summary: 'Sessions, latest activity first; past one page, follow meta.next_cursor',
      request: { query: listSessionsQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.array(sessionSchema),
            total: z
              .number()
              .int()
              .nullable()
              .describe('Deprecated: the same as meta.total, kept for existing clients'),
            meta: listMetaSchema,
          }),
          'A page of sessions and the cursor of the next',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      return c.json(
        await listSessions(c.get('ctx').db, scopeOf(caller), c.req.valid('query')),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/agent-sessions/{id}',
      operationId: 'getAgentSession',
      ...permit('workspace:read'),
      tags: ['Agents'],
      summary: 'A session with its messages, runs (newest first), outputs and shared context',
      request: { params: idParam },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.object({
              session: sessionSchema,
              messages: z.array(messageSchema),
              runs: z.array(runSchema),
              outputs: z.array(outputSchema),
              context_outputs: z.array(outputSchema),
            }),
          }),
          'The session',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      return c.json(
        { data: await getSession(c.get('ctx').db, scopeOf(caller), c.req.valid('param').id) },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/agent-sessions/{id}',
      operationId: 'updateAgentSession',
      ...permit('content:write'),
      tags: ['Agents'],
      summary: 'Rename a session or move it to another campaign',
      request: { params: idParam, ...jsonBody(updateSessionSchema) },
      responses: {
        200: jsonResponse(z.object({ data: sessionSchema }), 'Updated'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const session = await updateSession(
        c.get('ctx').db,
        scopeOf(caller),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ data: session }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/agent-sessions/{id}',
      operationId: 'deleteAgentSession',
      ...permit('content:write'),
      tags: ['Agents'],
      summary: 'Delete a session (its outputs stay in the library)',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: z.object({ ok: z.boolean() }) }), 'Deleted'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      await deleteSession(c.get('ctx').db, scopeOf(caller), c.req.valid('param').id);
      return c.json({ data: { ok: true } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/agent-sessions/{id}/runs',
      operationId: 'startAgentRun',
      ...permit('content:write'),
      tags: ['Agents'],
      summary: 'Run a tool (framework) and stream its progress; the output is saved at the end',
      request: { params: idParam, ...jsonBody(startRunSchema) },
      responses: {
        200: sse,
        ...errorResponses,
        409: jsonResponse(
          z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
          'A run is in progress',
        ),
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const app = c.get('ctx');
      const prepared = await startRun(
        app,
        scopeOf(caller),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return streamRun(app, prepared);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/agent-sessions/{id}/runs/{runId}',
      operationId: 'getAgentRun',
      ...permit('workspace:read'),
      tags: ['Agents'],
      summary: "A run's status",
      request: { params: runParam },
      responses: { 200: jsonResponse(z.object({ data: runSchema }), 'The run'), ...errorResponses },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const { id, runId } = c.req.valid('param');
      const run = await withTenant(c.get('ctx').db, scopeOf(caller), (tx) =>
        findRun(tx, id, runId),
      );
      return c.json({ data: run }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/agent-sessions/{id}/runs/{runId}/cancel',
      operationId: 'cancelAgentRun',
      ...permit('content:write'),
      tags: ['Agents'],
      summary: 'Cancel a run in progress',
      request: { params: runParam },
      responses: {
        200: jsonResponse(z.object({ data: runSchema }), 'Cancelled'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const { id, runId } = c.req.valid('param');
      return c.json({ data: await cancelRun(c.get('ctx'), scopeOf(caller), id, runId) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/agent-sessions/{id}/runs/{runId}/retry',
      operationId: 'retryAgentRun',
      ...permit('content:write'),
      tags: ['Agents'],
      summary: 'Run a failed or cancelled run again (a new run with the same input), streamed',
      request: { params: runParam },
      responses: { 200: sse, ...errorResponses },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const app = c.get('ctx');
      const { id, runId } = c.req.valid('param');
      return streamRun(app, await retryRun(app, scopeOf(caller), id, runId));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/agent-sessions/{id}/messages',
      operationId: 'sendAgentMessage',
      ...permit('content:write'),
      tags: ['Agents'],
      summary: 'Send a message; the agent answers as a stream',
      request: { params: idParam, ...jsonBody(sendMessageSchema) },
      responses: { 200: sse, ...errorResponses },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const app = c.get('ctx');
      const prepared = await prepareMessage(
        app,
        scopeOf(caller),
        c.req.valid('param').id,
        messageText(c.req.valid('json')),
      );
      return streamJob((writer) => answerMessage(app, prepared, writer));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/agent-sessions/{id}/interview-insights',
      operationId: 'saveInterviewInsights',
      ...permit('content:write'),
      tags: ['Agents'],
      summary: "Save a persona interview's transcript as insights (an output of the session)",
      request: { params: idParam },
      responses: {
        201: jsonResponse(z.object({ data: outputSchema }), 'The saved insights'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const output = await saveInterviewInsights(
        c.get('ctx'),
        scopeOf(caller),
        c.req.valid('param').id,
      );
      return c.json({ data: output }, 201);
    },
  );
