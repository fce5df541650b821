import { createRoute, z } from '@hono/zod-openapi';
import { setupSchema } from '@/shared/schemas';
import { createRouter, errorResponses, jsonBody, jsonResponse, limit } from '../../lib/http';
import { completeSetup } from './complete-setup';
import { isSetupTokenValid } from './setup-token';
import { permit } from '../../lib/permissions';

export const setupRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/setup/check',
      operationId: 'checkSetupToken',
      ...permit('public'),
      tags: ['Setup'],
      summary: 'Whether a setup token is still valid',
      request: jsonBody(z.object({ token: z.string() })),
      responses: {
        200: jsonResponse(z.object({ data: z.object({ valid: z.boolean() }) }), 'Validity'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await limit(c, 'setup', { window: 60, max: 30 });
      const valid = await isSetupTokenValid(c.get('ctx').db, c.req.valid('json').token);
      return c.json({ data: { valid } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/setup',
      operationId: 'completeSetup',
      ...permit('public'),
      tags: ['Setup'],
      summary: 'Create the first owner (a platform admin) with the one-time setup token',
      request: jsonBody(setupSchema),
      responses: {
        201: jsonResponse(
          z.object({ data: z.object({ organizationId: z.string() }) }),
          'Created and signed in',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      await limit(c, 'setup', { window: 60, max: 30 });
      const result = await completeSetup(c.get('ctx'), c.req.valid('json'), c.req.raw.headers);
      for (const cookie of result.setCookie) c.header('set-cookie', cookie, { append: true });
      return c.json({ data: { organizationId: result.organization.id } }, 201);
    },
  );
