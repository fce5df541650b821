/** /api/v1/client-success: client health, churn risk and recommendations (agencies only). */
import { createRoute, z } from '@hono/zod-openapi';
import {
  clientHealthDetailSchema,
  clientHealthListSchema,
  clientRecommendationListSchema,
} from '@/shared/client-success';
import { createRouter, errorResponses, jsonResponse, requireOrgCaller } from '../../lib/http';
import { permit } from '../../lib/permissions';
import { getClientHealth, listClientHealth, listRecommendations } from './client-success';

const TAGS = ['Client Success'];
const LOCKED =
  'Agencies only (403 for an SME), and only once Client Success is unlocked (more than 5 campaigns; 403 with the unlock message before).';

const callerOf = (c: Parameters<typeof requireOrgCaller>[0]) => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId, roles: caller.roles };
};

export const clientSuccessRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/client-success/health',
      operationId: 'listClientHealth',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        'Every client’s health score (metrics trend, campaigns, activity, approvals), band and churn risk with its reasons, within the caller’s client scope',
      description: LOCKED,
      responses: {
        200: jsonResponse(clientHealthListSchema, 'Each client’s health, by name'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await listClientHealth(c.get('ctx').db, { caller: callerOf(c) });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/client-success/clients/{id}',
      operationId: 'getClientHealth',
      ...permit('workspace:read'),
      tags: TAGS,
      summary: 'One client’s health with its components, churn risk and recommendations',
      description: `${LOCKED} Another organization’s client, or one outside the caller’s client scope, is a 404.`,
      request: {
        params: z.object({
          id: z
            .string()
            .max(100)
            .openapi({ param: { name: 'id', in: 'path' } }),
        }),
      },
      responses: {
        200: jsonResponse(z.object({ data: clientHealthDetailSchema }), 'The client’s health'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await getClientHealth(c.get('ctx').db, {
        caller: callerOf(c),
        clientId: c.req.valid('param').id,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/client-success/recommendations',
      operationId: 'listClientRecommendations',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        'What to do for each client (retention plays and growth ideas from its health), highest priority first',
      description: LOCKED,
      responses: {
        200: jsonResponse(clientRecommendationListSchema, 'Recommendations'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await listRecommendations(c.get('ctx').db, { caller: callerOf(c) });
      return c.json({ data }, 200);
    },
  );
