/** Feedback from signed-in users (/feedback): stored per organization and e-mailed to the platform admins. */
import { createRoute, z } from '@hono/zod-openapi';
import { feedbackSchema } from '@/shared/feedback';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { sendFeedback } from './send-feedback';
import { permit } from '../../lib/permissions';

export const feedbackRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/feedback',
    operationId: 'sendFeedback',
    ...permit('account'),
    tags: ['Feedback'],
    summary:
      'Send feedback (category, message, optional page) to the team behind this installation',
    request: jsonBody(feedbackSchema),
    responses: {
      201: jsonResponse(
        z.object({
          data: z.object({
            id: z.string(),
            createdAt: z.string(),
            emailed: z.number().openapi({ description: 'How many platform admins were e-mailed' }),
          }),
        }),
        'Stored',
      ),
      ...errorResponses,
    },
  }),
  async (c) => {
    const caller = requireOrgCaller(c);
    const ctx = c.get('ctx');
    // Each piece of feedback e-mails every admin: bound how fast one account can send it.
    await ctx.rateLimiter.consume('feedback', caller.userId, { window: 60 * 60, max: 20 });
    return c.json({ data: await sendFeedback(ctx, { caller, input: c.req.valid('json') }) }, 201);
  },
);
