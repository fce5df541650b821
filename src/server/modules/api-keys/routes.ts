import { createRoute, z } from '@hono/zod-openapi';
import { apiKeysAnswerSchema, createApiKeySchema, createdApiKeySchema } from '@/shared/settings';
import {
  createRouter,
  errorResponses,
  errorSchema,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import { permit } from '../../lib/permissions';

// Keys are managed from a signed-in session only (`keys:manage` refuses keys): a leaked key
// cannot mint more keys.

export const apiKeyRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api-keys',
      operationId: 'listApiKeys',
      ...permit('keys:manage'),
      tags: ['API keys'],
      summary: 'Active API keys and whether API access is unlocked',
      description:
        "Owners and admins see all of the organization's keys; every other member sees their own.",
      responses: {
        200: jsonResponse(z.object({ data: apiKeysAnswerSchema }), 'Keys'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await listApiKeys(c.get('ctx'), requireOrgCaller(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api-keys',
      operationId: 'createApiKey',
      ...permit('keys:manage'),
      tags: ['API keys'],
      summary:
        'Create an API key (after more than 50 AI interactions) with scopes (read, write; default read) and an optional expiry; the key is shown only in this answer',
      request: jsonBody(createApiKeySchema),
      responses: {
        201: jsonResponse(z.object({ data: createdApiKeySchema }), 'Created'),
        409: jsonResponse(errorSchema, 'Too many active keys'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const created = await createApiKey(c.get('ctx'), requireOrgCaller(c), c.req.valid('json'));
      c.header('cache-control', 'no-store');
      return c.json({ data: created }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/api-keys/{id}',
      operationId: 'revokeApiKey',
      ...permit('keys:manage'),
      tags: ['API keys'],
      summary: 'Revoke an API key: requests with it are refused from now on',
      description:
        "Your own key, or any of the organization's for owners and admins; another member's key is not found (404) for a member.",
      request: {
        params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) }),
      },
      responses: {
        200: jsonResponse(z.object({ data: z.object({ ok: z.boolean() }) }), 'Revoked'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await revokeApiKey(c.get('ctx'), requireOrgCaller(c), c.req.valid('param').id);
      return c.json({ data: { ok: true } }, 200);
    },
  );
