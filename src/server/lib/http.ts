/** Shared pieces of the HTTP layer: routers with one validation hook, caller guards, helpers. */
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { MESSAGES } from '@/shared/messages';
import type { AppContext, AppEnv, Caller } from '../context';
import { AppError } from './errors';
import type { RateRule } from './rate-limit';

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      return c.json(
        {
          error: {
            code: 'validation_error',
            message: issue?.message ?? 'Invalid request',
            field: issue?.path.join('.') || undefined,
          },
        },
        400,
      );
    },
  });
}

export const errorSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
  })
  .openapi('Error');

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const errorResponses = {
  400: jsonResponse(errorSchema, 'Invalid input'),
  401: jsonResponse(errorSchema, 'Not signed in'),
  403: jsonResponse(errorSchema, 'Not allowed'),
  404: jsonResponse(errorSchema, 'Not found'),
  429: jsonResponse(errorSchema, 'Too many requests'),
} as const;

export function requireCaller(c: Context<AppEnv>): Caller {
  const caller = c.get('caller');
  if (!caller) throw new AppError('unauthorized', MESSAGES.session.notAuthenticated);
  return caller;
}

export function requireOrgCaller(c: Context<AppEnv>): Caller & { orgId: string } {
  const caller = requireCaller(c);
  if (!caller.orgId) throw new AppError('forbidden', MESSAGES.session.noOrganization);
  return caller as Caller & { orgId: string };
}

export function requirePlatformAdmin(c: Context<AppEnv>): Caller {
  const caller = requireCaller(c);
  if (!caller.isPlatformAdmin || caller.via !== 'session') {
    throw new AppError('forbidden', 'Only platform admins can do this');
  }
  return caller;
}

/** Rate-limit a public endpoint by client address. */
export async function limit(c: Context<AppEnv>, name: string, rule: RateRule) {
  await c.get('ctx').rateLimiter.consume(name, c.get('clientIp'), rule);
}

/**
 * Actions that e-mail other people (portal messages, approval requests and decisions, teammate
 * invitations, task assignments, workflow runs whose steps notify): ten a minute per person and
 * 300 an hour per organization, so no account, key or script can flood anyone's inbox. A
 * refused action changes nothing and answers 429 with the wait.
 */
export const MAILING_LIMITS = {
  perUser: { window: 60, max: 10 },
  perOrganization: { window: 60 * 60, max: 300 },
} as const satisfies Record<string, RateRule>;

export async function limitMailing(
  { rateLimiter }: Pick<AppContext, 'rateLimiter'>,
  caller: { userId: string; orgId: string },
) {
  await rateLimiter.consume('mailing:user', caller.userId, MAILING_LIMITS.perUser);
  await rateLimiter.consume('mailing:org', caller.orgId, MAILING_LIMITS.perOrganization);
}
