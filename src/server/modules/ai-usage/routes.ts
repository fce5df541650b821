/**
 * /api/v1: the AI model of the organization (with its own connection and its test, decision
 * 071) and of each client, and the AI usage (tokens and cost) by client and for the
 * organization (decision 048).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  aiUsageQuerySchema,
  clientAiUsageSchema,
  MODEL_TEST_MESSAGES,
  modelSettingSchema,
  modelTestResultSchema,
  orgAiUsageSchema,
  orgModelSettingSchema,
  testModelConnectionSchema,
  updateModelSettingSchema,
  updateOrgModelSettingSchema,
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
import type { RateRule } from '../../lib/rate-limit';
import type { ClientCaller } from '../clients/queries';
import {
  getClientModelSetting,
  getOrgModelSetting,
  modelEnvOf,
  saveClientModelSetting,
  saveOrgModelSetting,
} from './model-settings';
import { testModelConnection } from './test-model-connection';
import { getClientAiUsage, getOrgAiUsage } from './usage';

const TAGS = ['AI models and usage'];
const idParam = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, description: "The client's id" }),
});
const setting = z.object({ data: modelSettingSchema });
const orgSetting = z.object({ data: orgModelSettingSchema });

/** Each test calls the provider: ten a minute per organization, whoever of its admins asks. */
const TESTS_RULE: RateRule = { window: 60, max: 10, what: MODEL_TEST_MESSAGES.tooMany };

const callerOf = (c: Context<AppEnv>): ClientCaller => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId, roles: caller.roles };
};

const RESOLUTION =
  'A run uses the client’s choice, else the organization’s, else the server’s LLM_PROVIDER/LLM_MODEL. The organization’s own connection (an API key or the base URL of an OpenAI-compatible server, saved here) goes with the organization’s provider and lets its runs call a model even when the server has none; without either, runs use the offline engine.';
const CONNECTION =
  'The API key is write-only: stored encrypted, never returned (only `connection.api_key_last4`); `api_key` absent keeps the saved key, null removes it, a string replaces it; changing the provider or the base URL forgets a saved key unless a new one is given; `choice` null forgets the connection. `base_url` is for openai-compatible only: http(s), public https addresses, local and private ones only when the operator sets ALLOW_PRIVATE_MODEL_URLS=true (400 otherwise). With ALLOW_ORG_MODEL_KEYS=false a key or base URL is refused with 403 (`keys_allowed` false).';
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
      summary: 'The organization’s AI model choice, its connection and what its runs use',
      description: `${RESOLUTION} The API key itself is never returned: only its last four characters.`,
      responses: { 200: jsonResponse(orgSetting, 'The setting'), ...errorResponses },
    }),
    async (c) => {
      const ctx = c.get('ctx');
      const data = await getOrgModelSetting(ctx.db, requireOrgCaller(c), modelEnvOf(ctx));
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
      summary:
        'Choose the organization’s provider, model, base URL and API key, or inherit the server’s (null)',
      description: `${PROVIDERS} ${CONNECTION} ${RESOLUTION}`,
      request: jsonBody(updateOrgModelSettingSchema),
      responses: { 200: jsonResponse(orgSetting, 'Saved'), ...errorResponses },
    }),
    async (c) => {
      const ctx = c.get('ctx');
      const data = await saveOrgModelSetting(
        ctx.db,
        requireOrgCaller(c),
        modelEnvOf(ctx),
        c.req.valid('json'),
      );
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/settings/ai-model/test',
      operationId: 'testOrganizationAiModel',
      ...permit('org:manage'),
      tags: TAGS,
      summary: 'Test connection: one small request to the provider, with structured output',
      description:
        'Tries the given provider, model and base URL with the given API key, or without one the saved key (only when it was saved for the same provider and base URL). Nothing is saved. 200 with `ok` and, on failure, `problem` (key, unreachable, timeout, model, structured_output, rate_limited, provider) and a sentence saying what to check; the provider’s own text is never returned. Ten tests a minute per organization (429 beyond); 403 with ALLOW_ORG_MODEL_KEYS=false.',
      request: jsonBody(testModelConnectionSchema),
      responses: {
        200: jsonResponse(z.object({ data: modelTestResultSchema }), 'The outcome'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const ctx = c.get('ctx');
      const caller = requireOrgCaller(c);
      const env = modelEnvOf(ctx);
      await ctx.rateLimiter.consume('model-tests', caller.orgId, TESTS_RULE);
      const data = await testModelConnection(ctx.db, caller, env, ctx.logger, c.req.valid('json'));
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
        modelEnvOf(ctx),
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
        modelEnvOf(ctx),
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
