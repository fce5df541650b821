/**
 * /api/v1: the client portal (`/portal…`), the agency's side of a client's message thread
 * and reports (`/clients/{id}/messages`, `/clients/{id}/reports`), output approvals and the
 * reports' downloads and share links. What the portal calls needs `portal:read` (decision
 * 059), which portal users hold instead of `workspace:read`: the services hold them to their
 * own client, where they read, decide approvals and write messages, nothing else. The
 * agency's side of the same threads and reports needs `workspace:read` or `content:write`.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  approvalDecisionSchema,
  approvalSchema,
  clientReportSchema,
  createReportSchema,
  portalApprovalSchema,
  portalMessageSchema,
  portalOverviewSchema,
  portalOverviewQuerySchema,
  portalQuerySchema,
  postMessageSchema,
  reportShareSchema,
  shareReportSchema,
} from '@/shared/portal';
import type { AppEnv } from '../../context';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  limit,
  requireOrgCaller,
  limitMailing,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import { documentStorage } from '../documents/storage';
import { portalClientOf, type PortalCaller } from './access';
import {
  decideApproval,
  getOutputApproval,
  listPortalApprovals,
  requestApproval,
} from './approvals';
import { listMessages, postMessage } from './messages';
import type { Notifier } from './notify';
import { getPortalOverview } from './overview';
import {
  createReport,
  getReportPdf,
  getSharedReport,
  listClientReports,
  listPortalReports,
  shareReport,
  type ReportFile,
} from './reports';
import { resumeAfterClientDecision } from '../workflows/runs/service';

const PORTAL = ['Client portal'];
const APPROVALS = ['Approvals'];
const REPORTS = ['Client reports'];

const idParam = z.object({
  id: z.uuid({ error: 'Not found' }).openapi({ param: { name: 'id', in: 'path' } }),
});
const tokenParam = z.object({
  token: z
    .string()
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' } }),
});
const pdfResponse = {
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
  description: 'The PDF report',
};

const callerOf = (c: Context<AppEnv>): PortalCaller => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId, name: caller.name, roles: caller.roles };
};
const notifierOf = (c: Context<AppEnv>): Notifier => {
  const ctx = c.get('ctx');
  return { db: ctx.db, mailer: ctx.mailer, logger: ctx.logger, appUrl: ctx.config.appUrl };
};
const sendPdf = (c: Context<AppEnv>, file: ReportFile, disposition: 'attachment' | 'inline') => {
  c.header('content-type', 'application/pdf');
  c.header('content-disposition', `${disposition}; filename="${file.filename}"`);
  c.header('cache-control', 'private, no-store');
  return c.body(new Uint8Array(file.bytes), 200);
};

export const portalRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/portal',
      operationId: 'getPortal',
      ...permit('portal:read'),
      tags: PORTAL,
      summary:
        'The portal user’s client: name, brand kit, summary stats and campaigns with their metrics over the period (`from`, `to`; every recorded day without them)',
      request: { query: portalOverviewQuerySchema },
      responses: {
        200: jsonResponse(z.object({ data: portalOverviewSchema }), 'The portal'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await getPortalOverview(c.get('ctx').db, callerOf(c), c.req.valid('query'));
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/portal/reports',
      operationId: 'listPortalReports',
      ...permit('portal:read'),
      tags: PORTAL,
      summary: 'The reports of the portal user’s client, newest first',
      request: { query: portalQuerySchema },
      responses: {
        200: jsonResponse(z.object({ data: z.array(clientReportSchema) }), 'Reports'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await listPortalReports(
        c.get('ctx').db,
        callerOf(c),
        c.req.valid('query').client_id,
      );
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/portal/messages',
      operationId: 'listPortalMessages',
      ...permit('portal:read'),
      tags: PORTAL,
      summary: 'The thread with the agency, oldest first (the agency’s messages become read)',
      request: { query: portalQuerySchema },
      responses: {
        200: jsonResponse(z.object({ data: z.array(portalMessageSchema) }), 'Messages'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      const clientId = portalClientOf(caller, c.req.valid('query').client_id);
      const data = await listMessages(c.get('ctx').db, caller, clientId, 'client');
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/portal/messages',
      operationId: 'postPortalMessage',
      ...permit('portal:read'),
      tags: PORTAL,
      summary: 'A message from the client to the agency (the agency team is e-mailed)',
      request: { query: portalQuerySchema, ...jsonBody(postMessageSchema) },
      responses: {
        201: jsonResponse(z.object({ data: portalMessageSchema }), 'The message'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      const clientId = portalClientOf(caller, c.req.valid('query').client_id);
      await limitMailing(c.get('ctx'), caller);
      const data = await postMessage(
        c.get('ctx').db,
        notifierOf(c),
        caller,
        clientId,
        'client',
        c.req.valid('json'),
      );
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/portal/approvals',
      operationId: 'listPortalApprovals',
      ...permit('portal:read'),
      tags: PORTAL,
      summary:
        'Outputs sent to the portal user’s client for approval, with their content and current status',
      request: { query: portalQuerySchema },
      responses: {
        200: jsonResponse(z.object({ data: z.array(portalApprovalSchema) }), 'Approvals'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await listPortalApprovals(
        c.get('ctx').db,
        callerOf(c),
        c.req.valid('query').client_id,
      );
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/portal/approvals/{id}/decision',
      operationId: 'decidePortalApproval',
      ...permit('portal:read'),
      tags: PORTAL,
      summary:
        'The client approves the output or requests changes (a comment is required for changes)',
      request: { params: idParam, ...jsonBody(approvalDecisionSchema) },
      responses: {
        200: jsonResponse(z.object({ data: portalApprovalSchema }), 'The decided approval'),
        409: jsonResponse(
          z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
          'Already decided, or the output changed since',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      await limitMailing(c.get('ctx'), caller);
      const data = await decideApproval(
        c.get('ctx').db,
        notifierOf(c),
        caller,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      // A workflow waiting at a client approval gate for this content goes on (or stops).
      await resumeAfterClientDecision(c.get('ctx'), caller, data);
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/clients/{id}/messages',
      operationId: 'listClientMessages',
      ...permit('workspace:read'),
      tags: PORTAL,
      summary:
        'The agency’s thread with the client, oldest first (the client’s messages become read)',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: z.array(portalMessageSchema) }), 'Messages'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      const data = await listMessages(c.get('ctx').db, caller, c.req.valid('param').id, 'agency');
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/clients/{id}/messages',
      operationId: 'postClientMessage',
      ...permit('content:write'),
      tags: PORTAL,
      summary: 'A message from the agency to the client (the client’s portal users are e-mailed)',
      request: { params: idParam, ...jsonBody(postMessageSchema) },
      responses: {
        201: jsonResponse(z.object({ data: portalMessageSchema }), 'The message'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      await limitMailing(c.get('ctx'), caller);
      const data = await postMessage(
        c.get('ctx').db,
        notifierOf(c),
        caller,
        c.req.valid('param').id,
        'agency',
        c.req.valid('json'),
      );
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/outputs/{id}/approval-request',
      operationId: 'requestOutputApproval',
      ...permit('content:write'),
      tags: APPROVALS,
      summary:
        'Sends a client’s output to the client’s portal for approval, tied to a hash of its content',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: approvalSchema }), 'Already awaiting approval'),
        201: jsonResponse(z.object({ data: approvalSchema }), 'Sent for approval'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = callerOf(c);
      await limitMailing(c.get('ctx'), caller);
      const { approval, created } = await requestApproval(
        c.get('ctx').db,
        notifierOf(c),
        caller,
        c.req.valid('param').id,
      );
      return created ? c.json({ data: approval }, 201) : c.json({ data: approval }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/outputs/{id}/approval',
      operationId: 'getOutputApproval',
      ...permit('workspace:read'),
      tags: APPROVALS,
      summary:
        'The output’s client approval now: requested, approved, changes_requested, or void once edited; null if never sent',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: approvalSchema.nullable() }), 'The approval'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await getOutputApproval(c.get('ctx').db, callerOf(c), c.req.valid('param').id);
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/clients/{id}/reports',
      operationId: 'createClientReport',
      ...permit('content:write'),
      tags: REPORTS,
      summary:
        'Generates the client’s white-label PDF report for a period: figures, a spend chart, campaigns, approved outputs',
      request: { params: idParam, ...jsonBody(createReportSchema) },
      responses: {
        201: jsonResponse(z.object({ data: clientReportSchema }), 'The report'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await limit(c, 'client-report', { window: 60, max: 20 });
      const data = await createReport(
        c.get('ctx').db,
        documentStorage(c.get('ctx')),
        callerOf(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/clients/{id}/reports',
      operationId: 'listClientReports',
      ...permit('workspace:read'),
      tags: REPORTS,
      summary: 'The client’s reports, newest first',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: z.array(clientReportSchema) }), 'Reports'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await listClientReports(c.get('ctx').db, callerOf(c), c.req.valid('param').id);
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/reports/{id}/pdf',
      operationId: 'downloadClientReport',
      ...permit('portal:read'),
      tags: REPORTS,
      summary: 'The report’s PDF (members who reach the client, and its portal users)',
      request: { params: idParam },
      responses: { 200: pdfResponse, ...errorResponses },
    }),
    async (c) => {
      const file = await getReportPdf(c.get('ctx').db, callerOf(c), c.req.valid('param').id);
      return sendPdf(c, file, 'attachment');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/reports/{id}/share',
      operationId: 'shareClientReport',
      ...permit('content:write'),
      tags: REPORTS,
      summary: 'A new public link to the PDF that expires (an earlier link stops working)',
      request: {
        params: idParam,
        body: { required: false, content: { 'application/json': { schema: shareReportSchema } } },
      },
      responses: {
        201: jsonResponse(z.object({ data: reportShareSchema }), 'The link'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const input = (c.req.valid('json') as z.infer<typeof shareReportSchema> | undefined) ?? {
        expires_in_days: 7,
      };
      const data = await shareReport(
        c.get('ctx').db,
        callerOf(c),
        c.req.valid('param').id,
        input,
        c.get('ctx').config.appUrl,
      );
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/shared-reports/{token}',
      operationId: 'getSharedReport',
      ...permit('public'),
      tags: REPORTS,
      summary: 'A shared report’s PDF, until its link expires (404 after)',
      request: { params: tokenParam },
      responses: { 200: pdfResponse, ...errorResponses },
    }),
    async (c) => {
      await limit(c, 'shared-report', { window: 60, max: 60 });
      const file = await getSharedReport(c.get('ctx').db, c.req.valid('param').token);
      return sendPdf(c, file, 'inline');
    },
  );
