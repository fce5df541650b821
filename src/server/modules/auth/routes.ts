import { createRoute, z } from '@hono/zod-openapi';
import { ORGANIZATION_TYPES } from '@/shared/constants';
import { inviteTokenSchema } from '@/shared/invite-link';
import { signupSchema } from '@/shared/schemas';
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  limit,
  requireCaller,
} from '../../lib/http';
import { getMe } from './get-me';
import { getInviteStatus } from './get-invite-status';
import { signUp } from './sign-up';
import { permit } from '../../lib/permissions';

const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  slug: z.string(),
});

const meSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      isPlatformAdmin: z.boolean(),
    }),
    organization: organizationSchema
      .extend({
        currency: z
          .string()
          .openapi({ description: 'ISO 4217 code every amount is shown in (USD by default)' }),
      })
      .nullable(),
    roles: z.array(z.object({ role_name: z.string(), client_id: z.string().nullable() })),
    needsOnboarding: z.boolean(),
    /** The session is the account's first: the dashboard says "Welcome", later "Welcome back". */
    firstVisit: z.boolean(),
  })
  .openapi('Me');

export const authRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/me',
      operationId: 'getMe',
      ...permit('signed_in'),
      tags: ['Account'],
      summary: 'The signed-in user, their organization, roles and onboarding status',
      responses: {
        200: jsonResponse(z.object({ data: meSchema }), 'The caller'),
        401: errorResponses[401],
      },
    }),
    async (c) => c.json({ data: await getMe(c.get('ctx'), requireCaller(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/auth/config',
      operationId: 'getAuthConfig',
      ...permit('public'),
      tags: ['Account'],
      summary: 'Public sign-up settings of this installation',
      responses: {
        200: jsonResponse(
          z.object({
            data: z.object({
              requireEmailConfirmation: z.boolean(),
              allowAgencySignup: z.boolean(),
              recaptchaSiteKey: z.string().nullable(),
            }),
          }),
          'Settings',
        ),
        400: errorResponses[400],
      },
    }),
    (c) => {
      const { config } = c.get('ctx');
      return c.json(
        {
          data: {
            requireEmailConfirmation: config.requireEmailConfirmation,
            allowAgencySignup: config.allowAgencySignup,
            recaptchaSiteKey: config.recaptcha?.siteKey ?? null,
          },
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/invite-status',
      operationId: 'getInviteStatus',
      ...permit('public'),
      tags: ['Account'],
      summary: 'Whether an e-mail is whitelisted, and whether it may create an agency',
      request: jsonBody(
        z.object({
          email: z.string().trim().toLowerCase().pipe(z.email()),
          invite: inviteTokenSchema
            .optional()
            .openapi({ description: "The invitation link's token" }),
        }),
      ),
      responses: {
        200: jsonResponse(
          z.object({
            data: z.object({
              invited: z.boolean(),
              agencyAllowed: z.boolean(),
              organizationName: z.string().optional().openapi({
                description:
                  "For a teammate invite with its link's token: the organization the sign-up joins",
              }),
            }),
          }),
          'Invite status',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      await limit(c, 'invite-status', { window: 60, max: 30 });
      return c.json({ data: await getInviteStatus(c.get('ctx'), c.req.valid('json')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/signup',
      operationId: 'signUp',
      ...permit('public'),
      tags: ['Account'],
      summary: 'Create an account and its organization (whitelisted e-mails only)',
      request: jsonBody(signupSchema),
      responses: {
        201: jsonResponse(
          z.object({
            data: z.object({
              user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
              organization: organizationSchema.nullable().openapi({
                description:
                  'Null until the address is confirmed (a sign-up without the invitation token)',
              }),
              hasSession: z.boolean(),
              joined: z.boolean().openapi({
                description: 'True when a teammate invite joined an existing organization',
              }),
            }),
          }),
          'Created; a session cookie is set unless e-mail confirmation is required',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      await limit(c, 'signup', { window: 60, max: 10 });
      const result = await signUp(c.get('ctx'), c.req.valid('json'), c.req.raw.headers);
      for (const cookie of result.setCookie) c.header('set-cookie', cookie, { append: true });
      return c.json(
        {
          data: {
            user: result.user,
            organization: result.organization,
            hasSession: result.hasSession,
            joined: result.joined,
          },
        },
        201,
      );
    },
  );
