import { createRoute, z } from '@hono/zod-openapi';
import { invitationRequestSchema } from '@/shared/schemas';
import {
  createRouter,
  errorResponses,
  errorSchema,
  jsonBody,
  jsonResponse,
  limit,
} from '../../lib/http';
import { createBotChallenge } from './create-bot-challenge';
import { submitInvitationRequest } from './submit-invitation-request';
import { verifyBotCheck } from './verify-bot-check';
import { permit } from '../../lib/permissions';

const altchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

const botChallengeSchema = z
  .union([
    z.object({ provider: z.literal('altcha'), challenge: altchaChallengeSchema }),
    z.object({ provider: z.literal('recaptcha'), siteKey: z.string(), action: z.string() }),
  ])
  .openapi('BotChallenge');

const submitSchema = invitationRequestSchema.extend({
  altcha: z
    .string()
    .max(20_000)
    .optional()
    .openapi({ description: 'The solved ALTCHA payload (base64)' }),
  recaptcha_token: z
    .string()
    .max(10_000)
    .optional()
    .openapi({ description: 'A reCAPTCHA Enterprise token, when configured' }),
});

export const invitationRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/invitation-requests/challenge',
      operationId: 'createBotChallenge',
      ...permit('public'),
      tags: ['Invitations'],
      summary: 'A bot-check challenge for the invitation form (ALTCHA, or the reCAPTCHA site key)',
      responses: {
        200: jsonResponse(z.object({ data: botChallengeSchema }), 'The challenge'),
        429: errorResponses[429],
      },
    }),
    async (c) => {
      await limit(c, 'invitation-challenge', { window: 60, max: 30 });
      c.header('cache-control', 'no-store');
      return c.json({ data: await createBotChallenge(c.get('ctx')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/invitation-requests',
      operationId: 'requestInvitation',
      ...permit('public'),
      tags: ['Invitations'],
      summary: 'Request an invitation (pre-alpha access is invitation-only)',
      request: jsonBody(submitSchema),
      responses: {
        201: jsonResponse(
          z.object({
            data: z.object({ id: z.string(), status: z.enum(['pending', 'approved', 'rejected']) }),
          }),
          'Recorded as pending',
        ),
        400: errorResponses[400],
        409: jsonResponse(
          errorSchema,
          'A pending request or an active invite exists for the e-mail',
        ),
        429: errorResponses[429],
      },
    }),
    async (c) => {
      await limit(c, 'invitation-request', { window: 10 * 60, max: 10 });
      const ctx = c.get('ctx');
      const { altcha, recaptcha_token, ...input } = c.req.valid('json');
      await verifyBotCheck(ctx, { altcha, recaptchaToken: recaptcha_token }, c.get('clientIp'));
      return c.json({ data: await submitInvitationRequest(ctx.db, input) }, 201);
    },
  );
