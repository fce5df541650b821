import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CONTEXT_EXTRACTION_MESSAGES as M } from '@/shared/context-extraction';
import { extractedContextSchema, extractRequestSchema } from '@/shared/context-extraction-schemas';
import type { AppEnv } from '../../context';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { extractBusinessContext, type Extraction } from './extract-context';
import { loggedModelError } from '../../agents/engine/model-error';
import { withTenant } from '../../db/tenant';
import { modelEnvOf, resolveRunLlm } from '../ai-usage/model-settings';
import { recordAiUsage } from '../ai-usage/record-usage';
import {
  approveHistoryRecord,
  createHistoryRecord,
  listPendingApprovals,
  rejectHistoryRecord,
  updateHistoryRecord,
} from './history';
import { permit } from '../../lib/permissions';

const recordSchema = z
  .object({
    id: z.string(),
    session_id: z.string().nullable(),
    agent_type: z.string(),
    confidence_score: z.number(),
    extracted_context: extractedContextSchema,
    status: z.enum(['pending', 'approved', 'rejected']),
    created_at: z.string(),
    reviewed_at: z.string().nullable(),
  })
  .openapi('ContextHistoryRecord');

const idParam = z.object({ id: z.uuid({ error: M.notFound }) });
const recordResponse = jsonResponse(
  z.object({ success: z.boolean(), data: recordSchema }),
  'The record',
);

const scopeOf = (c: Context<AppEnv>) => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId };
};

export const contextExtractionRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/business-context/extract-from-conversation',
      operationId: 'extractBusinessContext',
      ...permit('content:write'),
      tags: ['Business context'],
      summary: 'Extract business context from a conversation into a pending record',
      description:
        'Found facts are stored as a pending history record for approval: `{ success: true, history_id }`. When nothing is found: `{ success: false, message }`.',
      request: jsonBody(extractRequestSchema),
      responses: {
        200: jsonResponse(
          z.object({
            success: z.boolean(),
            history_id: z.string().nullable(),
            confidence_score: z.number().optional(),
            message: z.string().optional(),
            data: recordSchema.nullable(),
          }),
          'Extraction result',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const scope = scopeOf(c);
      const body = c.req.valid('json');
      const ctx = c.get('ctx');
      let extraction: Extraction | undefined;
      // The organization's model (its own connection, or the server's default, decision 071).
      const llm = await withTenant(ctx.db, scope, (tx) =>
        resolveRunLlm(tx, modelEnvOf(ctx), scope.orgId, null),
      );
      if (llm) {
        const { extractWithConfiguredModel } = await import('./extract-with-model');
        const answered = await extractWithConfiguredModel(llm, body.conversation_text).catch(
          (error: unknown) => {
            ctx.logger.warn(
              { err: loggedModelError(error) },
              'context extraction on the model failed; using the offline rules',
            );
            return undefined;
          },
        );
        if (answered) {
          // The call cost its tokens whatever it found (decision 048).
          const { usage, ...found } = answered;
          extraction = found;
          await withTenant(ctx.db, scope, (tx) =>
            recordAiUsage(tx, {
              orgId: scope.orgId,
              clientId: null,
              sessionId: null,
              runId: null,
              kind: 'extraction',
              llm,
              calls: [usage],
            }),
          );
        }
      }
      extraction ??= extractBusinessContext(body.conversation_text);
      if (extraction.facts === 0) {
        return c.json(
          { success: false, history_id: null, message: M.nothingFound, data: null },
          200,
        );
      }
      const record = await createHistoryRecord(c.get('ctx').db, scope, {
        sessionId: body.session_id ?? null,
        agentType: body.agent_type,
        confidence: extraction.confidence,
        context: extraction.context,
      });
      return c.json(
        {
          success: true,
          history_id: record.id,
          confidence_score: record.confidence_score,
          data: record,
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/business-context/pending-approvals',
      operationId: 'listPendingContextApprovals',
      ...permit('workspace:read'),
      tags: ['Business context'],
      summary: 'Extracted context waiting for approval, newest first',
      responses: {
        200: jsonResponse(z.object({ data: z.array(recordSchema) }), 'Pending records'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await listPendingApprovals(c.get('ctx').db, scopeOf(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/business-context/history/{id}',
      operationId: 'updateExtractedContext',
      ...permit('content:write'),
      tags: ['Business context'],
      summary: 'Replace the extracted context of a pending record (edited before saving)',
      request: {
        params: idParam,
        ...jsonBody(z.object({ extracted_context: extractedContextSchema })),
      },
      responses: {
        200: recordResponse,
        409: jsonResponse(z.object({}).passthrough(), 'Already reviewed'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const record = await updateHistoryRecord(
        c.get('ctx').db,
        scopeOf(c),
        id,
        c.req.valid('json').extracted_context,
      );
      return c.json({ success: true, data: record }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/business-context/history/{id}/approve',
      operationId: 'approveExtractedContext',
      ...permit('content:write'),
      tags: ['Business context'],
      summary: "Approve a pending record and merge it into the organization's business context",
      request: { params: idParam },
      responses: {
        200: recordResponse,
        409: jsonResponse(z.object({}).passthrough(), 'Already reviewed'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        { success: true, data: await approveHistoryRecord(c.get('ctx').db, scopeOf(c), id) },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/business-context/history/{id}',
      operationId: 'rejectExtractedContext',
      ...permit('content:write'),
      tags: ['Business context'],
      summary: 'Reject a pending record',
      request: { params: idParam },
      responses: {
        200: recordResponse,
        409: jsonResponse(z.object({}).passthrough(), 'Already reviewed'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        { success: true, data: await rejectHistoryRecord(c.get('ctx').db, scopeOf(c), id) },
        200,
      );
    },
  );
