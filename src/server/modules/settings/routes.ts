import { createRoute, z } from '@hono/zod-openapi';
import { ATTENTION_DIGEST_FREQUENCIES, notificationPreferencesSchema } from '@/shared/settings';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from './notification-preferences';
import { permit } from '../../lib/permissions';

const preferencesSchema = z
  .object({
    team_activity: z.boolean(),
    campaign_updates: z.boolean(),
    product_updates: z.boolean(),
    attention_digest: z.enum(ATTENTION_DIGEST_FREQUENCIES).openapi({
      description:
        'The e-mail digest of what needs attention: off (default), daily or weekly (Mondays)',
    }),
  })
  .openapi('NotificationPreferences');

export const settingsRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/notification-preferences',
      operationId: 'getNotificationPreferences',
      ...permit('account'),
      tags: ['Settings'],
      summary: "The caller's e-mail notification preferences (defaults where not chosen)",
      responses: {
        200: jsonResponse(z.object({ data: preferencesSchema }), 'Preferences'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      return c.json({ data: await getNotificationPreferences(c.get('ctx').db, caller) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/notification-preferences',
      operationId: 'updateNotificationPreferences',
      ...permit('account'),
      tags: ['Settings'],
      summary: 'Change e-mail notification preferences; absent keys are unchanged',
      request: jsonBody(notificationPreferencesSchema),
      responses: {
        200: jsonResponse(z.object({ data: preferencesSchema }), 'Saved'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const saved = await saveNotificationPreferences(c.get('ctx').db, caller, c.req.valid('json'));
      return c.json({ data: saved }, 200);
    },
  );
