/** Analytics' REST API: a scope's overview, its reports, and the reports as CSV and PDF. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ANALYTICS_MESSAGES,
  ANALYTICS_SCOPES,
  REPORT_TYPES,
  analyticsOverviewSchema,
  analyticsReportSchema,
} from '@/shared/analytics';
import type { AppEnv } from '../../context';
import { createRouter, errorResponses, jsonResponse, requireOrgCaller } from '../../lib/http';
import { permit } from '../../lib/permissions';
import {
  periodQueryFields,
  refinePeriodQuery,
  selectionOf,
} from '../performance-intelligence/routes';
import { exportAnalyticsReport } from './export-report';
import { getAnalyticsOverview, getAnalyticsReport, type AnalyticsInput } from './get-analytics';
import { UUID } from '../../lib/uuid';

const scopeQuery = z
  .object({
    scope: z
      .enum(ANALYTICS_SCOPES, { error: `scope must be one of ${ANALYTICS_SCOPES.join(', ')}` })
      .optional()
      .openapi({ description: 'The organization (default), one client or one campaign' }),
    id: z
      .string()
      .regex(UUID, 'id must be a client or campaign id')
      .optional()
      .openapi({ description: 'The client or campaign, for those scopes' }),
    ...periodQueryFields,
  })
  .superRefine((q, ctx) => {
    const scope = q.scope ?? 'org';
    if (scope !== 'org' && q.id === undefined)
      ctx.addIssue({ code: 'custom', path: ['id'], message: ANALYTICS_MESSAGES.idRequired });
    if (scope === 'org' && q.id !== undefined)
      ctx.addIssue({ code: 'custom', path: ['id'], message: ANALYTICS_MESSAGES.idWithOrg });
    refinePeriodQuery(q, ctx);
  });

const reportParam = z.object({
  reportType: z
    .string()
    .max(100)
    .openapi({
      param: { name: 'reportType', in: 'path' },
      description: `One of ${REPORT_TYPES.join(', ')}`,
    }),
});

const inputOf = (c: Context<AppEnv>, q: z.infer<typeof scopeQuery>): AnalyticsInput => {
  const caller = requireOrgCaller(c);
  return {
    caller: { orgId: caller.orgId, userId: caller.userId },
    scope: { type: q.scope ?? 'org', id: q.id ?? null },
    selection: selectionOf(q),
  };
};

const fileResponse = (type: string, description: string) => ({
  content: { [type]: { schema: z.string().openapi({ format: 'binary' }) } },
  description,
});

const common = { ...permit('workspace:read'), tags: ['Analytics'] };
const scopeHelp =
  ' Client-scoped roles see only their clients; unlocks with the first campaign (403 until then).';

export const analyticsRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/analytics/overview',
      operationId: 'getAnalyticsOverview',
      ...common,
      summary: `Impressions, clicks, CTR, conversions, conversion rate, spend, CPA, revenue and ROAS of the organization, a client or a campaign over a period, each against the period before, with the daily series and per-channel, per-campaign and per-client breakdowns.${scopeHelp}`,
      request: { query: scopeQuery },
      responses: {
        200: jsonResponse(z.object({ data: analyticsOverviewSchema }), 'The overview'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await getAnalyticsOverview(c.get('ctx').db, inputOf(c, c.req.valid('query')));
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/analytics/reports/{reportType}',
      operationId: 'getAnalyticsReport',
      ...common,
      summary: `A report as a table (columns, rows, total): ${REPORT_TYPES.join(', ')} (client-portfolio for agencies only). 404 for an unknown type.${scopeHelp}`,
      request: { params: reportParam, query: scopeQuery },
      responses: {
        200: jsonResponse(z.object({ data: analyticsReportSchema }), 'The report'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await getAnalyticsReport(c.get('ctx').db, {
        ...inputOf(c, c.req.valid('query')),
        reportType: c.req.valid('param').reportType,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/analytics/reports/{reportType}/csv',
      operationId: 'exportAnalyticsReportCsv',
      ...common,
      summary:
        'A report as CSV: a header row, one row per line and the total; money in dollars, rates in percent.',
      request: { params: reportParam, query: scopeQuery },
      responses: { 200: fileResponse('text/csv', 'The CSV file'), ...errorResponses },
    }),
    async (c) => sendFile(c, c.req.valid('query'), c.req.valid('param').reportType, 'csv'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/analytics/reports/{reportType}/pdf',
      operationId: 'exportAnalyticsReportPdf',
      ...common,
      summary: 'A report as a PDF: its title, scope, period and table.',
      request: { params: reportParam, query: scopeQuery },
      responses: { 200: fileResponse('application/pdf', 'The PDF file'), ...errorResponses },
    }),
    async (c) => sendFile(c, c.req.valid('query'), c.req.valid('param').reportType, 'pdf'),
  );

async function sendFile(
  c: Context<AppEnv>,
  query: z.infer<typeof scopeQuery>,
  reportType: string,
  format: 'csv' | 'pdf',
) {
  const file = await exportAnalyticsReport(c.get('ctx').db, {
    ...inputOf(c, query),
    reportType,
    format,
  });
  c.header('content-type', file.contentType);
  c.header('content-disposition', `attachment; filename="${file.filename}"`);
  c.header('cache-control', 'private, no-store');
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
}
