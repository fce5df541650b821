/** The Performance Intelligence agent's REST API (its runs go through /agent-sessions). */
import { createRoute, z } from '@hono/zod-openapi';
import {
  customPeriodError,
  DEFAULT_PERFORMANCE_PERIOD,
  isIsoDate,
  PERFORMANCE_MESSAGES,
  PERFORMANCE_PERIODS,
  performanceOverviewSchema,
  type PerformancePeriod,
  type PeriodSelection,
} from '@/shared/performance-intelligence';
import { createRouter, errorResponses, jsonResponse, requireOrgCaller } from '../../lib/http';
import { permit } from '../../lib/permissions';
import { getPerformanceOverview } from './get-overview';
import { UUID } from '../../lib/uuid';

/** A period: a preset, or from and to (the same parameters wherever figures are asked for). */
export const periodQueryFields = {
  period: z
    .enum(PERFORMANCE_PERIODS, { error: PERFORMANCE_MESSAGES.badPeriod })
    .optional()
    .openapi({
      description: `A preset ending on the last recorded day (default ${DEFAULT_PERFORMANCE_PERIOD})`,
    }),
  from: z.string().optional().openapi({ description: 'First day of a custom period (YYYY-MM-DD)' }),
  to: z.string().optional().openapi({ description: 'Last day of a custom period (YYYY-MM-DD)' }),
};

type PeriodQuery = { period?: PerformancePeriod | undefined; from?: string; to?: string };

/** Refuses half a custom period, a preset with dates, and impossible dates, each by name. */
export function refinePeriodQuery(q: PeriodQuery, ctx: z.RefinementCtx) {
  if (q.from === undefined && q.to === undefined) return;
  const field = q.from === undefined ? 'from' : 'to';
  if (q.from === undefined || q.to === undefined)
    return void ctx.addIssue({
      code: 'custom',
      path: [field],
      message: PERFORMANCE_MESSAGES.bothDates,
    });
  if (q.period !== undefined)
    return void ctx.addIssue({
      code: 'custom',
      path: ['period'],
      message: PERFORMANCE_MESSAGES.periodAndDates,
    });
  const error = customPeriodError(q.from, q.to);
  if (error)
    ctx.addIssue({
      code: 'custom',
      path: [isIsoDate(q.from) && error === PERFORMANCE_MESSAGES.badDate ? 'to' : 'from'],
      message: error,
    });
}

/** The selection a validated period query names. */
export const selectionOf = (q: PeriodQuery): PeriodSelection =>
  q.from !== undefined && q.to !== undefined
    ? { period: 'custom', from: q.from, to: q.to }
    : { period: q.period ?? DEFAULT_PERFORMANCE_PERIOD };

const overviewQuery = z
  .object({
    campaign_id: z
      .string()
      .regex(UUID, 'campaign_id must be a campaign id')
      .optional()
      .openapi({ description: 'One campaign of the organization; absent means all campaigns' }),
    client_id: z.uuid({ error: 'client_id must be a client id' }).optional().openapi({
      description:
        "Only this client's campaigns (a client's workspace); a client outside the caller's scope answers 404",
    }),
    ...periodQueryFields,
  })
  .superRefine(refinePeriodQuery);

export const performanceIntelligenceRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/performance-intelligence/overview',
    operationId: 'getPerformanceOverview',
    ...permit('workspace:read'),
    tags: ['Performance Intelligence'],
    summary:
      'Performance of one campaign or all over a period: KPIs, trend against the previous period, daily series, anomalies with their rule, pacing, channels and campaigns (unlocks with a campaign)',
    request: { query: overviewQuery },
    responses: {
      200: jsonResponse(z.object({ data: performanceOverviewSchema }), 'The overview'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const caller = requireOrgCaller(c);
    const q = c.req.valid('query');
    const selection = selectionOf(q);
    const overview = await getPerformanceOverview(c.get('ctx').db, {
      caller: { orgId: caller.orgId, userId: caller.userId },
      campaignId: q.campaign_id ?? null,
      clientId: q.client_id ?? null,
      selection,
    });
    return c.json({ data: overview }, 200);
  },
);
