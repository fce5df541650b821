import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { METRICS_IMPORT_MAX_BYTES } from '@/shared/campaign-metrics';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUSES,
  CAMPAIGNS_PAGE_SIZE,
  createCampaignSchema,
  dailyMetricsBatchSchema,
  metricsWriteModeQuerySchema,
  updateCampaignSchema,
} from '@/shared/campaigns';
import { cursorParam, listMetaSchema } from '@/shared/pagination';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireCaller,
  requireOrgCaller,
} from '../../lib/http';
import { registerProcedure } from '../rpc/routes';
import { archiveCampaign, restoreCampaign } from './archive-campaign';
import { createCampaign } from './create-campaign';
import { getCampaign } from './get-campaign';
import { getCampaignMetrics } from './get-campaign-metrics';
import { importMetricsCsv } from './import-metrics-csv';
import { listCampaigns } from './list-campaigns';
import { campaignColumns, isCalendarDate } from './queries';
import { sharedJson, sharedJsonResponse } from '../../lib/compression';
import { campaignPageKey } from './list-cache';
import { ingestDailyMetrics } from './save-daily-metrics';
import { campaignFields, updateCampaign } from './update-campaign';
import { permit } from '../../lib/permissions';

const list = z.array(z.string());
const campaignSchema = z
  .object({
    id: z.string(),
    org_id: z.string(),
    client_id: z.string().nullable(),
    client_name: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    campaign_type: z.string().nullable(),
    priority_level: z.number(),
    budget_cents: z.number().nullable(),
    spent_cents: z.number(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    marketing_channels: list,
    geographic_target: z.string().nullable(),
    target_audience: z.string().nullable(),
    goals: list,
    success_metrics: list,
    objectives: z.string().nullable(),
    content_pillars: list,
    target_personas: list,
    competitor_context: z.string().nullable(),
    tags: list,
    status: z.enum(CAMPAIGN_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
    created_by: z.string().nullable(),
    archived_at: z.string().nullable(),
  })
  .openapi('Campaign');

const dailySchema = z.object({
  date: z.string(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  spend_cents: z.number(),
  revenue_cents: z.number(),
});

const metricsSchema = z
  .object({
    daily: z.array(dailySchema),
    totals: z.object({
      impressions: z.number(),
      clicks: z.number(),
      conversions: z.number(),
      spend_cents: z.number(),
      revenue_cents: z.number(),
      ctr: z.number().nullable().openapi({ description: 'Percent: clicks / impressions × 100' }),
      conversion_rate: z
        .number()
        .nullable()
        .openapi({ description: 'Percent: conversions / clicks × 100' }),
      cpa_cents: z.number().nullable(),
      roas: z.number().nullable().openapi({ description: 'Multiple: revenue / spend' }),
      roi_percentage: z
        .number()
        .nullable()
        .openapi({ description: 'Percent: (revenue − spend) / spend × 100' }),
    }),
    budget_cents: z.number().nullable(),
    spent_cents: z.number(),
  })
  .openapi('CampaignMetrics');

const one = z.object({ data: campaignSchema });
const idParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });

const listQuery = z.object({
  status: z
    .enum(CAMPAIGN_STATUSES, { error: `status must be one of ${CAMPAIGN_STATUSES.join(', ')}` })
    .optional(),
  include_archived: z
    .enum(['true', 'false'], { error: 'include_archived must be true or false' })
    .optional(),
  client_id: z.uuid({ error: 'client_id must be a client id' }).optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${CAMPAIGNS_PAGE_SIZE}` })
    .int({ error: `limit must be a whole number from 1 to ${CAMPAIGNS_PAGE_SIZE}` })
    .min(1, { error: `limit must be a whole number from 1 to ${CAMPAIGNS_PAGE_SIZE}` })
    .max(CAMPAIGNS_PAGE_SIZE, {
      error: `limit must be a whole number from 1 to ${CAMPAIGNS_PAGE_SIZE}`,
    })
    .default(CAMPAIGNS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset must be a whole number of 0 or more' })
    .int({ error: 'offset must be a whole number of 0 or more' })
    .min(0, { error: 'offset must be a whole number of 0 or more' })
    .max(1_000_000, { error: 'offset is too large' })
    .default(0)
    .describe('For small jumps only: past one page, follow meta.next_cursor'),
  cursor: cursorParam,
});

/** Writes need an organization; the seeds' messages differ for creating and for the rest. */
function writer(c: Context<AppEnv>, noOrganization: string) {
  const caller = requireCaller(c);
  if (!caller.orgId) throw new AppError('forbidden', noOrganization);
  return { orgId: caller.orgId, userId: caller.userId };
}

const reader = (c: Context<AppEnv>) => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId };
};

const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
]);
const csvBodyLimit = bodyLimit({
  maxSize: METRICS_IMPORT_MAX_BYTES,
  onError: () => {
    throw new HTTPException(413, {
      message: 'The CSV file is larger than 2 MB: split it and import the parts',
    });
  },
});

// The seeds' stored procedures over HTTP, with their parameter names (seed 000 §7.3).
const rpcDate = z
  .string()
  .refine(isCalendarDate, { error: 'Use a real date like 2026-01-31' })
  .nullable()
  .optional();

const listParams = z.object({
  p_org_id: z.uuid(),
  p_include_archived: z.boolean().nullable().optional(),
  p_client_id: z.uuid().nullable().optional(),
  p_status: z.enum(CAMPAIGN_STATUSES).nullable().optional(),
  p_limit: z.number().int().min(1).max(CAMPAIGNS_PAGE_SIZE).nullable().optional(),
  p_offset: z.number().int().min(0).max(1_000_000).nullable().optional(),
});

registerProcedure('get_campaigns_list', {
  params: listParams,
  call: (params) => {
    const p = params as z.output<typeof listParams>;
    return sql`select ${campaignColumns} from get_campaigns_list(${p.p_org_id}::uuid,
      ${p.p_include_archived ?? false}::boolean, ${p.p_client_id ?? null}::uuid, ${p.p_status ?? null}::text,
      ${p.p_limit ?? CAMPAIGNS_PAGE_SIZE}::int, ${p.p_offset ?? 0}::int)`;
  },
});

registerProcedure('get_campaign_details', {
  params: z.object({ p_campaign_id: z.uuid(), p_org_id: z.uuid() }),
  call: (p) =>
    sql`select ${campaignColumns} from get_campaign_details(${p.p_campaign_id as string}::uuid, ${p.p_org_id as string}::uuid)`,
});

registerProcedure('update_campaign', {
  permission: 'content:write',
  params: updateCampaignSchema
    .extend({
      p_campaign_id: z.uuid(),
      p_org_id: z.uuid({ error: CAMPAIGN_MESSAGES.orgIdRequired }),
      start_date: rpcDate,
      end_date: rpcDate,
    })
    .strict()
    .refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, {
      path: ['end_date'],
      error: 'The end date must be on or after the start date',
    }),
  call: (p) =>
    sql`select ${campaignColumns} from update_campaign(${p.p_campaign_id as string}::uuid, ${p.p_org_id as string}::uuid,
      ${JSON.stringify(campaignFields(p))}::jsonb)`,
});

export const campaignRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/campaigns',
      operationId: 'listCampaigns',
      ...permit('workspace:read'),
      tags: ['Campaigns'],
      summary:
        "The organization's campaigns: highest priority first, then newest; archived ones only on request",
      request: { query: listQuery },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.array(campaignSchema),
            meta: listMetaSchema,
          }),
          'One page of campaigns, the cursor of the next, and how many match (first page)',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const caller = requireOrgCaller(c);
      const { db, campaignListCache } = c.get('ctx');
      const filters = {
        status: query.status,
        includeArchived: query.include_archived === 'true',
        clientId: query.client_id,
        limit: query.limit,
        offset: query.offset,
        cursor: query.cursor,
      };
      const page = await campaignListCache.remember(
        caller.orgId,
        campaignPageKey(caller, filters),
        async () => sharedJson(await listCampaigns(db, { caller: reader(c), filters })),
      );
      return sharedJsonResponse(c, page);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/campaigns',
      operationId: 'createCampaign',
      ...permit('content:write', { noOrganizationMessage: CAMPAIGN_MESSAGES.userOrOrgNotFound }),
      tags: ['Campaigns'],
      summary: 'Create a campaign (budget in cents)',
      request: jsonBody(createCampaignSchema),
      responses: { 201: jsonResponse(one, 'Created'), ...errorResponses },
    }),
    async (c) => {
      const caller = writer(c, CAMPAIGN_MESSAGES.userOrOrgNotFound);
      const campaign = await createCampaign(c.get('ctx').db, {
        caller,
        input: c.req.valid('json'),
      });
      return c.json({ data: campaign }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/campaigns/{id}',
      operationId: 'getCampaign',
      ...permit('workspace:read'),
      tags: ['Campaigns'],
      summary: 'One campaign',
      request: { params: idParam },
      responses: { 200: jsonResponse(one, 'The campaign'), ...errorResponses },
    }),
    async (c) => {
      const campaign = await getCampaign(c.get('ctx').db, {
        caller: reader(c),
        campaignId: c.req.valid('param').id,
      });
      return c.json({ data: campaign }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/campaigns/{id}',
      operationId: 'updateCampaign',
      ...permit('content:write', { noOrganizationMessage: CAMPAIGN_MESSAGES.orgIdRequired }),
      tags: ['Campaigns'],
      summary:
        'Update a campaign: an absent field is unchanged, null clears it, 0 is a valid budget',
      request: { params: idParam, ...jsonBody(updateCampaignSchema) },
      responses: { 200: jsonResponse(one, 'The updated campaign'), ...errorResponses },
    }),
    async (c) => {
      const campaign = await updateCampaign(c.get('ctx').db, {
        caller: writer(c, CAMPAIGN_MESSAGES.orgIdRequired),
        campaignId: c.req.valid('param').id,
        changes: c.req.valid('json'),
      });
      return c.json({ data: campaign }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/{id}/archive',
      operationId: 'archiveCampaign',
      ...permit('content:write', { noOrganizationMessage: CAMPAIGN_MESSAGES.orgIdRequired }),
      tags: ['Campaigns'],
      summary: 'Archive a campaign (it leaves the lists, its data stays)',
      request: { params: idParam },
      responses: { 200: jsonResponse(one, 'The archived campaign'), ...errorResponses },
    }),
    async (c) => {
      const campaign = await archiveCampaign(c.get('ctx').db, {
        caller: writer(c, CAMPAIGN_MESSAGES.orgIdRequired),
        campaignId: c.req.valid('param').id,
      });
      return c.json({ data: campaign }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/{id}/restore',
      operationId: 'restoreCampaign',
      ...permit('content:write', { noOrganizationMessage: CAMPAIGN_MESSAGES.orgIdRequired }),
      tags: ['Campaigns'],
      summary: 'Restore an archived campaign',
      request: { params: idParam },
      responses: { 200: jsonResponse(one, 'The restored campaign'), ...errorResponses },
    }),
    async (c) => {
      const campaign = await restoreCampaign(c.get('ctx').db, {
        caller: writer(c, CAMPAIGN_MESSAGES.orgIdRequired),
        campaignId: c.req.valid('param').id,
      });
      return c.json({ data: campaign }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/campaigns/{id}/metrics',
      operationId: 'getCampaignMetrics',
      ...permit('workspace:read'),
      tags: ['Campaigns'],
      summary:
        'Daily performance in date order, totals and ratios (null when undefined), budget and spend',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: metricsSchema }), 'The metrics'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const metrics = await getCampaignMetrics(c.get('ctx').db, {
        caller: reader(c),
        campaignId: c.req.valid('param').id,
      });
      return c.json({ data: metrics }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/{id}/metrics',
      operationId: 'ingestCampaignMetrics',
      ...permit('content:write', { noOrganizationMessage: CAMPAIGN_MESSAGES.orgIdRequired }),
      tags: ['Campaigns'],
      summary:
        'Ingest daily metrics (session or `Authorization: Bearer <API key>`): days upserted by date, spent_cents recomputed',
      description:
        'A row changes only the figures it carries: a day already stored keeps every figure the row leaves out (`mode=merge`, the default), and a new day starts at 0 for them. `?mode=replace` replaces each sent day whole: a figure the row leaves out becomes 0.',
      request: {
        params: idParam,
        query: metricsWriteModeQuerySchema,
        ...jsonBody(dailyMetricsBatchSchema),
      },
      responses: {
        200: jsonResponse(
          z.object({ data: z.object({ upserted: z.number(), spent_cents: z.number() }) }),
          'Saved',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const result = await ingestDailyMetrics(c.get('ctx').db, {
        caller: writer(c, CAMPAIGN_MESSAGES.orgIdRequired),
        campaignId: c.req.valid('param').id,
        rows: c.req.valid('json').rows,
        mode: c.req.valid('query').mode ?? 'merge',
      });
      return c.json({ data: result }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/{id}/metrics/import',
      operationId: 'importCampaignMetricsCsv',
      ...permit('content:write', { noOrganizationMessage: CAMPAIGN_MESSAGES.orgIdRequired }),
      tags: ['Campaigns'],
      summary:
        'Import a CSV (header: date, impressions, clicks, conversions, spend, revenue; spend and revenue in dollars), or a Google Ads or Meta Ads export recognised by its columns: all rows or none',
      description:
        'Our own CSV may name the date and only some figures. A figure the file does not carry (no column, or an empty cell) keeps its stored value on a day already stored (`mode=merge`, the default) and starts at 0 on a new day. `?mode=replace` replaces each day in the file whole: a figure the file does not carry becomes 0. An ads export carries every figure (its `--` is 0).',
      middleware: [csvBodyLimit] as const,
      request: {
        params: idParam,
        query: metricsWriteModeQuerySchema,
        body: {
          required: true,
          content: {
            'text/csv': {
              schema: z.string().openapi({
                example:
                  'date,impressions,clicks,conversions,spend,revenue\n2026-01-05,1200,48,3,150.25,420.00',
              }),
            },
          },
        },
      },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.object({
              imported: z.number(),
              spent_cents: z.number(),
              first_date: z.string(),
              last_date: z.string(),
            }),
          }),
          'Imported',
        ),
        413: jsonResponse(
          z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
          'File too large',
        ),
        415: jsonResponse(
          z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
          'Not a CSV',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = writer(c, CAMPAIGN_MESSAGES.orgIdRequired);
      const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!CSV_TYPES.has(mediaType)) {
        throw new HTTPException(415, {
          message: 'Send the CSV file as the request body with Content-Type: text/csv',
        });
      }
      const result = await importMetricsCsv(c.get('ctx').db, {
        caller,
        campaignId: c.req.valid('param').id,
        csv: await c.req.text(),
        mode: c.req.valid('query').mode ?? 'merge',
      });
      return c.json({ data: result }, 200);
    },
  );
