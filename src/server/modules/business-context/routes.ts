import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGES } from '@/shared/messages';
import { businessContextSchema } from '@/shared/schemas';
import { AppError } from '../../lib/errors';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { getBusinessContext, saveBusinessContext, skipOnboarding } from './save-business-context';
import { permit } from '../../lib/permissions';

const contextSchema = z
  .object({
    companyName: z.string().nullable(),
    industry: z.string().nullable(),
    companySize: z.string().nullable(),
    description: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi('BusinessContext');

const orgParam = z.object({ orgId: z.uuid({ error: MESSAGES.onboarding.orgNotFound }) });

/** The caller may only touch their own organization; anything else reads as not found. */
function ownOrg(c: Context<AppEnv>, orgId: string) {
  const caller = requireOrgCaller(c);
  if (caller.orgId !== orgId) throw new AppError('not_found', MESSAGES.onboarding.orgNotFound);
  return caller;
}

const present = (row: Awaited<ReturnType<typeof saveBusinessContext>>) => ({
  companyName: row.companyName,
  industry: row.industry,
  companySize: row.companySize,
  description: row.description,
  updatedAt: row.updatedAt.toISOString(),
});

export const businessContextRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/business-context/organization/{orgId}',
      operationId: 'saveBusinessContext',
      ...permit('content:write'),
      tags: ['Business context'],
      summary: 'Save the organization business context (onboarding)',
      request: { params: orgParam, ...jsonBody(businessContextSchema) },
      responses: {
        200: jsonResponse(z.object({ data: contextSchema }), 'Saved'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { orgId } = c.req.valid('param');
      const caller = ownOrg(c, orgId);
      const saved = await saveBusinessContext(c.get('ctx').db, {
        orgId,
        userId: caller.userId,
        input: c.req.valid('json'),
      });
      return c.json({ data: present(saved) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/business-context/organization/{orgId}',
      operationId: 'getBusinessContext',
      ...permit('workspace:read'),
      tags: ['Business context'],
      summary: 'Read the organization business context',
      request: { params: orgParam },
      responses: {
        200: jsonResponse(z.object({ data: contextSchema.nullable() }), 'The context, or null'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { orgId } = c.req.valid('param');
      const caller = ownOrg(c, orgId);
      const row = await getBusinessContext(c.get('ctx').db, { orgId, userId: caller.userId });
      return c.json({ data: row ? present(row) : null }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/onboarding/skip',
      operationId: 'skipOnboarding',
      ...permit('content:write'),
      tags: ['Business context'],
      summary: "'Skip for Now': finish onboarding without a business context",
      responses: {
        200: jsonResponse(z.object({ data: z.object({ ok: z.boolean() }) }), 'Skipped'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      await skipOnboarding(c.get('ctx').db, { orgId: caller.orgId, userId: caller.userId });
      return c.json({ data: { ok: true } }, 200);
    },
  );
