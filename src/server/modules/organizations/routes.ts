import { createRoute, z } from '@hono/zod-openapi';
import { generateSlugSchema } from '@/shared/schemas';
import { createRouter, errorResponses, jsonBody, jsonResponse, limit } from '../../lib/http';
import { generateUniqueSlug } from './generate-slug';
import { permit } from '../../lib/permissions';

export const organizationRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/organizations/generate-slug',
    operationId: 'generateOrganizationSlug',
    ...permit('public'),
    tags: ['Organizations'],
    summary: 'A unique, URL-safe slug for an organization name',
    request: jsonBody(generateSlugSchema),
    responses: {
      200: jsonResponse(z.object({ data: z.object({ slug: z.string() }) }), 'The slug'),
      ...errorResponses,
    },
  }),
  async (c) => {
    await limit(c, 'generate-slug', { window: 60, max: 120 });
    const slug = await generateUniqueSlug(c.get('ctx').db, c.req.valid('json').name);
    return c.json({ data: { slug } }, 200);
  },
);
