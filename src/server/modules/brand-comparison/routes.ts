import { createRoute, z } from '@hono/zod-openapi';
import {
  brandComparisonQuerySchema,
  brandComparisonSchema,
  saveBrandComparisonSchema,
} from '@/shared/brand-comparison';
import {
  createRouter,
  errorResponses,
  errorSchema,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import { outputSchema } from '../outputs/routes';
import { getBrandComparison } from './get-brand-comparison';
import { saveBrandComparison } from './save-brand-comparison';

const scopeOf = (caller: { orgId: string; userId: string }) => ({
  orgId: caller.orgId,
  userId: caller.userId,
});

export const brandComparisonRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/brand-comparison',
      operationId: 'getBrandComparison',
      ...permit('workspace:read'),
      tags: ['Brand comparison'],
      summary:
        "The organization's (or a client's) brand voice and positioning beside its recorded competitors', with the differences",
      request: { query: brandComparisonQuerySchema },
      responses: {
        200: jsonResponse(z.object({ data: brandComparisonSchema }), 'The comparison'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const data = await getBrandComparison(c.get('ctx').db, {
        caller: scopeOf(caller),
        clientId: c.req.valid('query').client_id ?? null,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand-comparison/outputs',
      operationId: 'saveBrandComparison',
      ...permit('content:write'),
      tags: ['Brand comparison'],
      summary: 'Save the comparison as it stands now as an output, with the records it used',
      request: jsonBody(saveBrandComparisonSchema),
      responses: {
        201: jsonResponse(z.object({ data: outputSchema }), 'The saved output'),
        409: jsonResponse(errorSchema, 'No competitors to compare with'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const data = await saveBrandComparison(c.get('ctx').db, {
        caller: scopeOf(caller),
        clientId: c.req.valid('json').client_id ?? null,
      });
      return c.json({ data }, 201);
    },
  );
