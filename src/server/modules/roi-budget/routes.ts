/**
 * /api/v1/roi-budget (issue 8, seed 000 §2.1): the dashboard (spend against budget, ROI per
 * campaign and per primary channel), the forecast, the optimization suggestions and the
 * saved what-if scenarios. Figures come from `loadPerformance` (the analytics page's
 * numbers); writes need the ROI & Budget unlock (more than 2 campaigns, seed 000 §4).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { FORECAST_DEFAULT_HORIZON } from '@/shared/forecast';
import {
  FORECAST_MAX_HORIZON,
  FORECAST_MIN_HORIZON,
  ROI_MESSAGES,
  createScenarioSchema,
  roiDashboardSchema,
  roiForecastAnswerSchema,
  roiOptimizationAnswerSchema,
  roiScenarioSchema,
} from '@/shared/roi-budget';
import type { AppEnv } from '../../context';
import { withTenant } from '../../db/tenant';
import { notFound } from '../../lib/errors';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import { requireFeature } from '../dashboard/require-feature';
import { loadPerformance } from '../performance/load-performance';
import { dashboardFigures, forecastFigures, optimizationFigures } from './figures';
import { createScenario, deleteScenario, getScenario, listScenarios } from './scenarios';

const TAG = 'ROI & Budget';

const horizonParam = z.coerce
  .number({ error: ROI_MESSAGES.horizon })
  .int({ error: ROI_MESSAGES.horizon })
  .min(FORECAST_MIN_HORIZON, { error: ROI_MESSAGES.horizon })
  .max(FORECAST_MAX_HORIZON, { error: ROI_MESSAGES.horizon })
  .default(FORECAST_DEFAULT_HORIZON)
  .openapi({ param: { name: 'horizon', in: 'query' }, example: 30 });
const clientParam = z
  .uuid({ error: 'client_id must be a client id' })
  .optional()
  .openapi({ param: { name: 'client_id', in: 'query' } });
const campaignParam = z
  .uuid({ error: 'campaign_id must be a campaign id' })
  .optional()
  .openapi({ param: { name: 'campaign_id', in: 'query' } });
const idParam = z.object({
  id: z
    .uuid({ error: ROI_MESSAGES.scenarioNotFound })
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const scope = (c: Context<AppEnv>) => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId };
};

/**
 * The organization's (or a client's, or one campaign's) performance; an unknown campaign is
 * 404, and while ROI & Budget is locked the lock's 403, as every read of a locked feature.
 */
async function performanceFor(
  c: Context<AppEnv>,
  query: { campaign_id?: string | undefined; client_id?: string | undefined },
) {
  const s = scope(c);
  return withTenant(c.get('ctx').db, s, async (tx) => {
    await requireFeature(tx, s, 'roi_budget');
    const perf = await loadPerformance(tx, s.orgId, {
      campaignId: query.campaign_id ?? null,
      clientId: query.client_id ?? null,
    });
    if (query.campaign_id && perf.campaigns.length === 0) throw notFound('Campaign');
    return perf;
  });
}

const idsQuery = z.object({
  ids: z
    .string({ error: ROI_MESSAGES.compareCount })
    .transform((v, ctx) => {
      const ids = [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length < 2 || ids.length > 4) {
        ctx.addIssue({ code: 'custom', message: ROI_MESSAGES.compareCount });
        return z.NEVER;
      }
      if (!ids.every((id) => z.uuid().safeParse(id).success)) {
        ctx.addIssue({ code: 'custom', message: ROI_MESSAGES.scenarioNotFound });
        return z.NEVER;
      }
      return ids;
    })
    .openapi({ param: { name: 'ids', in: 'query' }, example: 'id-1,id-2' }),
});

export const roiBudgetRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/roi-budget/dashboard',
      operationId: 'getRoiBudgetDashboard',
      ...permit('workspace:read'),
      tags: [TAG],
      summary:
        'Spend against budget and ROI per campaign and per primary channel, with totals (the analytics page figures)',
      request: { query: z.object({ client_id: clientParam, campaign_id: campaignParam }) },
      responses: {
        200: jsonResponse(z.object({ data: roiDashboardSchema }), 'The dashboard'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const perf = await performanceFor(c, c.req.valid('query'));
      return c.json({ data: dashboardFigures(perf) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/roi-budget/forecast',
      operationId: 'getRoiBudgetForecast',
      ...permit('workspace:read'),
      tags: [TAG],
      summary: `Spend and revenue forward ${FORECAST_MIN_HORIZON}-${FORECAST_MAX_HORIZON} days from the daily metrics, with the method and an 80% prediction band`,
      request: {
        query: z.object({
          horizon: horizonParam,
          client_id: clientParam,
          campaign_id: campaignParam,
        }),
      },
      responses: {
        200: jsonResponse(z.object({ data: roiForecastAnswerSchema }), 'The forecast'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const perf = await performanceFor(c, query);
      return c.json({ data: forecastFigures(perf, query.horizon) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/roi-budget/optimization',
      operationId: 'getRoiBudgetOptimization',
      ...permit('workspace:read'),
      tags: [TAG],
      summary:
        'Budget-neutral reallocation by marginal ROAS over the horizon, as suggestions with their expected effect',
      request: { query: z.object({ horizon: horizonParam, client_id: clientParam }) },
      responses: {
        200: jsonResponse(z.object({ data: roiOptimizationAnswerSchema }), 'The suggestions'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const perf = await performanceFor(c, { client_id: query.client_id });
      return c.json({ data: optimizationFigures(perf, query.horizon) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/roi-budget/scenarios',
      operationId: 'listRoiScenarios',
      ...permit('workspace:read'),
      tags: [TAG],
      summary: 'Saved what-if scenarios, newest first',
      request: { query: z.object({ client_id: clientParam }) },
      responses: {
        200: jsonResponse(z.object({ data: z.array(roiScenarioSchema) }), 'The scenarios'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const s = scope(c);
      const data = await withTenant(c.get('ctx').db, s, async (tx) => {
        await requireFeature(tx, s, 'roi_budget');
        return listScenarios(tx, s.orgId, c.req.valid('query').client_id);
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/roi-budget/scenarios',
      operationId: 'createRoiScenario',
      ...permit('content:write'),
      tags: [TAG],
      summary:
        'Save a what-if scenario: budget changes per campaign or primary channel, the result computed on the server',
      request: jsonBody(createScenarioSchema),
      responses: {
        201: jsonResponse(z.object({ data: roiScenarioSchema }), 'Saved'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const s = scope(c);
      const input = c.req.valid('json');
      const data = await withTenant(c.get('ctx').db, s, async (tx) => {
        await requireFeature(tx, s, 'roi_budget');
        return createScenario(tx, s, input);
      });
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/roi-budget/scenarios/compare',
      operationId: 'compareRoiScenarios',
      ...permit('workspace:read'),
      tags: [TAG],
      summary: 'Two to four saved scenarios side by side, in the order asked',
      request: { query: idsQuery },
      responses: {
        200: jsonResponse(z.object({ data: z.array(roiScenarioSchema) }), 'The scenarios'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const s = scope(c);
      const ids = c.req.valid('query').ids;
      const data = await withTenant(c.get('ctx').db, s, async (tx) => {
        await requireFeature(tx, s, 'roi_budget');
        const list = [];
        for (const id of ids) list.push(await getScenario(tx, s.orgId, id));
        return list;
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/roi-budget/scenarios/{id}',
      operationId: 'getRoiScenario',
      ...permit('workspace:read'),
      tags: [TAG],
      summary: 'One saved scenario with its computed result',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: roiScenarioSchema }), 'The scenario'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const s = scope(c);
      const data = await withTenant(c.get('ctx').db, s, async (tx) => {
        await requireFeature(tx, s, 'roi_budget');
        return getScenario(tx, s.orgId, c.req.valid('param').id);
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/roi-budget/scenarios/{id}',
      operationId: 'deleteRoiScenario',
      ...permit('content:write'),
      tags: [TAG],
      summary: 'Delete a saved scenario',
      request: { params: idParam },
      responses: {
        204: { description: 'Deleted' },
        ...errorResponses,
      },
    }),
    async (c) => {
      const s = scope(c);
      await withTenant(c.get('ctx').db, s, async (tx) => {
        await requireFeature(tx, s, 'roi_budget');
        await deleteScenario(tx, s.orgId, c.req.valid('param').id);
      });
      return c.body(null, 204);
    },
  );
