/** /api/v1/competitive-intelligence: competitor records, their alerts and the benchmarks. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  alertListSchema,
  benchmarkComparisonSchema,
  COMPETITOR_MESSAGES,
  competitorListSchema,
  competitorSchema,
  createCompetitorSchema,
  listAlertsQuerySchema,
  updateCompetitorSchema,
} from '@/shared/competitive-intelligence';
import {
  createRouter,
  errorResponses,
  errorSchema,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import { createCompetitor } from './create-competitor';
import { deleteCompetitor } from './delete-competitor';
import { getBenchmarks } from './get-benchmarks';
import { getCompetitor } from './get-competitor';
import { listAlerts } from './list-alerts';
import { listCompetitors } from './list-competitors';
import { markAlertRead, markAllAlertsRead } from './mark-alerts-read';
import { updateCompetitor } from './update-competitor';

const BASE = '/competitive-intelligence';
const TAGS = ['Competitive intelligence'];

const competitorParam = z.object({
  id: z
    .uuid({ error: COMPETITOR_MESSAGES.notFound })
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const alertParam = z.object({
  id: z
    .uuid({ error: COMPETITOR_MESSAGES.alertNotFound })
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const one = z.object({ data: competitorSchema });
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });

const callerOf = (c: Parameters<typeof requireOrgCaller>[0]) => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId };
};

export const competitiveRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/competitors`,
      operationId: 'listCompetitors',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        "The organization's competitor records, with the business context's names not recorded yet",
      responses: {
        200: jsonResponse(competitorListSchema, 'Competitors'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const result = await listCompetitors(c.get('ctx').db, { caller: callerOf(c) });
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/competitors`,
      operationId: 'createCompetitor',
      ...permit('content:write'),
      tags: TAGS,
      summary: 'Record a competitor (one record per name, whatever its case)',
      request: jsonBody(createCompetitorSchema),
      responses: {
        201: jsonResponse(one, 'The new record'),
        409: jsonResponse(errorSchema, 'A competitor with this name is already recorded'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const competitor = await createCompetitor(c.get('ctx').db, {
        caller: callerOf(c),
        input: c.req.valid('json'),
      });
      return c.json({ data: competitor }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/competitors/{id}`,
      operationId: 'getCompetitor',
      ...permit('workspace:read'),
      tags: TAGS,
      summary: 'One competitor record',
      request: { params: competitorParam },
      responses: { 200: jsonResponse(one, 'The record'), ...errorResponses },
    }),
    async (c) => {
      const competitor = await getCompetitor(c.get('ctx').db, {
        caller: callerOf(c),
        id: c.req.valid('param').id,
      });
      return c.json({ data: competitor }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: `${BASE}/competitors/{id}`,
      operationId: 'updateCompetitor',
      ...permit('content:write'),
      tags: TAGS,
      summary: 'Change a competitor record (an alert names the fields that changed)',
      request: { params: competitorParam, ...jsonBody(updateCompetitorSchema) },
      responses: {
        200: jsonResponse(one, 'The updated record'),
        409: jsonResponse(errorSchema, 'A competitor with this name is already recorded'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const competitor = await updateCompetitor(c.get('ctx').db, {
        caller: callerOf(c),
        id: c.req.valid('param').id,
        input: c.req.valid('json'),
      });
      return c.json({ data: competitor }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/competitors/{id}`,
      operationId: 'deleteCompetitor',
      ...permit('content:write'),
      tags: TAGS,
      summary: 'Delete a competitor record and its alerts',
      request: { params: competitorParam },
      responses: { 200: jsonResponse(ok, 'Deleted'), ...errorResponses },
    }),
    async (c) => {
      await deleteCompetitor(c.get('ctx').db, {
        caller: callerOf(c),
        id: c.req.valid('param').id,
      });
      return c.json({ data: { ok: true as const } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/alerts`,
      operationId: 'listCompetitorAlerts',
      ...permit('workspace:read'),
      tags: TAGS,
      summary: 'Alerts about competitors, unread first, with the unread count',
      request: { query: listAlertsQuerySchema },
      responses: {
        200: jsonResponse(alertListSchema, 'Alerts'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const result = await listAlerts(c.get('ctx').db, {
        caller: callerOf(c),
        query: c.req.valid('query'),
      });
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/alerts/read-all`,
      operationId: 'markAllCompetitorAlertsRead',
      ...permit('content:write'),
      tags: TAGS,
      summary: 'Mark every unread alert read',
      responses: {
        200: jsonResponse(z.object({ data: z.object({ marked: z.number().int() }) }), 'Marked'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const marked = await markAllAlertsRead(c.get('ctx').db, { caller: callerOf(c) });
      return c.json({ data: { marked } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/alerts/{id}/read`,
      operationId: 'markCompetitorAlertRead',
      ...permit('content:write'),
      tags: TAGS,
      summary: 'Mark one alert read',
      request: { params: alertParam },
      responses: { 200: jsonResponse(ok, 'Marked'), ...errorResponses },
    }),
    async (c) => {
      await markAlertRead(c.get('ctx').db, { caller: callerOf(c), id: c.req.valid('param').id });
      return c.json({ data: { ok: true as const } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/benchmarks`,
      operationId: 'getCompetitiveBenchmarks',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        "The organization's CTR, conversion rate, CPA and ROAS from its metrics against its industry's typical ranges",
      responses: {
        200: jsonResponse(z.object({ data: benchmarkComparisonSchema }), 'The comparison'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await getBenchmarks(c.get('ctx').db, { caller: callerOf(c) });
      return c.json({ data }, 200);
    },
  );
