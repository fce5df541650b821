/**
 * /api/v1: the AI model of the organization and of each client, and the AI usage (tokens
 * and cost) by client and for the organization (decision 048).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  aiUsageQuerySchema,
  clientAiUsageSchema,
  modelSettingSchema,
  orgAiUsageSchema,
  updateModelSettingSchema,
} from '@/shared/ai-models';
import type { AppEnv } from '../../context';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import type { ClientCaller } from '../clients/queries';
import {
  getClientModelSetting,
  getOrgModelSetting,
  saveClientModelSetting,
  saveOrgModelSetting,
} from './model-settings';
import { getClientAiUsage, getOrgAiUsage } from './usage';

const TAGS = ['AI models and usage'];
const idParam = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, description: "The client's id" }),
});
const setting = z.object({ data: modelSettingSchema });

const callerOf = (c: Context<AppEnv>): ClientCaller => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId, roles: caller.roles };
};

const RESOLUTION =
  'A run uses the client’s choice, else the organization’s, else the server’s LLM_PROVIDER/LLM_MODEL; a server without LLM_PROVIDER runs the offline engine whatever is chosen. API keys stay server configuration.';
const PROVIDERS =
  'provider is openai, anthropic or openai-compatible (another answers 400); model is 1 to 100 characters; choice null inherits.';
const CLIENT_ONLY =
  'Agencies only: an SME organization is refused with 403. Another organization’s client, or one outside the caller’s client scope, answers 404.';
const PRICING =
  'Tokens are what the provider reported; cost_usd is tokens × the price table (MODEL_PRICES over the defaults, USD per million tokens), computed when read; null for a model without a price. Offline-engine runs count 0 tokens and cost nothing.';

export const aiUsageRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/settings/ai-model',
      operationId: 'getOrganizationAiModel',
      ...permit('workspace:read'),
      tags: TAGS,
      summary: 'The organization’s AI model choice and what its runs use',
      description: RESOLUTION,
      responses: { 200: jsonResponse(setting, 'The setting'), ...errorResponses },
    }),
    async (c) => {
      const ctx = c.get('ctx');
      const data = await getOrgModelSetting(ctx.db, requireOrgCaller(c), ctx.config.llm);
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/settings/ai-model',
      operationId: 'updateOrganizationAiModel',
      ...permit('org:manage'),
      tags: TAGS,
      summary: 'Choose the organization’s provider and model, or inherit the server’s (null)',
      description: `${PROVIDERS} ${RESOLUTION}`,
      request: jsonBody(updateModelSettingSchema),
      responses: { 200: jsonResponse(setting, 'Saved'), ...errorResponses },
    }),
    async (c) => {
      const ctx = c.get('ctx');
      const data = await saveOrgModelSetting(
        ctx.db,
        requireOrgCaller(c),
        ctx.config.llm,
        c.req.valid('json'),
      );
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/clients/{id}/ai-model',
      operationId: 'getClientAiModel',
      ...permit('workspace:read'),
      tags: TAGS,
      summary: 'A client’s AI model choice and what its runs use',
      description: `${CLIENT_ONLY} ${RESOLUTION}`,
      request: { params: idParam },
      responses: { 200: jsonResponse(setting, 'The setting'), ...errorResponses },
    }),
    async (c) => {
      const ctx = c.get('ctx');
      const data = await getClientModelSetting(
        ctx.db,
        callerOf(c),
        c.req.valid('param').id,
        ctx.config.llm,
      );
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/clients/{id}/ai-model',
      operationId: 'updateClientAiModel',
      ...permit('clients:manage'),
      tags: TAGS,
      summary: 'Choose a client’s provider and model, or inherit the organization’s (null)',
      description: `${CLIENT_ONLY} ${PROVIDERS} ${RESOLUTION}`,
      request: { params: idParam, ...jsonBody(updateModelSettingSchema) },
      responses: { 200: jsonResponse(setting, 'Saved'), ...errorResponses },
    }),
    async (c) => {
      const ctx = c.get('ctx');
      const data = await saveClientModelSetting(
        ctx.db,
        callerOf(c),
        c.req.valid('param').id,
        ctx.config.llm,
        c.req.valid('json'),
      );
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/clients/{id}/ai-usage',
      operationId: 'getClientAiUsage',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        'A client’s AI usage this month and last month (UTC): runs, tokens and cost by model',
      description: `${CLIENT_ONLY} ${PRICING}`,
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: clientAiUsageSchema }), 'Usage'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const ctx = c.get('ctx');
      const data = await getClientAiUsage(
        ctx.db,
        callerOf(c),
        c.req.valid('param').id,
        ctx.config.modelPrices,
      );
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/ai-usage',
      operationId: 'getOrganizationAiUsage',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        'The organization’s AI usage in a period (inclusive UTC dates, this month by default): runs, tokens and cost by model and by client',
      description: `A client-scoped member sees their clients’ usage only. ${PRICING}`,
      request: { query: aiUsageQuerySchema },
      responses: {
        200: jsonResponse(z.object({ data: orgAiUsageSchema }), 'Usage'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const ctx = c.get('ctx');
      const data = await getOrgAiUsage(
        ctx.db,
        callerOf(c),
        c.req.valid('query'),
        ctx.config.modelPrices,
      );
      return c.json({ data }, 200);
    },
  );
