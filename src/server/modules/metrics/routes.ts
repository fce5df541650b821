/** /metrics: the real-time stream, series, custom metrics and saved reports (Analytics unlock). */
import { createRoute, z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import {
  customMetricInputSchema,
  customMetricSchema,
  formulaPreviewSchema,
  metricReportInputSchema,
  metricReportSchema,
  metricsSeriesSchema,
  reportResultSchema,
} from '@/shared/metrics';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import {
  createCustomMetric,
  deleteCustomMetric,
  listCustomMetrics,
  previewFormula,
  updateCustomMetric,
} from './custom-metrics';
import { getMetricsSeries, type SeriesScope } from './get-series';
import { createReport, deleteReport, getReportResult, listReports, updateReport } from './reports';
import { streamMetricEvents } from './stream-metric-events';

const tags = ['Metrics'];
const idParam = (name: string) =>
  z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: name }) });
const daysQuery = z.object({
  days: z.enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90' }).optional(),
});
const deleted = jsonResponse(z.object({ data: z.object({ deleted: z.literal(true) }) }), 'Deleted');
const caller = (c: Parameters<typeof requireOrgCaller>[0]) => {
  const { orgId, userId } = requireOrgCaller(c);
  return { orgId, userId };
};

const seriesRoute = (path: string, operationId: string, summary: string, withId: boolean) =>
  createRoute({
    method: 'get',
    path,
    operationId,
    ...permit('workspace:read'),
    tags,
    summary,
    request: withId ? { params: idParam('The id'), query: daysQuery } : { query: daysQuery },
    responses: {
      200: jsonResponse(z.object({ data: metricsSeriesSchema }), 'The series'),
      ...errorResponses,
    },
  });

export const metricsRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/metrics/stream',
      operationId: 'streamMetricEvents',
      ...permit('workspace:read'),
      tags,
      summary:
        'Server-sent events (`metrics`) for each ingest or import of daily metrics the caller may see; send Last-Event-ID to replay what was missed',
      request: {
        headers: z.object({
          'last-event-id': z.string().optional().openapi({ description: 'The last id received' }),
        }),
        query: z.object({
          last_event_id: z
            .string()
            .optional()
            .openapi({ description: 'As Last-Event-ID, for a client that opens a new stream' }),
        }),
      },
      responses: {
        200: {
          content: { 'text/event-stream': { schema: z.string() } },
          description: 'An event stream; comments every 15 s keep it open',
        },
        406: jsonResponse(
          z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
          'The request did not accept text/event-stream',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const who = caller(c);
      // A stream never ends by itself: only a client that asks for one (EventSource) gets it.
      if (!/\btext\/event-stream\b/i.test(c.req.header('accept') ?? ''))
        throw new HTTPException(406, {
          message: 'This is an event stream: open it with Accept: text/event-stream (EventSource)',
        });
      return streamMetricEvents(
        c,
        who,
        c.req.header('last-event-id') ?? c.req.query('last_event_id'),
      ) as unknown as never;
    },
  )
  .openapi(
    seriesRoute(
      '/metrics/overview',
      'getMetricsOverview',
      "The organization's daily series, totals, ratios and custom metrics over the last 7, 30 (default) or 90 days",
      false,
    ),
    async (c) => {
      const data = await getMetricsSeries(c.get('ctx').db, {
        caller: caller(c),
        scope: { kind: 'organization' },
        days: Number(c.req.valid('query').days ?? 30),
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    seriesRoute(
      '/metrics/campaigns/{id}',
      'getCampaignMetricsSeries',
      "One campaign's daily series, totals, ratios and custom metrics",
      true,
    ),
    async (c) => {
      const scope: SeriesScope = { kind: 'campaign', id: c.req.param('id')! };
      const data = await getMetricsSeries(c.get('ctx').db, {
        caller: caller(c),
        scope,
        days: Number(c.req.valid('query').days ?? 30),
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    seriesRoute(
      '/metrics/clients/{id}',
      'getClientMetricsSeries',
      "One client's daily series (all its campaigns), totals, ratios and custom metrics",
      true,
    ),
    async (c) => {
      const scope: SeriesScope = { kind: 'client', id: c.req.param('id')! };
      const data = await getMetricsSeries(c.get('ctx').db, {
        caller: caller(c),
        scope,
        days: Number(c.req.valid('query').days ?? 30),
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/metrics/custom',
      operationId: 'listCustomMetrics',
      ...permit('workspace:read'),
      tags,
      summary: "The organization's custom metrics",
      responses: {
        200: jsonResponse(z.object({ data: z.array(customMetricSchema) }), 'Custom metrics'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await listCustomMetrics(c.get('ctx').db, caller(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/metrics/custom',
      operationId: 'createCustomMetric',
      ...permit('content:write'),
      tags,
      summary:
        'Define a custom metric: a formula over impressions, clicks, conversions, spend, revenue, ctr, conversion_rate, cpa, roas, roi with + - * / ( ) min max abs round',
      request: jsonBody(customMetricInputSchema),
      responses: {
        201: jsonResponse(z.object({ data: customMetricSchema }), 'Created'),
        409: jsonResponse(z.object({ error: z.object({ message: z.string() }) }), 'Name taken'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        { data: await createCustomMetric(c.get('ctx').db, caller(c), c.req.valid('json')) },
        201,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/metrics/custom/preview',
      operationId: 'previewCustomMetric',
      ...permit('content:write'),
      tags,
      summary: "A formula's value over the last 30 days (null when undefined), without saving it",
      request: jsonBody(z.object({ formula: customMetricInputSchema.shape.formula })),
      responses: {
        200: jsonResponse(z.object({ data: formulaPreviewSchema }), 'The value'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await previewFormula(c.get('ctx').db, caller(c), c.req.valid('json').formula),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/metrics/custom/{id}',
      operationId: 'updateCustomMetric',
      ...permit('content:write'),
      tags,
      summary: 'Rename or change a custom metric',
      description:
        'name and formula are replaced; description is changed only when sent (null clears it, left out keeps it).',
      request: { params: idParam('Custom metric id'), ...jsonBody(customMetricInputSchema) },
      responses: {
        200: jsonResponse(z.object({ data: customMetricSchema }), 'Saved'),
        409: jsonResponse(z.object({ error: z.object({ message: z.string() }) }), 'Name taken'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await updateCustomMetric(
            c.get('ctx').db,
            caller(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/metrics/custom/{id}',
      operationId: 'deleteCustomMetric',
      ...permit('content:write'),
      tags,
      summary: 'Delete a custom metric (reports that showed it no longer do)',
      request: { params: idParam('Custom metric id') },
      responses: { 200: deleted, ...errorResponses },
    }),
    async (c) => {
      await deleteCustomMetric(c.get('ctx').db, caller(c), c.req.valid('param').id);
      return c.json({ data: { deleted: true as const } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/metrics/reports',
      operationId: 'listMetricReports',
      ...permit('workspace:read'),
      tags,
      summary: 'Saved metric reports, newest first',
      responses: {
        200: jsonResponse(z.object({ data: z.array(metricReportSchema) }), 'Reports'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await listReports(c.get('ctx').db, caller(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/metrics/reports',
      operationId: 'createMetricReport',
      ...permit('content:write'),
      tags,
      summary:
        'Save a report: metrics, grouping, period, filters and optional weekly or monthly e-mail to teammates',
      request: jsonBody(metricReportInputSchema),
      responses: {
        201: jsonResponse(z.object({ data: metricReportSchema }), 'Created'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json({ data: await createReport(c.get('ctx').db, caller(c), c.req.valid('json')) }, 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/metrics/reports/{id}',
      operationId: 'getMetricReport',
      ...permit('workspace:read'),
      tags,
      summary: 'A saved report and its figures for its period, grouping and filters',
      request: { params: idParam('Report id') },
      responses: {
        200: jsonResponse(z.object({ data: reportResultSchema }), 'The report'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        { data: await getReportResult(c.get('ctx').db, caller(c), c.req.valid('param').id) },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/metrics/reports/{id}',
      operationId: 'updateMetricReport',
      ...permit('content:write'),
      tags,
      summary: 'Change a saved report',
      request: { params: idParam('Report id'), ...jsonBody(metricReportInputSchema) },
      responses: {
        200: jsonResponse(z.object({ data: metricReportSchema }), 'Saved'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await updateReport(
            c.get('ctx').db,
            caller(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/metrics/reports/{id}',
      operationId: 'deleteMetricReport',
      ...permit('content:write'),
      tags,
      summary: 'Delete a saved report (and its e-mails)',
      request: { params: idParam('Report id') },
      responses: { 200: deleted, ...errorResponses },
    }),
    async (c) => {
      await deleteReport(c.get('ctx').db, caller(c), c.req.valid('param').id);
      return c.json({ data: { deleted: true as const } }, 200);
    },
  );
