/** /api/v1/quick-wins: opportunities, accepting, the checklist, completing, dismissing, results. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  acceptQuickWinSchema,
  completeQuickWinSchema,
  dismissQuickWinSchema,
  opportunitiesResponseSchema,
  QUICK_WIN_STATUSES,
  quickWinListResponseSchema,
  quickWinResponseSchema,
  quickWinResultsResponseSchema,
  quickWinSchema,
  updateChecklistItemSchema,
} from '@/shared/quick-wins';
import {
  createRouter,
  errorResponses,
  errorSchema,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { permit } from '../../lib/permissions';
import {
  acceptQuickWin,
  completeQuickWin,
  dismissQuickWin,
  getQuickWin,
  listOpportunities,
  listQuickWins,
  listResults,
  updateChecklistItem,
} from './quick-wins';

const TAGS = ['Quick wins'];
const idParam = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const campaignQuery = z.object({
  campaign_id: z.uuid({ error: 'campaign_id must be a campaign id' }).optional(),
});
const listQuery = campaignQuery.extend({
  status: z
    .enum(QUICK_WIN_STATUSES, {
      error: `status must be one of ${QUICK_WIN_STATUSES.join(', ')}`,
    })
    .optional(),
});
const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  xp: z.number(),
  rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
});

const scopeOf = (c: Parameters<typeof requireOrgCaller>[0]) => {
  const caller = requireOrgCaller(c);
  return { orgId: caller.orgId, userId: caller.userId };
};

export const quickWinRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/quick-wins/opportunities',
      operationId: 'listQuickWinOpportunities',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        'Opportunities detected now from the organization’s state and metrics, ranked, with their status',
      request: { query: campaignQuery },
      responses: {
        200: jsonResponse(opportunitiesResponseSchema, 'Ranked opportunities'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await listOpportunities(c.get('ctx').db, scopeOf(c), {
        campaignId: c.req.valid('query').campaign_id,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/quick-wins',
      operationId: 'listQuickWins',
      ...permit('workspace:read'),
      tags: TAGS,
      summary: 'Accepted, completed and dismissed quick wins, most recent first',
      request: { query: listQuery },
      responses: {
        200: jsonResponse(quickWinListResponseSchema, 'Quick wins'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const data = await listQuickWins(c.get('ctx').db, scopeOf(c), {
        status: query.status,
        campaignId: query.campaign_id,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/quick-wins/results',
      operationId: 'listQuickWinResults',
      ...permit('workspace:read'),
      tags: TAGS,
      summary:
        'Each completed quick win’s metrics since completion against the same number of days before acceptance',
      request: { query: campaignQuery },
      responses: {
        200: jsonResponse(quickWinResultsResponseSchema, 'Before and after'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await listResults(c.get('ctx').db, scopeOf(c), {
        campaignId: c.req.valid('query').campaign_id,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/quick-wins/accept',
      operationId: 'acceptQuickWin',
      ...permit('content:write'),
      tags: TAGS,
      summary: 'Accept a detected opportunity: it becomes a checklist, with its baseline metrics',
      request: jsonBody(acceptQuickWinSchema),
      responses: {
        201: jsonResponse(quickWinResponseSchema, 'The accepted quick win'),
        409: jsonResponse(errorSchema, 'Already in progress'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await acceptQuickWin(c.get('ctx').db, scopeOf(c), c.req.valid('json').key);
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/quick-wins/dismiss',
      operationId: 'dismissQuickWin',
      ...permit('content:write'),
      tags: TAGS,
      summary: 'Dismiss an opportunity (or a quick win in progress): it is no longer suggested',
      request: jsonBody(dismissQuickWinSchema),
      responses: {
        200: jsonResponse(quickWinResponseSchema, 'The dismissed quick win'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await dismissQuickWin(c.get('ctx').db, scopeOf(c), c.req.valid('json').key);
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/quick-wins/{id}',
      operationId: 'getQuickWin',
      ...permit('workspace:read'),
      tags: TAGS,
      summary: 'One quick win',
      request: { params: idParam },
      responses: {
        200: jsonResponse(quickWinResponseSchema, 'The quick win'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await getQuickWin(c.get('ctx').db, scopeOf(c), c.req.valid('param').id);
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/quick-wins/{id}/checklist/{index}',
      operationId: 'updateQuickWinChecklistItem',
      ...permit('content:write'),
      tags: TAGS,
      summary: 'Tick or untick one checklist item of a quick win in progress',
      request: {
        params: idParam.extend({
          index: z.coerce
            .number({ error: 'index must be a whole number of 0 or more' })
            .int({ error: 'index must be a whole number of 0 or more' })
            .min(0, { error: 'index must be a whole number of 0 or more' })
            .max(100, { error: 'Checklist item not found' })
            .openapi({ param: { name: 'index', in: 'path' } }),
        }),
        ...jsonBody(updateChecklistItemSchema),
      },
      responses: {
        200: jsonResponse(quickWinResponseSchema, 'The quick win with its checklist'),
        409: jsonResponse(errorSchema, 'Not in progress'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, index } = c.req.valid('param');
      const data = await updateChecklistItem(c.get('ctx').db, scopeOf(c), {
        id,
        index,
        done: c.req.valid('json').done,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/quick-wins/{id}/complete',
      operationId: 'completeQuickWin',
      ...permit('content:write'),
      tags: TAGS,
      summary:
        'Complete a quick win (every item ticked, or force); unlocks the quick-win achievement',
      request: {
        params: idParam,
        body: {
          required: false,
          content: { 'application/json': { schema: completeQuickWinSchema } },
        },
      },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.object({
              quick_win: quickWinSchema,
              newly_unlocked: z.array(achievementSchema),
            }),
          }),
          'The completed quick win and the achievements unlocked now',
        ),
        409: jsonResponse(errorSchema, 'Not in progress'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = (c.req.valid('json') ?? {}) as { force?: boolean };
      const data = await completeQuickWin(c.get('ctx').db, scopeOf(c), {
        id: c.req.valid('param').id,
        force: body.force,
      });
      return c.json({ data }, 200);
    },
  );
