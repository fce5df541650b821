/** /api/v1/clients: an agency's clients and the client procedures. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  clientDashboardSchema,
  clientPerformanceQuerySchema,
  clientPerformanceSchema,
  clientReadQuerySchema,
  clientSchema,
  createClientSchema,
  crossClientAnalyticsSchema,
  listClientsQuerySchema,
  performancePeriodQuerySchema,
  updateClientSchema,
} from '@/shared/clients';
import { listMetaSchema } from '@/shared/pagination';
import type { AppEnv } from '../../context';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import {
  archiveClient,
  createClient,
  getClient,
  listClients,
  restoreClient,
  updateClient,
} from './clients';
import './procedures';
import type { ClientCaller } from './queries';
import { getClientDashboard, getClientPerformance, getCrossClientAnalytics } from './reports';

const TAGS = ['Clients'];
const idParam = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const one = z.object({ data: clientSchema });

const callerOf = (c: Context<AppEnv>): ClientCaller => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId, roles: caller.roles };
};

const AGENCY_ONLY =
  'Agencies only: an SME organization is refused with 403. Another organization’s client, one outside the caller’s client scope, or an archived one unless include_archived=true answers 404.';

export const clientRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/clients',
      operationId: 'listClients',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        'The agency’s clients, newest first, with their campaigns (id and status); archived ones only on request; 50 per page by default, 100 at most',
      description: AGENCY_ONLY,
      request: { query: listClientsQuerySchema },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.array(clientSchema),
            meta: listMetaSchema,
          }),
          'One page of clients, the cursor of the next, and how many match (first page)',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const page = await listClients(c.get('ctx').db, callerOf(c), c.req.valid('query'));
      return c.json(page, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/clients',
      operationId: 'createClient',
      ...permit('clients:manage'),
      tags: TAGS,
      summary: 'Add a client (agency owners and admins with no client scope)',
      description: AGENCY_ONLY,
      request: jsonBody(createClientSchema),
      responses: { 201: jsonResponse(one, 'Created'), ...errorResponses },
    }),
    async (c) => {
      const client = await createClient(c.get('ctx').db, callerOf(c), c.req.valid('json'));
      return c.json({ data: client }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/clients/analytics',
      operationId: 'getCrossClientAnalytics',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        'Cross-client analytics: each active client’s metrics over the period (by default the last 30 days) and the agency’s totals',
      description: `${AGENCY_ONLY} Ratios: CTR and conversion rate in percent, CPA in cents, ROAS as a multiple, ROI in percent; null when undefined.`,
      request: { query: performancePeriodQuerySchema },
      responses: {
        200: jsonResponse(z.object({ data: crossClientAnalyticsSchema }), 'The analytics'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const analytics = await getCrossClientAnalytics(
        c.get('ctx').db,
        callerOf(c),
        c.req.valid('query'),
      );
      return c.json({ data: analytics }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/clients/{id}',
      operationId: 'getClient',
      ...permit('workspace:read'),
      tags: TAGS,
      summary: 'One client with its campaigns (id and status)',
      description: AGENCY_ONLY,
      request: { params: idParam, query: clientReadQuerySchema },
      responses: { 200: jsonResponse(one, 'The client'), ...errorResponses },
    }),
    async (c) => {
      const client = await getClient(c.get('ctx').db, callerOf(c), c.req.valid('param').id, {
        includeArchived: c.req.valid('query').include_archived === 'true',
      });
      return c.json({ data: client }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/clients/{id}',
      operationId: 'updateClient',
      ...permit('clients:manage'),
      tags: TAGS,
      summary:
        'Update a client: an absent field is unchanged, null clears it; brand_kit, when given, replaces the kit',
      description: AGENCY_ONLY,
      request: { params: idParam, ...jsonBody(updateClientSchema) },
      responses: { 200: jsonResponse(one, 'The updated client'), ...errorResponses },
    }),
    async (c) => {
      const client = await updateClient(
        c.get('ctx').db,
        callerOf(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ data: client }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/clients/{id}/archive',
      operationId: 'archiveClient',
      ...permit('clients:manage'),
      tags: TAGS,
      summary:
        'Archive a client: it leaves the lists and the agency’s totals; its campaigns and work stay',
      description: AGENCY_ONLY,
      request: { params: idParam },
      responses: { 200: jsonResponse(one, 'The archived client'), ...errorResponses },
    }),
    async (c) => {
      const client = await archiveClient(c.get('ctx').db, callerOf(c), c.req.valid('param').id);
      return c.json({ data: client }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/clients/{id}/restore',
      operationId: 'restoreClient',
      ...permit('clients:manage'),
      tags: TAGS,
      summary: 'Restore an archived client',
      description: AGENCY_ONLY,
      request: { params: idParam },
      responses: { 200: jsonResponse(one, 'The restored client'), ...errorResponses },
    }),
    async (c) => {
      const client = await restoreClient(c.get('ctx').db, callerOf(c), c.req.valid('param').id);
      return c.json({ data: client }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/clients/{id}/dashboard',
      operationId: 'getClientDashboard',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        'A client’s dashboard: campaign counts, budget and spend, outputs, documents, sessions, this calendar month’s revenue (UTC), last activity, recent campaigns and outputs',
      description: AGENCY_ONLY,
      request: { params: idParam, query: clientReadQuerySchema },
      responses: {
        200: jsonResponse(z.object({ data: clientDashboardSchema }), 'The dashboard'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const dashboard = await getClientDashboard(
        c.get('ctx').db,
        callerOf(c),
        c.req.valid('param').id,
        { includeArchived: c.req.valid('query').include_archived === 'true' },
      );
      return c.json({ data: dashboard }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/clients/{id}/performance',
      operationId: 'getClientPerformance',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        'A client’s metrics over a period (from and to inclusive; by default the last 30 days): daily sums, totals and each campaign’s totals',
      description: `${AGENCY_ONLY} Ratios: CTR and conversion rate in percent, CPA in cents, ROAS as a multiple, ROI in percent; null when undefined.`,
      request: { params: idParam, query: clientPerformanceQuerySchema },
      responses: {
        200: jsonResponse(z.object({ data: clientPerformanceSchema }), 'The performance'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const performance = await getClientPerformance(
        c.get('ctx').db,
        callerOf(c),
        c.req.valid('param').id,
        {
          includeArchived: query.include_archived === 'true',
          period: { from: query.from, to: query.to },
        },
      );
      return c.json({ data: performance }, 200);
    },
  );
