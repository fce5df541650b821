import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { ATTENTION_KINDS } from '@/shared/attention-ranking';
import { PAGE_SIZES } from '@/shared/dashboard';
import { CAMPAIGN_STATUSES } from '@/shared/campaigns';
import { createRouter, errorResponses, jsonResponse, requireOrgCaller } from '../../lib/http';
import { registerProcedure } from '../rpc/routes';
import { agencyDashboardQuerySchema, agencyDashboardSchema } from '@/shared/agency-dashboard';
import { getAgencyDashboard } from './get-agency-dashboard';
import { sharedJson, sharedJsonResponse } from '../../lib/compression';
import { getDashboardMetrics } from './get-dashboard-metrics';
import { seesWholeOrganization } from './metrics-cache';
import { getIntelligenceReadiness } from './get-intelligence-readiness';
import { listRecentCampaigns } from './list-recent-campaigns';
import { listRecentOutputs } from './list-recent-outputs';
import { listRecommendations } from './list-recommendations';
import { listTeamActivity } from './list-team-activity';
import { permit } from '../../lib/permissions';

// The seed's dashboard procedures (seed 000 §7.3), also callable at POST /api/v1/rpc/{name}.
const orgParams = z.object({ p_org_id: z.uuid() });
registerProcedure('get_dashboard_metrics_cached', {
  params: orgParams,
  call: (p) => sql`select * from get_dashboard_metrics_cached(${p.p_org_id as string}::uuid)`,
});
registerProcedure('get_intelligence_readiness', {
  params: orgParams,
  call: (p) => sql`select * from get_intelligence_readiness(${p.p_org_id as string}::uuid)`,
});

const metricsSchema = z
  .object({
    campaign_count: z.number().int(),
    active_campaigns: z.number().int(),
    completed_campaigns: z.number().int(),
    total_budget: z.number().openapi({ description: 'Cents' }),
    total_spent: z.number().openapi({ description: 'Cents' }),
    budget_utilization_percentage: z.number(),
    client_count: z.number().int(),
    active_clients: z.number().int(),
    team_member_count: z.number().int(),
    new_members_30d: z.number().int(),
    last_activity: z.string().nullable(),
    organization_type: z.enum(['SME', 'AGENCY']),
    document_count: z.number().int(),
    total_ai_interactions: z.number().int(),
    total_revenue: z.number().openapi({ description: 'Cents' }),
    avg_client_value: z.number().openapi({ description: 'Cents' }),
    unlock_counts: z
      .object({
        campaign_count: z.number().int(),
        document_count: z.number().int(),
        total_ai_interactions: z.number().int(),
        client_count: z.number().int(),
        organization_type: z.enum(['SME', 'AGENCY']),
      })
      .openapi('UnlockCounts', {
        description:
          "The whole organization's counts the feature unlocks read (seed 000 §4); the figures above are a client-scoped member's own clients'",
      }),
  })
  .openapi('DashboardMetrics');

const readinessSchema = z
  .object({
    has_strategy: z.boolean(),
    has_persona: z.boolean(),
    has_marketing_strategy: z.boolean(),
    has_content: z.boolean(),
    total_outputs: z.number().int(),
    readiness_score: z.number().int().openapi({ description: '0 to 100' }),
    is_ready: z.boolean(),
  })
  .openapi('IntelligenceReadiness');

const recommendationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    agent_type: z.string(),
    estimated_time: z.number().int().openapi({ description: 'Minutes' }),
    priority: z.enum(['high', 'medium', 'low']),
    action_url: z.string(),
    kind: z.enum(ATTENTION_KINDS).openapi({
      description:
        'What is at stake, in ranking order: overspend, losing_money, anomaly, approval, stale_data, next_step',
    }),
    label: z.string().openapi({
      description:
        "The badge: the kind's label, or for a budget item its state with the percentage ('Near budget: 94% spent', 'Over budget by 12%')",
    }),
    at_stake_cents: z.number().openapi({ description: 'Loss plus projected overspend, cents' }),
  })
  .openapi('Recommendation');

const recentOutputSchema = z
  .object({
    id: z.uuid(),
    org_id: z.uuid(),
    output_type: z.string(),
    agent_type: z.string(),
    title: z.string(),
    created_at: z.string(),
    summary: z.string().nullable(),
  })
  .openapi('RecentOutput');

const recentCampaignSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    client_id: z.uuid().nullable(),
    client_name: z.string().nullable(),
    budget_cents: z.number().nullable(),
    spent_cents: z.number(),
    revenue_cents: z.number(),
    roi_percentage: z.number().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('RecentCampaign');

const activitySchema = z
  .object({
    id: z.uuid(),
    user_name: z.string(),
    user_role: z.string().nullable(),
    action: z.string(),
    client_name: z.string().nullable(),
    timestamp: z.string(),
  })
  .openapi('TeamActivityItem');

const data = <T extends z.ZodType>(schema: T, description: string) => ({
  200: jsonResponse(z.object({ data: schema }), description),
  ...errorResponses,
});

const tags = ['Dashboard'];
const ACTIVITY_LIMIT_MESSAGE = `limit must be a whole number from ${PAGE_SIZES.activityMin} to ${PAGE_SIZES.activityMax}`;

export const dashboardRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/agency',
      operationId: 'getAgencyDashboard',
      ...permit('workspace:read'),
      tags,
      summary:
        "An agency's dashboard: its clients, this calendar month's revenue, active campaigns across clients and the team's activity (agencies only)",
      description:
        "`client_id` scopes the figures to one client. A member scoped to clients sees only theirs; a client of another organization or outside the caller's scope answers 404.",
      request: {
        query: agencyDashboardQuerySchema.extend({
          client_id: agencyDashboardQuerySchema.shape.client_id.openapi({
            description: 'One client of the organization; absent: all clients',
          }),
        }),
      },
      responses: data(agencyDashboardSchema.openapi('AgencyDashboard'), 'The agency dashboard'),
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const dashboard = await getAgencyDashboard(c.get('ctx').db, caller, {
        clientId: c.req.valid('query').client_id,
      });
      return c.json({ data: dashboard }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/metrics',
      operationId: 'getDashboardMetrics',
      ...permit('workspace:read'),
      tags,
      summary:
        "The organization's dashboard metrics (cached for up to two minutes, dropped on every change)",
      responses: data(metricsSchema, 'Metrics'),
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const { db, dashboardMetricsCache } = c.get('ctx');
      const read = async () =>
        sharedJson({
          data: await getDashboardMetrics(db, { orgId: caller.orgId, userId: caller.userId }),
        });
      const answer = seesWholeOrganization(caller.roles)
        ? await dashboardMetricsCache.remember(caller.orgId, caller.orgId, read)
        : await read();
      return sharedJsonResponse(c, answer);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/readiness',
      operationId: 'getIntelligenceReadiness',
      ...permit('workspace:read'),
      tags,
      summary: 'Intelligence readiness: which foundation outputs exist',
      responses: data(readinessSchema, 'Readiness'),
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const readiness = await getIntelligenceReadiness(c.get('ctx').db, {
        orgId: caller.orgId,
        userId: caller.userId,
      });
      return c.json({ data: readiness }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/recommendations',
      operationId: 'listRecommendations',
      ...permit('workspace:read'),
      tags,
      summary:
        "Recommendations from the organization's state, ranked by what is at stake: overspend, money lost, anomalies, approvals waiting, missing data, then the next step",
      responses: data(z.array(recommendationSchema), 'Recommendations'),
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const recommendations = await listRecommendations(c.get('ctx').db, {
        orgId: caller.orgId,
        userId: caller.userId,
      });
      return c.json({ data: recommendations }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/recent-outputs',
      operationId: 'listRecentOutputs',
      ...permit('workspace:read'),
      tags,
      summary: 'The latest saved agent outputs',
      request: {
        query: z.object({
          limit: z
            .enum(['5', '10'], { error: 'limit must be 5 or 10' })
            .optional()
            .openapi({ description: '5 (default) or 10' }),
        }),
      },
      responses: data(z.array(recentOutputSchema), 'Outputs, latest first'),
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const limit = Number(c.req.valid('query').limit ?? '5');
      const outputs = await listRecentOutputs(c.get('ctx').db, {
        orgId: caller.orgId,
        userId: caller.userId,
        limit,
      });
      return c.json({ data: outputs }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/recent-campaigns',
      operationId: 'listRecentCampaigns',
      ...permit('workspace:read'),
      tags,
      summary: `The latest ${PAGE_SIZES.dashboardCampaigns} campaigns with their client's name`,
      responses: data(z.array(recentCampaignSchema), 'Campaigns, latest first'),
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const campaigns = await listRecentCampaigns(c.get('ctx').db, {
        orgId: caller.orgId,
        userId: caller.userId,
      });
      return c.json({ data: campaigns }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/activity',
      operationId: 'listTeamActivity',
      ...permit('workspace:read'),
      tags,
      summary: "The team's latest actions",
      request: {
        query: z.object({
          limit: z.coerce
            .number({ error: ACTIVITY_LIMIT_MESSAGE })
            .int({ error: ACTIVITY_LIMIT_MESSAGE })
            .min(PAGE_SIZES.activityMin, { error: ACTIVITY_LIMIT_MESSAGE })
            .max(PAGE_SIZES.activityMax, { error: ACTIVITY_LIMIT_MESSAGE })
            .optional()
            .openapi({
              description: `${PAGE_SIZES.activityMin} to ${PAGE_SIZES.activityMax} (default ${PAGE_SIZES.activityMax})`,
            }),
        }),
      },
      responses: data(z.array(activitySchema), 'Activity, newest first'),
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const limit = c.req.valid('query').limit ?? PAGE_SIZES.activityMax;
      const activity = await listTeamActivity(c.get('ctx').db, {
        orgId: caller.orgId,
        userId: caller.userId,
        limit,
      });
      return c.json({ data: activity }, 200);
    },
  );
